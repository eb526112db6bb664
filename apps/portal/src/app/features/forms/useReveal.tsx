import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/**
 * Whether a secret field (a password, an account number) shows what was typed, and the button at
 * its end that switches it: the button's name says what it will do ("Show password"), it controls
 * the field, and a click does not take the focus from the field.
 */
export function useReveal(label: string, controls: string) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <InputAdornment position="end">
      <IconButton
        aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
        aria-controls={controls}
        onClick={() => setVisible((shown) => !shown)}
        onMouseDown={(event) => event.preventDefault()}
        edge="end"
      >
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
  return { visible, toggle };
}
