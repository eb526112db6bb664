import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { useAsTypedField } from './as-typed-field';

interface DigitsFieldProps {
  name: string;
  label: string;
  /** The rule's message ("Hours must be a whole number of 1 or more"), shown as soon as the
   * text is not a whole number. */
  invalidMessage: string;
  maxLength?: number;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** Whole numbers only: what a count field accepts as typed. */
const WHOLE_NUMBER = /^\d+$/;

/**
 * A whole-number quantity (hours, months), kept exactly as typed (`useAsTypedField`): "1.5" or
 * "10h" is refused with the rule's message, never cut to a different number. A numeric keyboard
 * on phones. Money has its own field, `MoneyField`.
 */
export function DigitsField({
  name,
  label,
  invalidMessage,
  maxLength = 8,
  helperText,
  disabled,
}: DigitsFieldProps) {
  const fieldProps = useAsTypedField(
    name,
    (text) => (WHOLE_NUMBER.test(text.trim()) ? null : invalidMessage),
    helperText,
  );
  return (
    <TextField
      {...fieldProps}
      label={label}
      disabled={disabled}
      fullWidth
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          // A typo past the limit is kept whole and refused, not cut: room for a few more keys.
          maxLength: maxLength + 4,
        },
      }}
    />
  );
}
