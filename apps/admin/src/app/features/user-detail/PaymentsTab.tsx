import { useState } from 'react';
import Alert from '@mui/material/Alert';
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
  billedAgreementText,
  formatCents,
  formatLongDate,
  instalmentSchedule,
  instalmentsText,
  invoiceReference,
  maskLast4,
  paymentScheduleLabel,
  utcIsoDate,
  type AdminAgreementRecord,
  type AdminPaymentRecord,
} from '@consult/domain';
import { ADMIN_TEXT } from '../../admin-messages';
import { ADMIN_ROUTES } from '../documents/document-links';
import { MailDocumentDialog, type ClientAddress } from '../documents/MailDocumentDialog';
import { AwaitingConfirmationChip, PaymentStatusChip } from '../documents/PaymentStatusChip';
import { useDocumentActions } from '../documents/useDocumentActions';
import { DocumentCard } from '@consult/ui/documents';
import { CardDetails, EmptyTab } from './CardDetails';
import { ServiceBreakdown } from './ServiceBreakdown';

function methodLabel(payment: AdminPaymentRecord): string {
  const type = PAYMENT_METHOD_TYPE_LABELS[payment.paymentType];
  if (payment.paymentType === 'pay by invoice') return type;
  const brand = payment.paymentType === 'pay by credit card' ? (payment.cardBrand ?? type) : type;
  return `${brand} ${maskLast4(payment.last4)}`;
}

/** "CA-000042, version 2, total $15,000": the version and total the method bills. */
export function billedText(payment: AdminPaymentRecord): string {
  if (payment.consultingAgreementId === null) return '—';
  const reference = agreementReference(payment.consultingAgreementId);
  return payment.agreementVersion !== null && payment.agreementTotalCents !== null
    ? billedAgreementText(reference, payment.agreementVersion, payment.agreementTotalCents)
    : reference;
}

/** The agreement (its version in force) a method belongs to: the version it bills, or a later one. */
function agreementOf(payment: AdminPaymentRecord, agreements: AdminAgreementRecord[]) {
  const id = payment.consultingAgreementId;
  if (id === null) return undefined;
  return agreements.find(
    (item) => item.id === id || (item.history ?? []).some((entry) => entry.id === id),
  );
}

/** A monthly method's instalments, when the version it bills is the one in force (its term known). */
function instalmentsOf(payment: AdminPaymentRecord, inForce: AdminAgreementRecord | undefined) {
  if (!payment.isMonthly || !inForce || inForce.id !== payment.consultingAgreementId) return null;
  const months = inForce.totals?.longestMonths;
  const total = payment.agreementTotalCents ?? inForce.totals?.grandTotalCents;
  return months && total !== undefined ? instalmentsText(instalmentSchedule(total, months)) : null;
}

/**
 * The payments tab (req DOCS-2; docs/contracts-and-money.md): each payment method with its
 * status (in force, or replaced / ended on a date, kept as history), the agreement version and
 * total it bills, whether the client has yet to confirm it, the services it pays for, and Download
 * Invoice and Email Invoice (the invoice PDF e-mailed to the client, req RULES-2).
 */
export function PaymentsTab({
  payments,
  agreements,
  client,
}: {
  payments: AdminPaymentRecord[];
  agreements: AdminAgreementRecord[];
  client: ClientAddress;
}) {
  const actions = useDocumentActions();
  const [mailing, setMailing] = useState<AdminPaymentRecord | null>(null);
  if (payments.length === 0) return <EmptyTab text={ADMIN_TEXT.noPayments} />;
  return (
    <>
      {payments.map((payment) => {
        const invoice = invoiceReference(payment.id);
        const agreement = agreementOf(payment, agreements);
        const billsInForce = agreement?.id === payment.consultingAgreementId;
        const instalments = instalmentsOf(payment, agreement);
        return (
          <DocumentCard
            key={payment.id}
            id={`payment-${payment.id}`}
            overline={invoice}
            title={methodLabel(payment)}
            chips={
              <>
                <PaymentStatusChip
                  status={payment.status}
                  statusChangedAt={payment.statusChangedAt}
                />
                <AwaitingConfirmationChip show={payment.needsConfirmation} />
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
                ['Bills', billedText(payment)],
                ['Billing company', payment.billingCompanyName || '—'],
                ['Billing contact', payment.billingContact || '—'],
                ['Set up', formatLongDate(utcIsoDate(new Date(payment.createdAt)))],
              ]}
            />
            {instalments && (
              <Typography variant="body2" sx={{ mt: 1.5 }}>
                {instalments}
              </Typography>
            )}
            {payment.needsConfirmation && (
              <Alert severity="warning" variant="outlined" sx={{ mt: 1.5 }}>
                Carried over to version {payment.agreementVersion ?? agreement?.version} with the
                amount recomputed. The client confirms it on the payment step.
              </Alert>
            )}
            {payment.status === 'active' && agreement && !billsInForce && (
              <Alert severity="error" variant="outlined" sx={{ mt: 1.5 }}>
                This method bills an earlier version; version {agreement.version} of{' '}
                {agreement.reference} is in force.
              </Alert>
            )}
            {agreement && billsInForce ? (
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
          client={client}
          billingEmail={mailing.billingEmail}
          pending={actions.busy}
          onClose={() => setMailing(null)}
          onSend={(to) => actions.emailInvoice(mailing.id, to)}
        />
      )}
    </>
  );
}
