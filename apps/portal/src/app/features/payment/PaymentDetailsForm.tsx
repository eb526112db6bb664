import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  errorMessage,
  fieldErrors,
  isSessionExpired,
  useSetUpPaymentMethodMutation,
  useUpdatePaymentMethodMutation,
} from '@consult/api-client';
import {
  PAYMENT_METHOD_CHOICE_LABELS,
  type Agreement,
  type PaymentMethod,
  type PaymentType,
} from '@consult/domain';
import { useToast } from '@consult/ui';
import {
  FocusFirstError,
  formActionsSx,
  FormSection,
  type FormStatus,
  isFieldRefusal,
  submitButtonSx,
} from '@consult/ui/forms';
import { paymentAmountLabel } from '../profile/payment-method-label';
import { FormDraftGuard } from '../drafts/FormDraftGuard';
import { useFormDraft } from '../drafts/useFormDraft';
import { AchFields } from './AchFields';
import { BillingFields } from './BillingFields';
import { CardFields } from './CardFields';
import { PaymentTermsFields } from './PaymentTermsFields';
import { PaymentTypeIcon } from './PaymentTypeIcon';
import { PAYMENT_BUTTONS, PAYMENT_STATUS_NOTICES, PAYMENT_TOAST } from './payment-messages';
import { fieldOfMessage, formFieldName, toPaymentRequest } from './payment-request';
import {
  PAYMENT_FIELDS,
  achTicksRequired,
  formAmountRule,
  keepsStoredBankNumbers,
  keepsStoredCard,
  paymentSchema,
  type PaymentFormContext,
  type PaymentFormValues,
} from './payment-schema';
import { spreadRowSx } from '../layout/spread-row';

interface PaymentFormStatus extends FormStatus {
  /** The server's message from the last failed save. */
  formError?: string;
}

interface PaymentDetailsFormProps {
  type: PaymentType;
  agreementId: number;
  /** The agreement paid: what the method bills follows its totals. */
  agreement: Pick<Agreement, 'totals'>;
  initialValues: PaymentFormValues;
  /** The method being edited; none for a new one. */
  saved?: PaymentMethod;
  onCancel: () => void;
}

/**
 * The server's answer to a refused save, as messages under the form's fields; the API names the
 * amount's refusal (the agreement changed since the form opened) as `amount`, shown under the
 * computed amount.
 */
function serverFieldErrors(error: unknown, message: string, values: PaymentFormValues) {
  const fields: Record<string, string> = {};
  for (const [name, text] of Object.entries(fieldErrors(error))) {
    const field = formFieldName(name);
    fields[field === 'isMonthly' || field === 'isPaidInFull' ? 'schedule' : field] = text;
  }
  const field = fieldOfMessage(message, values);
  if (field && !fields[field]) fields[field] = message;
  return fields;
}

/**
 * The payment details form (req DOCS-2, DOCS-5): new ('Save Payment Details') or an edit of a saved
 * method ('Save Changes'; for a method carried over to a newer version of its agreement, saving
 * confirms it). The amount is not typed: it follows the agreement's totals and the schedule, and
 * is sent as computed, paid in full exactly when one-time. Field messages show from the first
 * submit on and follow each change;
 * the first invalid field gets the focus. A refused save shows the server's message under its
 * field (a toast only when no field can show it). Saved, it goes to /payment-method/{id}.
 */
export function PaymentDetailsForm({
  type,
  agreementId,
  agreement,
  initialValues,
  saved,
  onCancel,
}: PaymentDetailsFormProps) {
  const [setUp] = useSetUpPaymentMethodMutation();
  const [update] = useUpdatePaymentMethodMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const draft = useFormDraft('payment', saved ? saved.id : `new-${agreementId}-${type}`);
  const [submitted, setSubmitted] = useState(false);
  const totals = agreement.totals;
  const context: PaymentFormContext = useMemo(
    () => ({ type, agreementId, totals, saved }),
    [type, agreementId, totals, saved],
  );
  const schema = useMemo(() => paymentSchema(context), [context]);
  const keptCard = keepsStoredCard(context) ? saved?.last4 : null;
  const keptBank = keepsStoredBankNumbers(context);

  const submit = async (values: PaymentFormValues, helpers: FormikHelpers<PaymentFormValues>) => {
    helpers.setStatus({} satisfies PaymentFormStatus);
    const rule = formAmountRule(values, totals);
    // The schema refuses a schedule the agreement does not allow: nothing to send.
    if (!rule?.ok) return;
    const request = toPaymentRequest(values, type, agreementId, rule.amountCents);
    try {
      const method = saved
        ? await update({ id: saved.id, body: request }).unwrap()
        : await setUp(request).unwrap();
      toast({ title: PAYMENT_TOAST.saved });
      draft.finish();
      void navigate(`/payment-method/${method.id}`);
    } catch (error) {
      if (isSessionExpired(error)) return;
      const message = errorMessage(error, PAYMENT_TOAST.saveFailed);
      const placed = serverFieldErrors(error, message, values);
      helpers.setStatus({ fieldErrors: placed, formError: message } satisfies PaymentFormStatus);
      // A refusal naming fields shows under them (the amount's under the computed amount); the
      // toast is for other failures (issue 18).
      if (isFieldRefusal(error, placed, [...PAYMENT_FIELDS, 'amount'])) return;
      toast({ title: PAYMENT_TOAST.errorTitle, description: message, variant: 'destructive' });
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validateOnBlur={false}
      validateOnChange={submitted}
      onSubmit={submit}
    >
      {({ values, status, isSubmitting, handleSubmit }) => {
        const onSubmit = (event: FormEvent<HTMLFormElement>) => {
          setSubmitted(true);
          handleSubmit(event);
        };
        const formError = (status as PaymentFormStatus | undefined)?.formError;
        return (
          <form
            noValidate
            aria-label={saved ? 'Edit payment details' : 'New payment details'}
            onSubmit={onSubmit}
          >
            <FocusFirstError fields={PAYMENT_FIELDS} />
            <FormDraftGuard draft={draft} />
            <Stack spacing={3}>
              {saved?.needsConfirmation && (
                <Alert severity="warning">
                  {PAYMENT_STATUS_NOTICES.confirming(
                    saved.agreementVersion,
                    paymentAmountLabel(saved),
                  )}
                </Alert>
              )}
              <FormSection compact id="payment-type-heading" title="Payment method">
                <Box
                  sx={{
                    ...spreadRowSx,
                    gap: 2,
                  }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <PaymentTypeIcon type={type} color="primary" />
                    <Typography sx={{ fontWeight: 600 }}>
                      {PAYMENT_METHOD_CHOICE_LABELS[type]}
                    </Typography>
                  </Box>
                  <Button
                    component={RouterLink}
                    to={`/payment-method-selection?agreementId=${agreementId}`}
                    variant="outlined"
                    startIcon={<SwapHoriz />}
                  >
                    {PAYMENT_BUTTONS.changeMethod}
                  </Button>
                </Box>
              </FormSection>

              <FormSection compact id="payment-terms-heading" title="Payment terms">
                <PaymentTermsFields totals={totals} />
              </FormSection>

              {type === 'pay by credit card' && (
                <FormSection compact id="payment-card-heading" title="Card details">
                  <CardFields keptLast4={keptCard} />
                </FormSection>
              )}
              {type === 'pay by ach' && (
                <FormSection compact id="payment-bank-heading" title="Bank account">
                  <AchFields
                    keptRoutingLast4={keptBank.routing ? saved?.routingNumberLast4 : null}
                    keptAccountLast4={keptBank.account ? saved?.accountNumberLast4 : null}
                    authorized={saved?.paymentType === 'pay by ach' ? saved.achAuthorization : null}
                    ticksRequired={achTicksRequired(values, context)}
                  />
                </FormSection>
              )}

              <FormSection compact id="payment-billing-heading" title="Billing information">
                <BillingFields addressRequired={type === 'pay by credit card'} />
              </FormSection>

              {formError && (
                <Alert severity="error" role="alert">
                  {formError}
                </Alert>
              )}

              <Box sx={formActionsSx}>
                <Button
                  size="large"
                  variant="outlined"
                  onClick={() => {
                    draft.finish();
                    onCancel();
                  }}
                  disabled={isSubmitting}
                  sx={submitButtonSx}
                >
                  {PAYMENT_BUTTONS.cancel}
                </Button>
                <Button
                  type="submit"
                  size="large"
                  variant="contained"
                  disabled={isSubmitting}
                  sx={submitButtonSx}
                >
                  {isSubmitting
                    ? PAYMENT_BUTTONS.saving
                    : saved
                      ? PAYMENT_BUTTONS.saveChanges
                      : PAYMENT_BUTTONS.saveNew}
                </Button>
              </Box>
            </Stack>
          </form>
        );
      }}
    </Formik>
  );
}
