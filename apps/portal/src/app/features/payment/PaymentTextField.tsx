import type { ChangeEvent, ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { serverFieldError, withoutServerFieldError } from '@consult/ui/forms';
import { useReveal } from '../forms/useReveal';

export interface PaymentTextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'text';
  placeholder?: string;
  helperText?: ReactNode;
  /** The value as it should show once typed (digits grouped, MM/YY, ...). */
  format?: (typed: string) => string;
  /** Hidden like a password until its "show" button is pressed (bank numbers). */
  masked?: boolean;
  startAdornment?: ReactNode;
  /** Shown instead of the message when a neighbouring field already shows the same one. */
  shortError?: string;
}

/**
 * A text field of the payment form. Its message shows once the form has been submitted (then it
 * follows every change), or when the server refused the field; editing it clears the server's
 * message. `format` rewrites the value as it is typed. A masked field is a password input (never
 * in clear on screen, never saved by the browser) with a show/hide button.
 */
export function PaymentTextField({
  name,
  label,
  required,
  autoComplete,
  inputMode,
  placeholder,
  helperText,
  format,
  masked,
  startAdornment,
  shortError,
}: PaymentTextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount, status, setStatus } = useFormikContext();
  const { visible, toggle } = useReveal(label, name);
  const serverError = serverFieldError(status, name);
  const message = (submitCount > 0 && meta.error) || serverError;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    void helpers.setValue(format ? format(typed) : typed);
    if (serverError) setStatus(withoutServerFieldError(status, name));
  };

  const endAdornment = masked ? toggle : undefined;

  return (
    <TextField
      id={name}
      name={name}
      label={label}
      required={required}
      type={masked && !visible ? 'password' : 'text'}
      autoComplete={masked ? 'off' : autoComplete}
      placeholder={placeholder}
      value={field.value ?? ''}
      onChange={onChange}
      onBlur={field.onBlur}
      error={Boolean(message)}
      helperText={(message && (shortError ?? message)) || helperText}
      fullWidth
      slotProps={{
        htmlInput: {
          inputMode,
          ...(inputMode === 'numeric' ? { pattern: '[0-9 ]*' } : {}),
          spellCheck: false,
        },
        input: {
          startAdornment,
          endAdornment,
        },
      }}
    />
  );
}
