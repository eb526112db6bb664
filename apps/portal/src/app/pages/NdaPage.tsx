import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { NdaDetails } from '../features/nda/NdaDetails';

/** A route's id, or null when it cannot name an NDA. */
function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** /mutual-nda/{id}: one signed NDA (req DOCS-2). */
export function NdaPage() {
  const { id } = useParams();
  return (
    <PageLayout>
      <title>{`Mutual NDA — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <Typography variant="pageTitle" component="h1" sx={{ mb: 3 }}>
          Mutual NDA
        </Typography>
        <NdaDetails id={parseId(id)} />
      </Container>
    </PageLayout>
  );
}
