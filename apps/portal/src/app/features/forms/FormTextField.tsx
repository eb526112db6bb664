import type { ChangeEvent, ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { serverFieldError, textAreaSx, withoutServerFieldError } from '@consult/ui/forms';

export interface FormTextFieldProps {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  select?: boolean;
  placeholder?: string;
  helperText?: ReactNode;
  slotProps?: TextFieldProps['slotProps'];
  children?: ReactNode;
}

/**
 * A Formik-bound MUI text field. Its message shows once the form has been submitted (then it
 * follows every change), or when the server rejected the field; editing the field clears the
 * server's message. The input's id is the field name, so a form can focus its first invalid field.
 */
export function FormTextField({ name, helperText, multiline, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount, status, setStatus } = useFormikContext();
  const serverError = serverFieldError(status, name);
  const message = (submitCount > 0 && meta.error) || serverError;

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
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
      multiline={multiline}
      error={Boolean(message)}
      helperText={message || helperText}
      fullWidth
      sx={multiline ? textAreaSx : undefined}
    />
  );
}
