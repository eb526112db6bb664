import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { Link as RouterLink } from 'react-router';
import { INVOICE_TERMS } from '@consult/documents';
import {
  BANK_ACCOUNT_TYPE_LABELS,
  PAYMENT_METHOD_CHOICE_LABELS,
  billedAgreementText,
  formatLongDate,
  instalmentsText,
  invoiceReference,
  maskLast4,
  paymentScheduleLabel,
  type PaymentMethod,
} from '@consult/domain';
import { DetailGrid } from '@consult/ui/documents';
import { FormSection } from '@consult/ui/forms';
import { paymentAmountLabel } from '../profile/payment-method-label';
import { ConfirmationNotice } from './ConfirmationNotice';
import { PaymentMethodStatusChip } from './PaymentMethodStatusChip';
import { PaymentTypeIcon } from './PaymentTypeIcon';
import { PAID_IN_FULL_TEXT, PAYMENT_BUTTONS, PAYMENT_STATUS_NOTICES } from './payment-messages';
import { isInForce, paymentMethodStatus, statusChangedDate } from './payment-method-status';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Details({ children }: { children: ReactNode }) {
  return (
    <DetailGrid columns={{ xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap={2}>
      {children}
    </DetailGrid>
  );
}

const orDash = (value: string | null | undefined) => value?.trim() || '—';

/** "48 Wharf Road, Portland, ME 04101", from the parts that are there. */
function billingAddressLine(method: PaymentMethod): string | null {
  const cityLine = [
    method.billingCity,
    [method.billingState, method.billingZip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [method.billingAddress, cityLine].filter(Boolean).join(', ') || null;
}

interface PaymentDetailsViewProps {
  method: PaymentMethod;
  onEdit: () => void;
  onDownloadInvoice: () => void;
  downloading: boolean;
}

/** "CA-000004, version 2, total $65,000": the agreement version the method bills. */
function billedText(method: PaymentMethod): string | null {
  const { agreementReference, agreementVersion, agreementTotalCents } = method;
  if (!agreementReference || agreementVersion == null || agreementTotalCents == null) return null;
  return billedAgreementText(agreementReference, agreementVersion, agreementTotalCents);
}

/** Why a replaced or ended method offers no Edit, and where the one in force is. */
function HistoryNotice({ method }: { method: PaymentMethod }) {
  const replaced = paymentMethodStatus(method) === 'replaced';
  return (
    <Alert severity="info">
      <AlertTitle>
        {replaced ? PAYMENT_STATUS_NOTICES.replacedTitle : PAYMENT_STATUS_NOTICES.endedTitle}
      </AlertTitle>
      {replaced
        ? PAYMENT_STATUS_NOTICES.replaced(statusChangedDate(method))
        : PAYMENT_STATUS_NOTICES.ended(statusChangedDate(method))}
      {replaced && method.replacedById != null && (
        <Box sx={{ mt: 1 }}>
          <Link component={RouterLink} to={`/payment-method/${method.replacedById}`}>
            {PAYMENT_BUTTONS.viewInForce}
          </Link>
        </Box>
      )}
    </Alert>
  );
}

/**
 * A saved payment method, read-only (req DOCS-2): its status, amount, type, schedule, PO number,
 * paid in full, the agreement version it bills (and a monthly schedule's instalments), billing
 * information, the card or bank account masked to its last four, and its invoice. Only a method
 * in force can be edited, changed or invoiced; a replaced or ended one says so. A method carried
 * over to a newer version of its agreement asks to be confirmed.
 */
export function PaymentDetailsView({
  method,
  onEdit,
  onDownloadInvoice,
  downloading,
}: PaymentDetailsViewProps) {
  const card = method.paymentType === 'pay by credit card';
  const ach = method.paymentType === 'pay by ach';
  const inForce = isInForce(method);
  const billed = billedText(method);
  return (
    <Stack spacing={3}>
      {inForce ? (
        <ConfirmationNotice method={method} onConfirm={onEdit} />
      ) : (
        <HistoryNotice method={method} />
      )}
      {inForce && (
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            flexWrap: 'wrap',
            gap: 1.5,
          }}
        >
          <Button variant="contained" startIcon={<Edit />} onClick={onEdit}>
            {PAYMENT_BUTTONS.edit}
          </Button>
          {method.consultingAgreementId !== null && (
            <Button
              component={RouterLink}
              to={`/payment-method-selection?agreementId=${method.consultingAgreementId}`}
              variant="outlined"
              startIcon={<SwapHoriz />}
            >
              {PAYMENT_BUTTONS.changeMethod}
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={onDownloadInvoice}
            disabled={downloading}
          >
            {downloading ? 'Downloading...' : PAYMENT_BUTTONS.downloadInvoice}
          </Button>
        </Box>
      )}

      <FormSection compact id="payment-summary-heading" title="Payment">
        <Details>
          <Detail label="Status">
            <PaymentMethodStatusChip method={method} />
          </Detail>
          <Detail label="Amount">{paymentAmountLabel(method)}</Detail>
          <Detail label="Payment type">
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <PaymentTypeIcon type={method.paymentType} fontSize="small" color="primary" />
              {PAYMENT_METHOD_CHOICE_LABELS[method.paymentType]}
            </Box>
          </Detail>
          <Detail label="Schedule">{paymentScheduleLabel(method.isMonthly)}</Detail>
          <Detail label="PO number">{orDash(method.poNumber)}</Detail>
          <Detail label="Paid in full">
            {method.isPaidInFull ? PAID_IN_FULL_TEXT.yes : PAID_IN_FULL_TEXT.no}
          </Detail>
          <Detail label="Bills">{orDash(billed)}</Detail>
          {method.isMonthly && method.instalments && (
            <Detail label="Instalments">{instalmentsText(method.instalments)}</Detail>
          )}
          <Detail label="Agreement">
            {method.consultingAgreementId !== null && method.agreementReference ? (
              <Link
                component={RouterLink}
                to={`/consulting-agreement/${method.consultingAgreementId}`}
              >
                {method.agreementReference}
              </Link>
            ) : (
              '—'
            )}
          </Detail>
          <Detail label="Invoice">
            {invoiceReference(method.id)} · set up {formatLongDate(method.createdAt.slice(0, 10))}
          </Detail>
        </Details>
      </FormSection>

      {card && (
        <FormSection compact id="payment-card-heading" title="Card details">
          <Details>
            <Detail label="Cardholder name">{orDash(method.cardholderName)}</Detail>
            <Detail label="Card">{`${method.cardBrand ?? 'Card'} ${maskLast4(method.last4)}`}</Detail>
            <Detail label="Expires">{orDash(method.expiryDate)}</Detail>
          </Details>
        </FormSection>
      )}

      {ach && (
        <FormSection compact id="payment-bank-heading" title="Bank account">
          <Details>
            <Detail label="Account holder name">{orDash(method.accountName)}</Detail>
            <Detail label="Bank name">{orDash(method.bankName)}</Detail>
            <Detail label="Routing number">{maskLast4(method.routingNumberLast4)}</Detail>
            <Detail label="Account number">{maskLast4(method.accountNumberLast4)}</Detail>
            <Detail label="Account type">
              {method.accountType ? BANK_ACCOUNT_TYPE_LABELS[method.accountType] : '—'}
            </Detail>
            <Detail label="ACH authorization">
              {method.achAuthorization
                ? `Authorized on ${formatLongDate(method.achAuthorization.authorizedAt.slice(0, 10))}`
                : '—'}
            </Detail>
          </Details>
        </FormSection>
      )}

      <FormSection compact id="payment-billing-heading" title="Billing information">
        <Details>
          <Detail label="Company">{orDash(method.billingCompanyName ?? method.companyName)}</Detail>
          <Detail label="Contact">{orDash(method.billingContact)}</Detail>
          <Detail label="Email">{orDash(method.billingEmail)}</Detail>
          <Detail label="Phone">{orDash(method.billingPhone)}</Detail>
          <Detail label="Address">{orDash(billingAddressLine(method))}</Detail>
        </Details>
        {method.paymentType === 'pay by invoice' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Invoices are due {INVOICE_TERMS.dueDays} days after their date, by bank transfer or
            check.
          </Typography>
        )}
      </FormSection>
    </Stack>
  );
}
