import type { ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { serverFieldError, withoutServerFieldError } from '../forms/form-status';

interface TermsTextFieldProps {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
}

/**
 * A Formik-bound text field of the agreement's client block. Its message shows once the form has
 * been submitted, or when the server rejected the field (editing the field clears that message).
 * The input's id is the field name, so the form can focus its first invalid field.
 */
export function TermsTextField({ name, ...props }: TermsTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount, status, setStatus } = useFormikContext();
  const serverError = serverFieldError(status, name);
  const message = (submitCount > 0 && meta.error) || serverError;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    field.onChange(event);
    if (serverError) setStatus(withoutServerFieldError(status, name));
  };

  return (
    <TextField
      {...props}
      id={name}
      name={name}
      value={field.value ?? ''}
      onChange={handleChange}
      onBlur={field.onBlur}
      error={Boolean(message)}
      helperText={message || undefined}
      fullWidth
    />
  );
}
