import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useGetAdminAgreementQuery, useGetAdminPaymentMethodQuery } from '@consult/api-client';
import {
  DEFAULT_FIRM,
  PAYMENT_METHOD_CHOICE_LABELS,
  PAYMENT_TOASTS,
  invoiceReference,
  paymentScheduleLabel,
} from '@consult/domain';
import { DocumentView } from '@consult/ui/documents';
import { DocumentActionButtons } from '../features/documents/DocumentActionButtons';
import { DocumentScreen } from '../features/documents/DocumentScreen';
import { invoiceModel } from '../features/documents/invoice-model';
import { AdminPage } from '../features/layout/AdminPage';
import { parseRouteId } from '../features/layout/route-id';

/**
 * /payment-method/{id}: the invoice of any client's payment method, read-only (DECISIONS §1), from
 * the shared invoice template over the method (masked) and the agreement it pays.
 */
export function InvoiceViewPage() {
  const id = parseRouteId(useParams().id);
  const method = useGetAdminPaymentMethodQuery(id ?? 0, {
    skip: id === null,
    refetchOnFocus: false,
  });
  const agreementId = method.data?.consultingAgreementId ?? null;
  const agreement = useGetAdminAgreementQuery(agreementId ?? 0, {
    skip: agreementId === null,
    refetchOnFocus: false,
  });
  const model = useMemo(
    () => (method.data && agreement.data ? invoiceModel(method.data, agreement.data) : null),
    [method.data, agreement.data],
  );
  const reference = id === null ? '' : invoiceReference(id);
  const missingAgreement = method.data && agreementId === null ? { status: 404 } : undefined;
  return (
    <AdminPage title="Invoice" maxWidth="md">
      <DocumentScreen
        name="Invoice"
        isLoading={method.isLoading || agreement.isLoading}
        error={
          id === null ? { status: 404 } : (method.error ?? agreement.error ?? missingAgreement)
        }
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
