import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { useFormField } from './use-form-field';

export interface FormSelectFieldProps {
  name: string;
  label: string;
  /** Shown under the field while it has no message. */
  helperText?: ReactNode;
  /** The options: MUI `MenuItem`s. */
  children: ReactNode;
}

/**
 * A Formik-bound choice from a list (MUI's select menu), with FormTextField's messages. A module of
 * its own, so that a form without a list (the consultation request) does not load the menu.
 */
export function FormSelectField({ name, label, helperText, children }: FormSelectFieldProps) {
  const { message, ...binding } = useFormField(name);
  return (
    <TextField
      {...binding}
      id={name}
      name={name}
      label={label}
      select
      error={Boolean(message)}
      helperText={message || helperText}
      fullWidth
    >
      {children}
    </TextField>
  );
}
