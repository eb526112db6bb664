import { useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useGetAdminPaymentMethodQuery } from '@consult/api-client';
import {
  DEFAULT_FIRM,
  PAYMENT_METHOD_CHOICE_LABELS,
  PAYMENT_TOASTS,
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
  type AdminInvoiceView,
} from '@consult/domain';
import { invoiceFromRecords, invoicePaymentOf, maskedPaymentMethod } from '@consult/documents';
import { DocumentView } from '@consult/ui/documents';
import { DocumentActionButtons } from '../features/documents/DocumentActionButtons';
import { DocumentScreen } from '../features/documents/DocumentScreen';
import {
  AWAITING_CONFIRMATION,
  AwaitingConfirmationChip,
  PaymentStatusChip,
} from '../features/documents/PaymentStatusChip';
import { AdminPage } from '../features/layout/AdminPage';
import { parseRouteId } from '../features/layout/route-id';
import { InfoList, InfoSection } from '../features/user-detail/InfoSection';

/** What the method bills: the agreement version and its total, and a monthly schedule's instalments. */
function BillingNote({ method }: { method: AdminInvoiceView }) {
  const agreement = method.agreement;
  const version = method.agreementVersion ?? agreement?.version ?? null;
  const totalCents = method.agreementTotalCents ?? agreement?.totals.grandTotalCents ?? null;
  const reference = method.agreementReference ?? agreement?.reference ?? null;
  const months = agreement?.totals.longestMonths ?? null;
  const instalments =
    method.instalments ??
    (method.isMonthly && months && totalCents !== null
      ? instalmentSchedule(totalCents, months)
      : null);
  return (
    <Paper
      component="section"
      aria-label="What this method bills"
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
    >
      {reference && version !== null && totalCents !== null && (
        <Typography>Bills {billedAgreementText(reference, version, totalCents)}</Typography>
      )}
      {method.isMonthly && instalments && (
        <Typography color="text.secondary">{instalmentsText(instalments)}</Typography>
      )}
      {method.needsConfirmation && (
        <Alert severity="warning" variant="outlined">
          {AWAITING_CONFIRMATION}: carried over to version {version ?? '—'} with the amount
          recomputed; the client confirms it on the payment step.
        </Alert>
      )}
    </Paper>
  );
}

/** "CA-000042": the agreement a method pays, from the method itself (null when it names none). */
function agreementOfMethod(method: AdminInvoiceView): string | null {
  if (method.agreementReference) return method.agreementReference;
  return method.consultingAgreementId === null
    ? null
    : agreementReference(method.consultingAgreementId);
}

/** Says the agreement the method pays is not available, so no invoice can be drawn on screen. */
function MissingAgreementNote({ method }: { method: AdminInvoiceView }) {
  const reference = agreementOfMethod(method);
  return (
    <Alert severity="warning">
      The agreement this method pays{reference ? ` (${reference})` : ''} is not available: it may
      have been removed. The invoice cannot be drawn without it; the payment method’s own details
      are shown below.
    </Alert>
  );
}

/** The method's own fields (masked), shown in place of the invoice when its agreement is missing. */
function MethodDetails({ method }: { method: AdminInvoiceView }) {
  const cityLine = [
    method.billingCity,
    [method.billingState, method.billingZip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const items: Array<[string, ReactNode]> = [
    ['Invoice number', invoiceReference(method.id)],
    ['Set up on', formatLongDate(utcIsoDate(new Date(method.createdAt)))],
    ['Consulting agreement', agreementOfMethod(method) ?? 'None'],
    ['Payment method', maskedPaymentMethod(invoicePaymentOf(method))],
    ['Schedule', paymentScheduleLabel(method.isMonthly)],
    [method.isMonthly ? 'Each monthly payment' : 'Amount', formatCents(method.amountCents)],
    ['Paid in full', method.isPaidInFull ? 'Yes' : 'No'],
    ...(method.paymentType === 'pay by invoice'
      ? ([['Purchase order', method.poNumber]] as Array<[string, ReactNode]>)
      : []),
    ...(method.paymentType === 'pay by credit card'
      ? ([
          ['Cardholder', method.cardholderName],
          ['Expires', method.expiryDate],
        ] as Array<[string, ReactNode]>)
      : []),
    ...(method.paymentType === 'pay by ach'
      ? ([
          ['Account holder', method.accountName],
          [
            'Routing number',
            method.routingNumberLast4 ? maskLast4(method.routingNumberLast4) : null,
          ],
        ] as Array<[string, ReactNode]>)
      : []),
    ['Billing company', method.billingCompanyName ?? method.companyName],
    ['Billing contact', method.billingContact],
    ['Billing address', [method.billingAddress, cityLine].filter(Boolean).join(', ')],
    ['Billing e-mail', method.billingEmail],
    ['Billing telephone', method.billingPhone],
  ];
  return (
    <InfoSection id="payment-method-details" title="Payment method">
      <InfoList items={items} />
    </InfoSection>
  );
}

/**
 * /payment-method/{id}: the invoice of any client's payment method, read-only (req RULES-1), from
 * the shared invoice template over the method (masked) and the agreement it pays — both in one
 * answer, so the view is one call and one row of the audit log. Above it: the method's status (in
 * force, or replaced / ended on a date), the version and total it bills, and whether the client
 * has yet to confirm it (docs/contracts-and-money.md). Without the agreement (removed) there is no
 * invoice to draw: the method's own details are shown, and a note says the agreement is missing.
 */
export function InvoiceViewPage() {
  const id = parseRouteId(useParams().id);
  const method = useGetAdminPaymentMethodQuery(id ?? 0, {
    skip: id === null,
    refetchOnFocus: false,
  });
  const agreement = method.data?.agreement ?? null;
  const model = useMemo(
    () =>
      method.data && agreement
        ? invoiceFromRecords(
            method.data,
            { ...agreement, accountEmail: method.data.accountEmail },
            DEFAULT_FIRM,
          )
        : null,
    [method.data, agreement],
  );
  const reference = id === null ? '' : invoiceReference(id);
  return (
    <AdminPage title="Invoice" maxWidth="md">
      <DocumentScreen
        name="Invoice"
        isLoading={method.isLoading}
        error={id === null ? { status: 404 } : method.error}
        failedToast={PAYMENT_TOASTS.fetchOneFailed}
        ready={Boolean(method.data)}
        bare={model === null}
        subtitle={
          method.data &&
          `${reference} · ${PAYMENT_METHOD_CHOICE_LABELS[method.data.paymentType]} · ${paymentScheduleLabel(method.data.isMonthly)}${method.data.companyName ? ` · ${method.data.companyName}` : ''}`
        }
        chips={
          method.data && (
            <>
              <PaymentStatusChip
                status={method.data.status ?? 'active'}
                statusChangedAt={method.data.statusChangedAt}
              />
              <AwaitingConfirmationChip show={method.data.needsConfirmation} />
            </>
          )
        }
        notes={
          method.data && (
            <>
              <BillingNote method={method.data} />
              {agreement === null && <MissingAgreementNote method={method.data} />}
            </>
          )
        }
        actions={
          method.data && (
            <DocumentActionButtons
              name={`Invoice ${reference}`}
              target={{ kind: 'invoice', id: method.data.id }}
              client={{ email: method.data.ownerEmail, verified: method.data.ownerEmailVerified }}
              billingEmail={method.data.billingEmail}
            />
          )
        }
      >
        {model ? (
          <DocumentView model={model} firmName={DEFAULT_FIRM.name} reference={reference} />
        ) : (
          method.data && <MethodDetails method={method.data} />
        )}
      </DocumentScreen>
    </AdminPage>
  );
}
