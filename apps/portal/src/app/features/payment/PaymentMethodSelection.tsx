import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useGetPaymentMethodsQuery } from '@consult/api-client';
import {
  PAYMENT_MESSAGES,
  countOf,
  formatCents,
  paymentAmountRule,
  type PaymentType,
} from '@consult/domain';
import { ListState } from '@consult/ui';
import { formActionsSx, FormSection, submitButtonSx } from '@consult/ui/forms';
import { paymentMethodLabel } from '../profile/payment-method-label';
import { AgreementLoadError } from './AgreementLoadError';
import { AgreementPayableNotice, isPayable } from './AgreementPayableNotice';
import { LoadingState } from './LoadingState';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { PaymentMethodSections, ViewDetailsLink } from './PaymentMethodSections';
import { PaymentPageHeader } from './PaymentPageHeader';
import {
  PAYMENT_BUTTONS,
  PAYMENT_SCREENS,
  PAYMENT_STATUS_NOTICES,
  PAYMENT_TITLES,
  PAYMENT_TOAST,
} from './payment-messages';
import { methodInForceFor } from './payment-method-status';
import { useAgreementToPay } from './useAgreementToPay';

/** `/payment-details?type=pay%20by%20ach&agreementId=4`: the choice, lower-cased, is the type. */
export function paymentDetailsPath(type: PaymentType, agreementId: number): string {
  return `/payment-details?type=${encodeURIComponent(type.toLowerCase())}&agreementId=${agreementId}`;
}

/** The client's payment methods so far: those in force, then the history; View Details only. */
function ExistingMethods() {
  const query = useGetPaymentMethodsQuery();
  const { data } = query;

  const methods = Array.isArray(data) ? data : [];
  return (
    <ListState
      query={query}
      loadingLabel="Loading payment methods"
      error={{ text: PAYMENT_TOAST.fetchAllFailed, retryLabel: PAYMENT_BUTTONS.retry }}
      errorToast={{ title: PAYMENT_TOAST.errorTitle, description: PAYMENT_TOAST.fetchAllFailed }}
      isEmpty={methods.length === 0}
      empty={{ text: PAYMENT_SCREENS.noneForSelection }}
    >
      <PaymentMethodSections
        methods={methods}
        headingLevel="h3"
        inForceActions={(method) => <ViewDetailsLink methodId={method.id} />}
      />
    </ListState>
  );
}

/**
 * /payment-method-selection?agreementId={id} (req DOCS-2): the agreement to pay, the client's
 * payment methods so far, and the choice of a new one: Continue opens its details form. When the
 * agreement already has a method in force, it says that saving a new one replaces it (one method
 * in force per agreement).
 */
export function PaymentMethodSelection({ agreementId }: { agreementId: number }) {
  const { data: agreement, isLoading, isError, status } = useAgreementToPay(agreementId);
  const { data: methods } = useGetPaymentMethodsQuery();
  const inForce = agreement && Array.isArray(methods) ? methodInForceFor(methods, agreement) : null;
  const [choice, setChoice] = useState<PaymentType | ''>('');
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const navigate = useNavigate();

  const onContinue = () => {
    if (!choice) {
      setChoiceError(PAYMENT_MESSAGES.paymentType);
      document.getElementById('paymentType')?.focus();
      return;
    }
    void navigate(paymentDetailsPath(choice, agreementId));
  };

  const totals = agreement?.totals;
  const monthly = totals ? paymentAmountRule(totals, true) : null;
  return (
    <Stack spacing={3}>
      <PaymentPageHeader title={PAYMENT_TITLES.selection}>
        {agreement &&
          totals &&
          [
            `Agreement ${agreement.reference}`,
            agreement.companyName,
            monthly?.ok && monthly.instalments
              ? `Total ${formatCents(totals.grandTotalCents)} (${formatCents(monthly.amountCents)} a month over ${countOf(monthly.instalments.count, 'month')})`
              : `Total ${formatCents(totals.grandTotalCents)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
      </PaymentPageHeader>

      {isLoading && <LoadingState label="Loading agreement" />}
      {isError && <AgreementLoadError status={status} />}
      {agreement && !isPayable(agreement) && <AgreementPayableNotice agreement={agreement} />}
      {agreement && isPayable(agreement) && !inForce && (
        <Alert severity="success">
          Agreement {agreement.reference} is signed. Next, choose how you will pay for it.
        </Alert>
      )}
      {agreement && isPayable(agreement) && inForce && (
        <Alert severity="info">
          {PAYMENT_STATUS_NOTICES.replaces(paymentMethodLabel(inForce), agreement.reference)}
        </Alert>
      )}

      <FormSection compact id="existing-methods-heading" title="Your payment methods">
        <ExistingMethods />
      </FormSection>

      {agreement && isPayable(agreement) && (
        <FormSection
          compact
          id="new-method-heading"
          title={inForce ? 'Replace the payment method in force' : 'Add a payment method'}
        >
          <PaymentMethodPicker
            value={choice}
            onChange={(type) => {
              setChoice(type);
              setChoiceError(undefined);
            }}
            error={choiceError}
          />
        </FormSection>
      )}

      <Box sx={{ ...formActionsSx, justifyContent: 'space-between' }}>
        <Button
          component={RouterLink}
          to="/profile"
          size="large"
          startIcon={<ArrowBack />}
          sx={submitButtonSx}
        >
          {PAYMENT_BUTTONS.backToProfile}
        </Button>
        {agreement && isPayable(agreement) && (
          <Button
            size="large"
            variant="contained"
            endIcon={<ArrowForward />}
            onClick={onContinue}
            sx={submitButtonSx}
          >
            {PAYMENT_BUTTONS.continue}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
