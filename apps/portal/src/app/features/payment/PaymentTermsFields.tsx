import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useField, useFormikContext } from 'formik';
import { PAYMENT_LIMITS, PAYMENT_SCHEDULE_LABELS, formatCents } from '@consult/domain';
import { TOUCH_TARGET_PX } from '@consult/ui';
import { PaymentCheckbox } from './PaymentCheckbox';
import { PaymentTextField } from './PaymentTextField';
import {
  prefilledAmount,
  type PaymentFormContext,
  type PaymentFormValues,
  type PaymentSchedule,
} from './payment-schema';

interface PaymentTermsFieldsProps {
  totals: PaymentFormContext['totals'];
  /** The agreement's longest monthly term; null when none of its services is monthly. */
  longestMonths: number | null | undefined;
}

/** Digits and one decimal point: "$10,833.33" typed or pasted becomes "10833.33". */
export function amountAsTyped(typed: string): string {
  const [whole, ...rest] = typed.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole}.${rest.join('')}` : whole;
}

/**
 * The schedule, the amount (prefilled from the agreement, spec 001 §9: its monthly payment for a
 * monthly schedule, else its total), the PO number and "paid in full". Switching the schedule
 * switches the amount too, unless the client typed an amount of their own.
 */
export function PaymentTermsFields({ totals, longestMonths }: PaymentTermsFieldsProps) {
  const { values, setFieldValue, submitCount, errors } = useFormikContext<PaymentFormValues>();
  const [schedule] = useField<PaymentSchedule>('schedule');
  const scheduleError = submitCount > 0 ? errors.schedule : undefined;
  // Known agreement without a monthly service: one payment only (unless saved as monthly).
  const monthlyOffered = longestMonths !== null || values.schedule === 'monthly';

  const chooseSchedule = (next: PaymentSchedule) => {
    const untouched =
      values.amount.trim() === '' || values.amount === prefilledAmount(totals, values.schedule);
    void setFieldValue('schedule', next);
    if (totals && untouched) void setFieldValue('amount', prefilledAmount(totals, next));
  };

  const amountHint = totals
    ? values.schedule === 'monthly' && longestMonths
      ? `The agreement's monthly payment: ${formatCents(totals.monthlyPaymentCents)} a month for ${longestMonths} month${longestMonths === 1 ? '' : 's'} (total ${formatCents(totals.grandTotalCents)}).`
      : `The agreement's total: ${formatCents(totals.grandTotalCents)}.`
    : undefined;

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
          onChange={(event) => chooseSchedule(event.target.value as PaymentSchedule)}
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
            control={<Radio sx={{ minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX }} />}
            label={`${PAYMENT_SCHEDULE_LABELS.monthly} payments`}
          />
        </RadioGroup>
        <FormHelperText sx={{ mx: 0 }}>
          {scheduleError ??
            (monthlyOffered
              ? 'Monthly payments spread the agreement over its longest monthly term.'
              : 'This agreement has no monthly services, so it is paid in one payment.')}
        </FormHelperText>
      </FormControl>

      <PaymentTextField
        name="amount"
        label="Amount"
        required
        inputMode="decimal"
        maxLength={16}
        format={amountAsTyped}
        helperText={amountHint}
        startAdornment={<InputAdornment position="start">$</InputAdornment>}
      />
      <PaymentTextField
        name="poNumber"
        label="PO number (optional)"
        maxLength={PAYMENT_LIMITS.poNumberMax}
        helperText="Your purchase order number, shown on the invoice."
      />
      <PaymentCheckbox name="isPaidInFull" label="This payment method pays the agreement in full" />
    </Stack>
  );
}
