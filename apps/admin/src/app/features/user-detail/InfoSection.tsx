import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DetailGrid } from '@consult/ui/documents';

/** A titled part of the user detail. */
export function InfoSection({
  id,
  title,
  icon,
  children,
  wide,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  /** Spans both columns of the profile grid. */
  wide?: boolean;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      elevation={0}
      sx={{
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: 'divider',
        minWidth: 0,
        gridColumn: wide ? '1 / -1' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, color: 'primary.main' }}>
        {icon}
        <Typography id={id} component="h2" variant="h6" sx={{ color: 'primary.dark' }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

/**
 * Label and value pairs. An empty value reads 'Not provided'. A `wide` pair spans both columns (an
 * e-mail address, which then wraps only after its '@' or a dot).
 */
export function InfoList({
  items,
}: {
  items: Array<[label: string, value: ReactNode, options?: { wide?: boolean }]>;
}) {
  return (
    <DetailGrid columns={{ xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }}>
      {items.map(([label, value, options]) => (
        <Box key={label} sx={options?.wide ? { gridColumn: '1 / -1' } : undefined}>
          <dt>{label}</dt>
          <dd>
            {value === null || value === undefined || value === '' ? (
              <Typography component="span" color="text.disabled">
                Not provided
              </Typography>
            ) : (
              value
            )}
          </dd>
        </Box>
      ))}
    </DetailGrid>
  );
}
