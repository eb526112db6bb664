import type { ChangeEvent, ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';

interface DigitsFieldProps {
  name: string;
  label: string;
  /** "$" before a money amount. */
  dollars?: boolean;
  /** A number input with this minimum, in steps of 1 (hours and months start at 1). */
  min?: number;
  maxLength?: number;
  helperText?: ReactNode;
  disabled?: boolean;
}

/**
 * A whole-number field (spec 001 §5: fees and down payments digits only; hours and months whole
 * numbers): anything but digits is dropped as it is typed. Its message shows after a submit.
 */
export function DigitsField({
  name,
  label,
  dollars,
  min,
  maxLength = 8,
  helperText,
  disabled,
}: DigitsFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const message = submitCount > 0 ? meta.error : undefined;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    // "1.5" in a number input keeps its whole part; elsewhere every non-digit is dropped.
    const whole = min === undefined ? typed.replace(/\D/g, '') : (/^\d*/.exec(typed)?.[0] ?? '');
    void helpers.setValue(whole.slice(0, maxLength));
  };

  return (
    <TextField
      id={name}
      name={name}
      label={label}
      type={min === undefined ? 'text' : 'number'}
      value={field.value ?? ''}
      onChange={onChange}
      onBlur={field.onBlur}
      error={Boolean(message)}
      helperText={message || helperText}
      disabled={disabled}
      fullWidth
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          ...(min === undefined ? { pattern: '[0-9]*', maxLength } : { min, step: 1 }),
        },
        input: dollars
          ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
          : undefined,
      }}
    />
  );
}
