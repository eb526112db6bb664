import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useField, useFormikContext } from 'formik';
import {
  PAYMENT_AMOUNT_MESSAGES,
  PAYMENT_SCHEDULE_LABELS,
  formatCents,
  type AgreementTotals,
} from '@consult/domain';
import { TOUCH_TARGET_PX } from '@consult/ui';
import { serverFieldError } from '@consult/ui/forms';
import { PaymentTextField } from './PaymentTextField';
import { PAID_IN_FULL_TEXT } from './payment-messages';
import { formAmountRule, type PaymentFormValues, type PaymentSchedule } from './payment-schema';

interface PaymentTermsFieldsProps {
  /** The figures of the agreement paid: the amount follows them. */
  totals: Pick<AgreementTotals, 'grandTotalCents' | 'longestMonths'>;
}

/** A value the form computes and shows, never typed: announced when it changes. */
function ComputedValue({
  id,
  label,
  children,
  description,
  error,
}: {
  id: string;
  label: string;
  children: ReactNode;
  description?: ReactNode;
  error?: boolean;
}) {
  return (
    <Box>
      <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        component="output"
        id={id}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        sx={{ display: 'block', fontSize: 20, fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
      {description && (
        <Typography
          id={`${id}-description`}
          variant="body2"
          color={error ? 'error' : 'text.secondary'}
        >
          {description}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The schedule, the amount and "paid in full" (docs/contracts-and-money.md, "The amount follows
 * the agreement"), and the PO number. The amount is computed from the agreement and the schedule,
 * shown read-only with how it was computed: one payment of the grand total, or the grand total
 * over the longest monthly term in whole-cent instalments. Monthly needs a monthly service.
 */
export function PaymentTermsFields({ totals }: PaymentTermsFieldsProps) {
  const { values, submitCount, errors, status } = useFormikContext<PaymentFormValues>();
  const [schedule, , scheduleHelpers] = useField<PaymentSchedule>('schedule');
  const scheduleError =
    (submitCount > 0 ? errors.schedule : undefined) ?? serverFieldError(status, 'schedule');
  const monthlyOffered = Boolean(totals.longestMonths && totals.longestMonths >= 1);
  const rule = formAmountRule(values, totals);
  const amountError = serverFieldError(status, 'amount');
  const scheduleHelpId = 'schedule-help';

  return (
    <Stack spacing={2.5}>
      <FormControl error={Boolean(scheduleError)}>
        <FormLabel id="schedule-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Payment schedule
        </FormLabel>
        <RadioGroup
          aria-labelledby="schedule-label"
          name="schedule"
          value={schedule.value}
          onChange={(event) => void scheduleHelpers.setValue(event.target.value as PaymentSchedule)}
          sx={{ flexDirection: { xs: 'column', sm: 'row' }, gap: { sm: 3 } }}
        >
          <FormControlLabel
            value="one-time"
            control={
              <Radio id="schedule" sx={{ minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX }} />
            }
            label={`${PAYMENT_SCHEDULE_LABELS.oneTime} payment`}
          />
          <FormControlLabel
            value="monthly"
            disabled={!monthlyOffered}
            control={
              <Radio
                sx={{ minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX }}
                slotProps={{ input: { 'aria-describedby': scheduleHelpId } }}
              />
            }
            label={`${PAYMENT_SCHEDULE_LABELS.monthly} payments`}
          />
        </RadioGroup>
        <FormHelperText id={scheduleHelpId} sx={{ mx: 0 }}>
          {scheduleError ??
            (monthlyOffered
              ? "Monthly payments spread the agreement's grand total over its longest monthly term."
              : PAYMENT_AMOUNT_MESSAGES.monthlyWithoutMonthlyService)}
        </FormHelperText>
      </FormControl>

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ComputedValue
          id="payment-amount"
          label="Amount"
          description={amountError ?? (rule?.ok ? rule.explanation : rule?.message)}
          error={Boolean(amountError) || rule?.ok === false}
        >
          {rule?.ok ? `${formatCents(rule.amountCents)}${rule.instalments ? ' a month' : ''}` : '—'}
        </ComputedValue>
        <ComputedValue id="paid-in-full" label="Paid in full">
          {values.schedule === 'monthly' ? PAID_IN_FULL_TEXT.no : PAID_IN_FULL_TEXT.yes}
        </ComputedValue>
      </Box>

      <PaymentTextField
        name="poNumber"
        label="PO number (optional)"
        helperText="Your purchase order number, shown on the invoice."
      />
    </Stack>
  );
}
