import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Description from '@mui/icons-material/Description';
import Edit from '@mui/icons-material/Edit';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Link as RouterLink } from 'react-router';
import {
  PAYMENT_METHOD_TYPE_LABELS,
  formatAgreementDate,
  formatCents,
  type AdminAgreementRecord,
} from '@consult/domain';
import { ADMIN_TEXT } from '../../admin-messages';
import { AgreementStatusChip } from '../documents/AgreementStatusChip';
import { DeletedByClientChip } from '../documents/DeletedByClientChip';
import { VersionHistory } from '../documents/VersionHistory';
import { ADMIN_ROUTES } from '../documents/document-links';
import { useDocumentActions } from '../documents/useDocumentActions';
import { DocumentCard } from '@consult/ui/documents';
import { CardDetails, EmptyTab } from './CardDetails';
import { ProposalComparison } from './ProposalComparison';
import { ServiceBreakdown } from './ServiceBreakdown';

/**
 * The agreements tab (req DOCS-2; docs/contracts-and-money.md): each agreement's version in
 * force, with View (the read-only view), Edit (the firm's amendment, req RULES-2) and Download
 * PDF; the firm's proposal awaiting the client beside it, with Withdraw; and the version history.
 * An agreement the client deleted stays listed, marked.
 */
export function AgreementsTab({ agreements }: { agreements: AdminAgreementRecord[] }) {
  const actions = useDocumentActions();
  if (agreements.length === 0) return <EmptyTab text={ADMIN_TEXT.noAgreements} />;
  return (
    <>
      {agreements.map((agreement) => {
        const name = `agreement ${agreement.reference}`;
        const totalCents = agreement.totals?.grandTotalCents ?? Math.round(agreement.amount * 100);
        const { proposal } = agreement;
        const editNoteId = `agreement-${agreement.id}-edit-note`;
        return (
          <DocumentCard
            key={agreement.id}
            id={`agreement-${agreement.id}`}
            overline={`${agreement.reference} · Version ${agreement.version}`}
            title={agreement.companyName}
            chips={
              <>
                <AgreementStatusChip status={agreement.status} />
                {proposal && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color="warning"
                    label={`Version ${proposal.version} proposed`}
                  />
                )}
                <DeletedByClientChip kind="agreement" deletedAt={agreement.deletedByClientAt} />
              </>
            }
            actions={
              <>
                <Button
                  component={RouterLink}
                  to={ADMIN_ROUTES.agreement(agreement.id)}
                  variant="contained"
                  startIcon={<Description />}
                  aria-label={`View ${name}`}
                >
                  View
                </Button>
                {proposal ? (
                  <Button
                    variant="outlined"
                    startIcon={<Edit />}
                    disabled
                    aria-label={`Edit ${name}`}
                    aria-describedby={editNoteId}
                  >
                    Edit
                  </Button>
                ) : (
                  <Button
                    component={RouterLink}
                    to={ADMIN_ROUTES.amendAgreement(agreement.id)}
                    variant="outlined"
                    startIcon={<Edit />}
                    aria-label={`Edit ${name}`}
                  >
                    Edit
                  </Button>
                )}
                <Button
                  variant="outlined"
                  startIcon={<PictureAsPdf />}
                  disabled={actions.busy}
                  onClick={() => void actions.download({ kind: 'agreement', id: agreement.id })}
                  aria-label={`Download PDF of ${name}`}
                >
                  Download PDF
                </Button>
              </>
            }
          >
            <CardDetails
              items={[
                agreement.status === 'pending'
                  ? ['Status', 'Not yet signed by the client']
                  : ['Signed', formatAgreementDate(agreement.signedDate)],
                ['Signer', `${agreement.signerName}, ${agreement.signerTitle}`],
                ['Grand total', formatCents(totalCents)],
                [
                  'Paid by',
                  agreement.paymentType
                    ? PAYMENT_METHOD_TYPE_LABELS[agreement.paymentType]
                    : 'No payment method yet',
                ],
              ]}
            />
            {proposal ? (
              <>
                <ProposalComparison agreement={agreement} proposal={proposal} />
                <Typography id={editNoteId} variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  Version {proposal.version} awaits the client’s signature: withdraw it before
                  amending this agreement again.
                </Typography>
              </>
            ) : (
              <ServiceBreakdown services={agreement.services} fallbackTotalCents={totalCents} />
            )}
            <VersionHistory history={agreement.history} reference={agreement.reference} />
          </DocumentCard>
        );
      })}
    </>
  );
}
