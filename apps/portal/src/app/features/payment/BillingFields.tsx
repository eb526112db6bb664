import Box from '@mui/material/Box';
import { useFormikContext } from 'formik';
import { FORM_HINTS } from '@consult/domain';
import { serverFieldError } from '@consult/ui/forms';
import { PaymentTextField } from './PaymentTextField';
import { BILLING_ADDRESS_FIELDS, type PaymentFormValues } from './payment-schema';

/**
 * The billing information: required street, city, state and ZIP for a card (req DOCS-5), all
 * optional for an invoice or ACH. The one message about a missing address shows under the first
 * field missing; the others say "Required".
 */
export function BillingFields({ addressRequired }: { addressRequired: boolean }) {
  const { submitCount, errors, status } = useFormikContext<PaymentFormValues>();
  const firstAddressError = BILLING_ADDRESS_FIELDS.find(
    (name) => (submitCount > 0 && errors[name]) || serverFieldError(status, name),
  );
  const optional = (label: string) => (addressRequired ? label : `${label} (optional)`);
  const addressProps = (name: (typeof BILLING_ADDRESS_FIELDS)[number]) => ({
    name,
    required: addressRequired,
    shortError: firstAddressError && firstAddressError !== name ? 'Required' : undefined,
  });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <PaymentTextField
        name="billingCompanyName"
        label="Billing company name (optional)"
        autoComplete="organization"
      />
      <PaymentTextField
        name="billingContact"
        label="Billing contact (optional)"
        autoComplete="name"
      />
      <PaymentTextField
        name="billingEmail"
        label="Billing email (optional)"
        autoComplete="email"
        inputMode="email"
      />
      <PaymentTextField
        name="billingPhone"
        label="Billing phone (optional)"
        autoComplete="tel"
        inputMode="tel"
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <PaymentTextField
          {...addressProps('billingAddress')}
          label={optional('Billing street address')}
          autoComplete="billing street-address"
        />
      </Box>
      <PaymentTextField
        {...addressProps('billingCity')}
        label={optional('City')}
        autoComplete="billing address-level2"
      />
      <PaymentTextField
        {...addressProps('billingState')}
        label={optional('State')}
        autoComplete="billing address-level1"
      />
      <PaymentTextField
        {...addressProps('billingZip')}
        label={optional('ZIP code')}
        autoComplete="billing postal-code"
        helperText={FORM_HINTS.zipCode}
      />
    </Box>
  );
}
