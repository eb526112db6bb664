import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { useGetUserQuery } from '@consult/api-client';
import { formatCents, type PaymentType } from '@consult/domain';
import { AgreementLoadError } from './AgreementLoadError';
import { AgreementPayableNotice, isPayable } from './AgreementPayableNotice';
import { LoadingState } from './LoadingState';
import { PaymentDetailsForm } from './PaymentDetailsForm';
import { PaymentPageHeader } from './PaymentPageHeader';
import { PAYMENT_TITLES } from './payment-messages';
import { newPaymentValues } from './payment-schema';
import { useAgreementToPay } from './useAgreementToPay';

/**
 * /payment-details?type=&agreementId=: a new payment method for a signed agreement. The amount
 * starts at the agreement's total (its monthly payment once a monthly schedule is picked) and the
 * billing details at the agreement's company, signer and address and the account's e-mail.
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
  const navigate = useNavigate();
  const selection = `/payment-method-selection?agreementId=${agreementId}`;
  const initialValues = useMemo(
    () =>
      agreement
        ? newPaymentValues({
            totals: agreement.totals,
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
    if (status === 401) return null;
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
      {isPayable(agreement) ? (
        <PaymentDetailsForm
          type={type}
          agreementId={agreement.id}
          agreement={agreement}
          initialValues={initialValues}
          onCancel={() => navigate(selection)}
        />
      ) : (
        <AgreementPayableNotice agreement={agreement} />
      )}
    </Stack>
  );
}
