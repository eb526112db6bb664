import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useField, useFormikContext } from 'formik';
import {
  ACH_AUTHORIZATION,
  BANK_ACCOUNT_TYPES,
  BANK_ACCOUNT_TYPE_LABELS,
  DEFAULT_FIRM,
  FORM_HINTS,
  formatLongDate,
  withoutSeparators,
  type AchAuthorizationEvidence,
} from '@consult/domain';
import { TOUCH_TARGET_PX } from '@consult/ui';
import { serverFieldError } from '@consult/ui/forms';
import { PaymentCheckbox } from './PaymentCheckbox';
import { PaymentTextField } from './PaymentTextField';
import type { PaymentFormValues } from './payment-schema';

interface AchFieldsProps {
  /** Editing: the last four of the stored numbers, kept when the field is left empty. */
  keptRoutingLast4?: string | null;
  keptAccountLast4?: string | null;
  /** Editing: the authorisation on record. */
  authorized?: AchAuthorizationEvidence | null;
  /** Whether the ticks are needed (always for a new method; for an edit that changes the terms). */
  ticksRequired: boolean;
}

/**
 * The bank account for ACH debits (req DOCS-5): holder, bank, routing and account numbers as
 * masked inputs (never in clear unless the client asks to see them), account type, and the two
 * authorisation statements, both to be ticked.
 */
export function AchFields({
  keptRoutingLast4,
  keptAccountLast4,
  authorized,
  ticksRequired,
}: AchFieldsProps) {
  const { submitCount, errors, status } = useFormikContext<PaymentFormValues>();
  const [accountType, , accountTypeHelpers] = useField<string>('accountType');
  const shown = (name: keyof PaymentFormValues) =>
    (submitCount > 0 ? errors[name] : undefined) ?? serverFieldError(status, name);
  const typeError = shown('accountType');
  const ticksError = shown('achAuthorization') ?? shown('accountOwnership');
  const ticksMessageId = 'ach-authorization-message';

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <PaymentTextField
        name="accountName"
        label="Account holder name"
        required
        autoComplete="name"
      />
      <PaymentTextField name="bankName" label="Bank name" required autoComplete="off" />
      <PaymentTextField
        name="routingNumber"
        label="Routing number"
        required={!keptRoutingLast4}
        masked
        inputMode="numeric"
        format={withoutSeparators}
        helperText={
          keptRoutingLast4
            ? `Leave blank to keep the routing number ending ${keptRoutingLast4}`
            : FORM_HINTS.routingNumber
        }
      />
      <PaymentTextField
        name="accountNumber"
        label="Account number"
        required={!keptAccountLast4}
        masked
        inputMode="numeric"
        format={withoutSeparators}
        helperText={
          keptAccountLast4
            ? `Leave blank to keep the account ending ${keptAccountLast4}`
            : FORM_HINTS.accountNumber
        }
      />

      <FormControl error={Boolean(typeError)} sx={{ gridColumn: '1 / -1' }} required>
        <FormLabel id="account-type-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Account type
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="account-type-label"
          name="accountType"
          value={accountType.value}
          onChange={(event) => void accountTypeHelpers.setValue(event.target.value)}
        >
          {BANK_ACCOUNT_TYPES.map((type, index) => (
            <FormControlLabel
              key={type}
              value={type}
              control={
                <Radio
                  id={index === 0 ? 'accountType' : undefined}
                  sx={{ minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX }}
                />
              }
              label={BANK_ACCOUNT_TYPE_LABELS[type]}
            />
          ))}
        </RadioGroup>
        {typeError && <FormHelperText sx={{ mx: 0 }}>{typeError}</FormHelperText>}
      </FormControl>

      <FormControl
        component="fieldset"
        error={Boolean(ticksError)}
        sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, minWidth: 0 }}
      >
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
          ACH debit authorization
        </FormLabel>
        {authorized && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            You authorized these debits on {formatLongDate(authorized.authorizedAt.slice(0, 10))}.
            {ticksRequired
              ? ' Your changes need your authorization again.'
              : ' Tick both boxes again only if you change the account, the amount or the schedule.'}
          </Typography>
        )}
        <PaymentCheckbox
          name="achAuthorization"
          label={ACH_AUTHORIZATION.authorization(DEFAULT_FIRM.name)}
          describedBy={ticksError ? ticksMessageId : undefined}
          invalid={Boolean(ticksError)}
        />
        <PaymentCheckbox
          name="accountOwnership"
          label={ACH_AUTHORIZATION.ownership()}
          describedBy={ticksError ? ticksMessageId : undefined}
          invalid={Boolean(ticksError)}
        />
        {ticksError && (
          <FormHelperText id={ticksMessageId} sx={{ mx: 0 }}>
            {ticksError}
          </FormHelperText>
        )}
      </FormControl>
    </Box>
  );
}
