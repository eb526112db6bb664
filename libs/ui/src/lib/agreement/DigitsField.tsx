import type { ChangeEvent, ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { serverFieldError, withoutServerFieldError } from '../forms/form-status';

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
 * A whole-number quantity (hours, months), kept exactly as typed: "1.5" or "10h" is never cut to
 * a different number, it is refused with the rule's message under the field as soon as it is
 * typed (docs/contracts-and-money.md, "Money inputs"). Other messages (1 or more, the limit) show
 * after a submit, and the server's refusal of it until it is edited. A numeric keyboard on phones. Money has its own field, `MoneyField`.
 */
export function DigitsField({
  name,
  label,
  invalidMessage,
  maxLength = 8,
  helperText,
  disabled,
}: DigitsFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount, status, setStatus } = useFormikContext();
  const text = field.value ?? '';
  const malformed = text.trim() !== '' && !WHOLE_NUMBER.test(text.trim());
  const serverError = serverFieldError(status, name);
  const message = malformed ? invalidMessage : (submitCount > 0 && meta.error) || serverError;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void helpers.setValue(event.target.value);
    if (serverError) setStatus(withoutServerFieldError(status, name));
  };

  return (
    <TextField
      id={name}
      name={name}
      label={label}
      value={text}
      onChange={onChange}
      onBlur={field.onBlur}
      error={Boolean(message)}
      helperText={message || helperText}
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
