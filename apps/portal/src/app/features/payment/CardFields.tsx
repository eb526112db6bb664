import Box from '@mui/material/Box';
import { FORM_HINTS, formatCardNumber, formatExpiry, withoutSeparators } from '@consult/domain';
import { PaymentTextField } from './PaymentTextField';

interface CardFieldsProps {
  /** Editing a saved card: its last four, kept when the number is left empty. */
  keptLast4?: string | null;
}

/**
 * The card (req DOCS-5): the cardholder, the number grouped by four as it is typed, the expiry
 * written MM/YY as it is typed, and the CVV. Neither the number nor the CVV is ever stored. The
 * formatting only removes the spaces and hyphens of a pasted "4242-4242-…" and groups the digits:
 * it never cuts a value, so a digit too many is refused with the field's message, not dropped.
 */
export function CardFields({ keptLast4 }: CardFieldsProps) {
  const keep = Boolean(keptLast4);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <PaymentTextField
          name="cardholderName"
          label="Cardholder name"
          required
          autoComplete="cc-name"
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <PaymentTextField
          name="cardNumber"
          label="Card number"
          required={!keep}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 5678 9012 3456"
          format={formatCardNumber}
          helperText={
            keep ? `Leave blank to keep the card ending ${keptLast4}` : FORM_HINTS.cardNumber
          }
        />
      </Box>
      <PaymentTextField
        name="expiryDate"
        label="Expiration date (MM/YY)"
        required
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder="MM/YY"
        format={formatExpiry}
        helperText={FORM_HINTS.expiryDate}
      />
      <PaymentTextField
        name="cvv"
        label="CVV/CVC"
        required={!keep}
        autoComplete="cc-csc"
        inputMode="numeric"
        format={withoutSeparators}
        helperText={keep ? 'Needed only with a new card number' : FORM_HINTS.cvv}
      />
    </Box>
  );
}
