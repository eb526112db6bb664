import type { ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** A note about a document version, with a link on to where the firm goes next (when there is one). */
export function LinkedNote({
  severity = 'info',
  to,
  label,
  children,
}: {
  severity?: AlertColor;
  /** Where the link leads; none, no link. */
  to: string | null;
  label: string;
  children: ReactNode;
}) {
  return (
    <Alert
      severity={severity}
      action={
        to ? (
          <Button component={RouterLink} to={to} color="inherit">
            {label}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
