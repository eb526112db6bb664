import type { ChangeEvent, ReactNode } from 'react';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { textAreaSx } from './form-sizes';
import { serverFieldError, withoutServerFieldError } from './form-status';

export interface FormTextFieldProps {
  name: string;
  label: string;
  /**
   * 'floating' (the default) puts the label inside the outline; 'above' writes it as a line of its
   * own above the field, for a question too long to float, and keeps the placeholder visible.
   */
  labelPlacement?: 'floating' | 'above';
  type?: string;
  autoComplete?: string;
  /** The on-screen keyboard a phone shows (it replaces `slotProps.htmlInput` when given). */
  inputMode?: 'email' | 'tel' | 'text' | 'numeric' | 'decimal';
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  select?: boolean;
  placeholder?: string;
  /** Shown under the field while it has no message. */
  helperText?: ReactNode;
  slotProps?: TextFieldProps['slotProps'];
  /** The options of a `select`. */
  children?: ReactNode;
}

/**
 * A Formik-bound MUI text field, the one every form of the three apps uses. Its message (red,
 * under the field) shows once the form has been submitted, then follows every change, or when the
 * server rejected the field; editing the field clears the server's message. The input's id is the
 * field name, so a form can focus its first invalid field (FocusFirstError).
 */
export function FormTextField({
  name,
  label,
  labelPlacement = 'floating',
  multiline,
  inputMode,
  required,
  helperText,
  slotProps,
  ...props
}: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount, status, setStatus } = useFormikContext();
  const serverError = serverFieldError(status, name);
  const message = (submitCount > 0 && meta.error) || serverError;

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    field.onChange(event);
    if (serverError) setStatus(withoutServerFieldError(status, name));
  };

  const above = labelPlacement === 'above';
  const input = (
    <TextField
      {...props}
      id={name}
      name={name}
      label={above ? undefined : label}
      required={required}
      value={field.value ?? ''}
      onChange={handleChange}
      onBlur={field.onBlur}
      multiline={multiline}
      error={Boolean(message)}
      helperText={message || helperText}
      fullWidth
      sx={multiline ? textAreaSx : undefined}
      slotProps={inputMode ? { ...slotProps, htmlInput: { inputMode } } : slotProps}
    />
  );
  if (!above) return input;
  return (
    <Stack spacing={1}>
      <FormLabel
        htmlFor={name}
        required={required}
        error={Boolean(message)}
        sx={{ color: 'text.primary', fontWeight: 600 }}
      >
        {label}
      </FormLabel>
      {input}
    </Stack>
  );
}
