import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useGetAdminPaymentMethodQuery } from '@consult/api-client';
import {
  DEFAULT_FIRM,
  PAYMENT_METHOD_CHOICE_LABELS,
  PAYMENT_TOASTS,
  invoiceReference,
  paymentScheduleLabel,
} from '@consult/domain';
import { invoiceFromRecords } from '@consult/documents';
import { DocumentView } from '@consult/ui/documents';
import { DocumentActionButtons } from '../features/documents/DocumentActionButtons';
import { DocumentScreen } from '../features/documents/DocumentScreen';
import { AdminPage } from '../features/layout/AdminPage';
import { parseRouteId } from '../features/layout/route-id';

/**
 * /payment-method/{id}: the invoice of any client's payment method, read-only (DECISIONS §1), from
 * the shared invoice template over the method (masked) and the agreement it pays — both in one
 * answer, so the view is one call and one row of the audit log.
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
  const missingAgreement = method.data && agreement === null ? { status: 404 } : undefined;
  return (
    <AdminPage title="Invoice" maxWidth="md">
      <DocumentScreen
        name="Invoice"
        isLoading={method.isLoading}
        error={id === null ? { status: 404 } : (method.error ?? missingAgreement)}
        failedToast={PAYMENT_TOASTS.fetchOneFailed}
        ready={model !== null}
        subtitle={
          method.data &&
          `${reference} · ${PAYMENT_METHOD_CHOICE_LABELS[method.data.paymentType]} · ${paymentScheduleLabel(method.data.isMonthly)}${method.data.companyName ? ` · ${method.data.companyName}` : ''}`
        }
        actions={
          method.data && (
            <DocumentActionButtons
              name={`Invoice ${reference}`}
              target={{ kind: 'invoice', id: method.data.id }}
            />
          )
        }
      >
        {model && <DocumentView model={model} firmName={DEFAULT_FIRM.name} reference={reference} />}
      </DocumentScreen>
    </AdminPage>
  );
}
