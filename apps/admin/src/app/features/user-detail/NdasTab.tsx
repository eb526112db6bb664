import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import Share from '@mui/icons-material/Share';
import Visibility from '@mui/icons-material/Visibility';
import { Link as RouterLink } from 'react-router';
import { formatLongDate, type AdminNdaRecord } from '@consult/domain';
import { ADMIN_TEXT } from '../../admin-messages';
import { DeletedByClientChip } from '../documents/DeletedByClientChip';
import { ADMIN_ROUTES } from '../documents/document-links';
import { useDocumentActions } from '../documents/useDocumentActions';
import { DocumentCard } from '@consult/ui/documents';
import { CardDetails, EmptyTab } from './CardDetails';

/**
 * The NDAs tab (req DOCS-2, RULES-2): each NDA with View (its read-only view), Download (that
 * NDA's PDF) and Share (copies the link to its view). One the client deleted from their portal
 * stays here, marked: the firm keeps signed records (docs/contracts-and-money.md).
 */
export function NdasTab({ ndas }: { ndas: AdminNdaRecord[] }) {
  const actions = useDocumentActions();
  if (ndas.length === 0) return <EmptyTab text={ADMIN_TEXT.noNdas} />;
  return (
    <>
      {ndas.map((nda) => {
        const name = `NDA ${nda.reference}`;
        return (
          <DocumentCard
            key={nda.id}
            id={`nda-${nda.id}`}
            overline={`${nda.reference} · Mutual NDA`}
            title={nda.companyName}
            chips={<DeletedByClientChip kind="nda" deletedAt={nda.deletedByClientAt} />}
            actions={
              <>
                <Button
                  component={RouterLink}
                  to={ADMIN_ROUTES.nda(nda.id)}
                  variant="contained"
                  startIcon={<Visibility />}
                  aria-label={`View ${name}`}
                >
                  View
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<Download />}
                  disabled={actions.busy}
                  onClick={() =>
                    void actions.download({
                      kind: 'nda',
                      id: nda.id,
                      companyName: nda.companyName,
                      date: nda.agreementDate,
                    })
                  }
                  aria-label={`Download ${name}`}
                >
                  Download
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<Share />}
                  onClick={() => void actions.copyLink({ kind: 'nda', id: nda.id })}
                  aria-label={`Share ${name}`}
                >
                  Share
                </Button>
              </>
            }
          >
            <CardDetails
              items={[
                ['Agreement date', formatLongDate(nda.agreementDate)],
                ['Signer', nda.signerName],
                ['Title', nda.signerTitle],
              ]}
            />
          </DocumentCard>
        );
      })}
    </>
  );
}
