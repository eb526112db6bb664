import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * A titled part of a long form or view (the agreement form, the payment pages): a region named by
 * its heading. `compact` pads less, for the payment pages' smaller blocks.
 */
export function FormSection({
  id,
  title,
  compact = false,
  children,
}: {
  id: string;
  title: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      elevation={0}
      sx={{ p: { xs: 2, sm: compact ? 3 : 4 }, border: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
