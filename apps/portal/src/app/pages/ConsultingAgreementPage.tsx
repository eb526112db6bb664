import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { AgreementDetails } from '../features/agreement/AgreementDetails';
import { NewAgreement } from '../features/agreement/NewAgreement';

/** A route's id, or null when it cannot name an agreement. */
function parseId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * /consulting-agreement (a new agreement) and /consulting-agreement/{id} (view, or edit with
 * `?mode=edit`): req DOCS-2.
 */
export function ConsultingAgreementPage() {
  const { id } = useParams();
  return (
    <PageLayout>
      <title>{`Consulting Agreement — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        {id === undefined ? (
          <>
            <Typography variant="pageTitle" component="h1" sx={{ mb: 1 }}>
              New Consulting Agreement
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Check your details, choose the services you need and how to pay for each, read the
              agreement, then sign it here.
            </Typography>
            <NewAgreement />
          </>
        ) : (
          <AgreementDetails id={parseId(id)} />
        )}
      </Container>
    </PageLayout>
  );
}
