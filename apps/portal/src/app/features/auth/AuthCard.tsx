import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The card around the log-in and registration forms: full width on phones, raised from 640 px. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Paper
      elevation={0}
      sx={{
        p: { xs: 2.5, sm: 4 },
        border: 1,
        borderColor: 'divider',
        boxShadow: { xs: 'none', sm: '0 8px 24px rgba(31, 58, 95, 0.08)' },
      }}
    >
      <Typography variant="pageTitleCompact" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
      {children}
      <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>
    </Paper>
  );
}
