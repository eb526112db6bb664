import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { spreadRowSx } from '../layout/spread-row';

interface SectionCardProps {
  title: string;
  /** Buttons beside the title; below it on phones. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of the profile page. */
export function SectionCard({ title, action, children }: SectionCardProps) {
  const headingId = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}
    >
      <Box
        sx={{
          ...spreadRowSx,
          gap: 1.5,
          mb: 2,
        }}
      >
        <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
