import type { ChangeEvent, ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { parseMoney } from '@consult/domain';
import { serverFieldError, withoutServerFieldError } from '../forms/form-status';

interface MoneyFieldProps {
  name: string;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

/**
 * A whole-dollar amount (a fee or a down payment). The text stays as typed ("$15,000.00"); the
 * figures use what `parseMoney` reads from it. Text it cannot read ("12.50", "-500") shows the
 * parser's message under the field as it is typed, saying what the field accepts; the form's
 * other messages (an empty field, the limit) show after a submit, as the other fields' do, and
 * the server's refusal of this amount shows here too (in Formik's status) until it is edited.
 */
export function MoneyField({ name, label, helperText, disabled }: MoneyFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount, status, setStatus } = useFormikContext();
  const text = field.value ?? '';
  const parsed = parseMoney(text, { cents: false });
  const serverError = serverFieldError(status, name);
  const message =
    text.trim() !== '' && !parsed.ok
      ? parsed.message
      : (submitCount > 0 && meta.error) || serverError;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    field.onChange(event);
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
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}
