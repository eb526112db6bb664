import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { errorStatus, useGetPaymentMethodQuery } from '@consult/api-client';
import { formatCents } from '@consult/domain';
import { useToast } from '@consult/ui';
import { paymentMethodLabel } from '../profile/payment-method-label';
import { AgreementLoadError } from './AgreementLoadError';
import { LoadingState } from './LoadingState';
import { PaymentDetailsForm } from './PaymentDetailsForm';
import { PaymentDetailsView } from './PaymentDetailsView';
import { PaymentPageHeader } from './PaymentPageHeader';
import {
  PAYMENT_BUTTONS,
  PAYMENT_SCREENS,
  PAYMENT_TITLES,
  PAYMENT_TOAST,
} from './payment-messages';
import { isInForce } from './payment-method-status';
import { savedPaymentValues } from './payment-schema';
import { useAgreementToPay } from './useAgreementToPay';
import { useInvoiceDownload } from './useInvoiceDownload';

const BACK = { to: '/all-payment-methods', label: PAYMENT_BUTTONS.backToMethods };

/**
 * /payment-details/{id} and /payment-method/{id}: a saved payment method, read-only, or in edit
 * mode (Edit, Confirm, or `?mode=edit`); Save or Cancel returns to the read-only view (req
 * DOCS-4). Only a method in force is edited: a replaced or ended one always opens read-only. The edit
 * form needs the agreement's totals, from which the amount is computed.
 */
export function SavedPaymentDetails({ id }: { id: number | null }) {
  const {
    data: method,
    isLoading,
    isError,
    error,
  } = useGetPaymentMethodQuery(id ?? 0, {
    skip: id === null,
  });
  // The agreement's totals give the amount; a method whose agreement is gone still opens.
  const agreement = useAgreementToPay(method?.consultingAgreementId ?? null);
  const [searchParams, setSearchParams] = useSearchParams();
  const { toast } = useToast();
  const { downloadInvoice, downloadingId } = useInvoiceDownload();
  const status = errorStatus(error);
  const initialValues = useMemo(() => (method ? savedPaymentValues(method) : null), [method]);

  useEffect(() => {
    if (isError && status !== 404)
      toast({
        title: PAYMENT_TOAST.errorTitle,
        description: PAYMENT_TOAST.fetchOneFailed,
        variant: 'destructive',
      });
  }, [isError, status, toast]);

  if (isLoading || (method && agreement.isLoading)) {
    return (
      <Stack spacing={3}>
        <PaymentPageHeader title={PAYMENT_TITLES.view} back={BACK} />
        <LoadingState label="Loading payment method" />
      </Stack>
    );
  }
  if (id === null || isError || !method || !initialValues) {
    return (
      <Stack spacing={3}>
        <PaymentPageHeader title={PAYMENT_TITLES.view} back={BACK} />
        <Alert severity="error">
          <AlertTitle>{PAYMENT_SCREENS.viewError}</AlertTitle>
          {id === null || status === 404 ? PAYMENT_SCREENS.notFound : PAYMENT_TOAST.fetchOneFailed}
        </Alert>
      </Stack>
    );
  }

  const editing =
    searchParams.get('mode') === 'edit' &&
    method.consultingAgreementId !== null &&
    isInForce(method);
  const subtitle = [
    paymentMethodLabel(method),
    method.agreementReference && `Agreement ${method.agreementReference}`,
    agreement.data && `Total ${formatCents(agreement.data.totals.grandTotalCents)}`,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Stack spacing={3}>
      <PaymentPageHeader title={editing ? PAYMENT_TITLES.edit : PAYMENT_TITLES.view} back={BACK}>
        {subtitle}
      </PaymentPageHeader>
      {editing && method.consultingAgreementId !== null ? (
        agreement.data ? (
          <PaymentDetailsForm
            key={`${method.id}-${method.updatedAt}`}
            type={method.paymentType}
            agreementId={method.consultingAgreementId}
            agreement={agreement.data}
            initialValues={initialValues}
            saved={method}
            onCancel={() => setSearchParams({})}
          />
        ) : (
          <AgreementLoadError status={agreement.status} />
        )
      ) : (
        <PaymentDetailsView
          method={method}
          onEdit={() => setSearchParams({ mode: 'edit' })}
          onDownloadInvoice={() => void downloadInvoice(method)}
          downloading={downloadingId === method.id}
        />
      )}
    </Stack>
  );
}
