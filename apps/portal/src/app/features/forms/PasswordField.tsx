import { FormTextField } from '@consult/ui/forms';
import { useReveal } from './useReveal';

interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  helperText?: string;
}

/** A password field with a show/hide toggle whose accessible name says what it will do. */
export function PasswordField({
  name,
  label,
  autoComplete,
  required,
  helperText,
}: PasswordFieldProps) {
  const { visible, toggle } = useReveal(label, name);
  return (
    <FormTextField
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required={required}
      helperText={helperText}
      slotProps={{ input: { endAdornment: toggle } }}
    />
  );
}
