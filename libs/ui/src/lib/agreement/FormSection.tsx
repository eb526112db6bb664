import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A numbered part of the agreement form: a titled region. */
export function FormSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      elevation={0}
      sx={{ p: { xs: 2, sm: 4 }, border: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
