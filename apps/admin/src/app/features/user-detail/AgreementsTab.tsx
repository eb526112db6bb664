import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { ADMIN_ROUTES } from '../documents/document-links';
import { useDocumentActions } from '../documents/useDocumentActions';
import { CardDetails, DocumentCard, EmptyTab } from './DocumentCard';
import { ServiceBreakdown } from './ServiceBreakdown';

/**
 * The agreements tab (spec 001 §2): the newest version of each agreement with View (the read-only
 * view), Edit (the firm's amendment, DECISIONS §2) and Download PDF.
 */
export function AgreementsTab({ agreements }: { agreements: AdminAgreementRecord[] }) {
  const actions = useDocumentActions();
  if (agreements.length === 0) return <EmptyTab text={ADMIN_TEXT.noAgreements} />;
  return (
    <>
      {agreements.map((agreement) => {
        const name = `agreement ${agreement.reference}`;
        const totalCents = agreement.totals?.grandTotalCents ?? Math.round(agreement.amount * 100);
        return (
          <DocumentCard
            key={agreement.id}
            id={`agreement-${agreement.id}`}
            overline={`${agreement.reference} · Version ${agreement.version}`}
            title={agreement.companyName}
            chips={
              <>
                {agreement.amendedByFirm && agreement.status === 'pending' && (
                  <Chip size="small" variant="outlined" label="Amended by the firm" />
                )}
                <AgreementStatusChip status={agreement.status} />
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
                <Button
                  component={RouterLink}
                  to={ADMIN_ROUTES.amendAgreement(agreement.id)}
                  variant="outlined"
                  startIcon={<Edit />}
                  aria-label={`Edit ${name}`}
                >
                  Edit
                </Button>
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
                [
                  agreement.amendedByFirm && agreement.status === 'pending'
                    ? 'Amended on'
                    : 'Signed',
                  formatAgreementDate(agreement.signedDate),
                ],
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
            <ServiceBreakdown services={agreement.services} fallbackTotalCents={totalCents} />
          </DocumentCard>
        );
      })}
    </>
  );
}
