import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import Email from '@mui/icons-material/Email';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Link as RouterLink } from 'react-router';
import {
  PAYMENT_METHOD_TYPE_LABELS,
  agreementReference,
  formatCents,
  formatLongDate,
  invoiceReference,
  maskLast4,
  paymentScheduleLabel,
  utcIsoDate,
  type AdminAgreementRecord,
  type AdminPaymentRecord,
} from '@consult/domain';
import { ADMIN_TEXT } from '../../admin-messages';
import { ADMIN_ROUTES } from '../documents/document-links';
import { MailDocumentDialog } from '../documents/MailDocumentDialog';
import { useDocumentActions } from '../documents/useDocumentActions';
import { CardDetails, DocumentCard, EmptyTab } from './DocumentCard';
import { ServiceBreakdown } from './ServiceBreakdown';

function methodLabel(payment: AdminPaymentRecord): string {
  const type = PAYMENT_METHOD_TYPE_LABELS[payment.paymentType];
  if (payment.paymentType === 'pay by invoice') return type;
  const brand = payment.paymentType === 'pay by credit card' ? (payment.cardBrand ?? type) : type;
  return `${brand} ${maskLast4(payment.last4)}`;
}

/**
 * The payments tab (spec 001 §2): each payment method with the services it pays for, Download
 * Invoice and Email Invoice (the invoice PDF e-mailed to the client, DECISIONS §2).
 */
export function PaymentsTab({
  payments,
  agreements,
  clientEmail,
}: {
  payments: AdminPaymentRecord[];
  agreements: AdminAgreementRecord[];
  clientEmail: string;
}) {
  const actions = useDocumentActions();
  const [mailing, setMailing] = useState<AdminPaymentRecord | null>(null);
  if (payments.length === 0) return <EmptyTab text={ADMIN_TEXT.noPayments} />;
  return (
    <>
      {payments.map((payment) => {
        const invoice = invoiceReference(payment.id);
        const agreement = agreements.find((item) => item.id === payment.consultingAgreementId);
        return (
          <DocumentCard
            key={payment.id}
            id={`payment-${payment.id}`}
            overline={invoice}
            title={methodLabel(payment)}
            chips={
              <>
                <Chip size="small" label={paymentScheduleLabel(payment.isMonthly)} />
                <Chip
                  size="small"
                  variant="outlined"
                  color={payment.isAutoPayment ? 'success' : 'default'}
                  label={payment.isAutoPayment ? 'Automatic payment' : 'Paid on invoice'}
                />
              </>
            }
            actions={
              <>
                <Button
                  component={RouterLink}
                  to={ADMIN_ROUTES.invoice(payment.id)}
                  variant="contained"
                  startIcon={<ReceiptLong />}
                  aria-label={`View invoice ${invoice}`}
                >
                  View Invoice
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<Download />}
                  disabled={actions.busy}
                  onClick={() => void actions.download({ kind: 'invoice', id: payment.id })}
                  aria-label={`Download invoice ${invoice}`}
                >
                  Download Invoice
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<Email />}
                  disabled={actions.busy}
                  onClick={() => setMailing(payment)}
                  aria-label={`Email invoice ${invoice}`}
                >
                  Email Invoice
                </Button>
              </>
            }
          >
            <CardDetails
              items={[
                [payment.isMonthly ? 'Monthly amount' : 'Amount', formatCents(payment.amountCents)],
                ['Billing company', payment.billingCompanyName || '—'],
                ['Billing contact', payment.billingContact || '—'],
                [
                  'Agreement',
                  payment.consultingAgreementId
                    ? agreementReference(payment.consultingAgreementId)
                    : '—',
                ],
                ['Set up', formatLongDate(utcIsoDate(new Date(payment.createdAt)))],
              ]}
            />
            {agreement ? (
              <ServiceBreakdown
                label={`Services paid by ${invoice}`}
                services={agreement.services}
                fallbackTotalCents={agreement.totals?.grandTotalCents ?? 0}
              />
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                The services are those of an earlier version of the agreement; the invoice lists
                them.
              </Typography>
            )}
          </DocumentCard>
        );
      })}
      {mailing && (
        <MailDocumentDialog
          title={`Email invoice ${invoiceReference(mailing.id)}`}
          clientEmail={clientEmail}
          pending={actions.busy}
          onClose={() => setMailing(null)}
          onSend={(to) => actions.emailInvoice(mailing.id, to)}
        />
      )}
    </>
  );
}
