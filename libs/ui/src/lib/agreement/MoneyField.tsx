import type { ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { parseMoney } from '@consult/domain';
import { useAsTypedField } from './as-typed-field';

interface MoneyFieldProps {
  name: string;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** What `parseMoney` cannot read as whole dollars, in its own words ("12.50", "-500"). */
function unreadableDollars(text: string): string | null {
  const parsed = parseMoney(text, { cents: false });
  return parsed.ok ? null : parsed.message;
}

/**
 * A whole-dollar amount (a fee or a down payment), kept as typed ("$15,000.00") by
 * `useAsTypedField`; the figures use what `parseMoney` reads from it, and what it cannot read
 * shows the parser's message, saying what the field accepts.
 */
export function MoneyField({ name, label, helperText, disabled }: MoneyFieldProps) {
  const fieldProps = useAsTypedField(name, unreadableDollars, helperText);
  return (
    <TextField
      {...fieldProps}
      label={label}
      disabled={disabled}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}
