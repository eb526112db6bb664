import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { useGetPaymentMethodsQuery, useGetUserQuery } from '@consult/api-client';
import { formatCents, type PaymentType } from '@consult/domain';
import { paymentMethodLabel } from '../profile/payment-method-label';
import { AgreementLoadError } from './AgreementLoadError';
import { AgreementPayableNotice, isPayable } from './AgreementPayableNotice';
import { LoadingState } from './LoadingState';
import { PaymentDetailsForm } from './PaymentDetailsForm';
import { PaymentPageHeader } from './PaymentPageHeader';
import { PAYMENT_STATUS_NOTICES, PAYMENT_TITLES } from './payment-messages';
import { methodInForceFor } from './payment-method-status';
import { newPaymentValues } from './payment-schema';
import { useAgreementToPay } from './useAgreementToPay';

/**
 * /payment-details?type=&agreementId=: a new payment method for a signed agreement. The amount
 * follows the agreement (its grand total, or its instalments once a monthly schedule is picked);
 * the billing details start at the agreement's company, signer and address and the account's
 * e-mail. When the agreement has a method in force, it says that saving replaces it.
 */
export function NewPaymentDetails({
  type,
  agreementId,
}: {
  type: PaymentType;
  agreementId: number;
}) {
  const { data: agreement, isLoading, isError, status } = useAgreementToPay(agreementId);
  const { data: user } = useGetUserQuery();
  const { data: methods } = useGetPaymentMethodsQuery(undefined, { skip: !user });
  const inForce = agreement && Array.isArray(methods) ? methodInForceFor(methods, agreement) : null;
  const navigate = useNavigate();
  const selection = `/payment-method-selection?agreementId=${agreementId}`;
  const initialValues = useMemo(
    () =>
      agreement
        ? newPaymentValues({
            companyName: agreement.companyName,
            contact: agreement.signerName,
            email: user?.email,
            phone: agreement.companyPhone,
            street: agreement.companyStreet,
            city: agreement.companyCity,
            state: agreement.companyState,
            zip: agreement.companyZip,
          })
        : null,
    [agreement, user?.email],
  );

  const header = (
    <PaymentPageHeader title={PAYMENT_TITLES.new}>
      {agreement &&
        `For agreement ${agreement.reference} · ${agreement.companyName} · Total ${formatCents(agreement.totals.grandTotalCents)}`}
    </PaymentPageHeader>
  );

  if (isLoading) {
    return (
      <Stack spacing={3}>
        {header}
        <LoadingState label="Loading agreement" />
      </Stack>
    );
  }
  if (isError || !agreement || !initialValues) {
    return (
      <Stack spacing={3}>
        {header}
        <AgreementLoadError status={status} />
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      {header}
      {isPayable(agreement) && inForce && (
        <Alert severity="info">
          {PAYMENT_STATUS_NOTICES.replaces(paymentMethodLabel(inForce), agreement.reference)}
        </Alert>
      )}
      {isPayable(agreement) ? (
        <PaymentDetailsForm
          type={type}
          agreementId={agreement.id}
          agreement={agreement}
          initialValues={initialValues}
          onCancel={() => void navigate(selection)}
        />
      ) : (
        <AgreementPayableNotice agreement={agreement} />
      )}
    </Stack>
  );
}
