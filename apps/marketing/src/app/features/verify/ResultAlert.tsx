import { useEffect, useRef, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

export interface ResultAlertProps {
  severity: AlertColor;
  /** The outcome in a few words: the alert's heading. */
  title: string;
  children: ReactNode;
}

/**
 * The outcome of a check. Its heading takes the focus when it appears, so that a keyboard or
 * screen reader user continues from the answer. It sits in the page's live region, which announces
 * it, so the alert does not announce itself a second time (no role="alert").
 */
export function ResultAlert({ severity, title, children }: ResultAlertProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Alert
      severity={severity}
      role="none"
      sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0, overflow: 'visible' } }}
    >
      <AlertTitle
        component="h2"
        variant="titleSm"
        ref={headingRef}
        tabIndex={-1}
        sx={{
          // Over the alert title's own medium weight; the line height it had as body text.
          fontWeight: 700,
          lineHeight: 1.5,
          mb: 1.5,
          '&:focus-visible': {
            outline: '2px solid currentColor',
            outlineOffset: 4,
            borderRadius: 0.5,
          },
        }}
      >
        {title}
      </AlertTitle>
      {children}
    </Alert>
  );
}
