import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A grid template, or one per breakpoint (`{ xs: '1fr', sm: '1fr 1fr' }`). */
export type GridColumns = string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', string>>;

/**
 * Label and value pairs as a description list, the way every document card and record shows
 * them: each pair a child (`<div><dt>…</dt><dd>…</dd></div>`), the labels small, bold and quieter,
 * the values wrapping anywhere (a long e-mail address, a company name, a hash).
 */
export function DetailGrid({
  columns,
  gap = 1.5,
  marginBottom,
  children,
}: {
  columns: GridColumns;
  /** Theme spacing between pairs. */
  gap?: number;
  marginBottom?: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mb: marginBottom,
        display: 'grid',
        gap,
        gridTemplateColumns: columns,
        '& dt': { color: 'text.secondary', fontSize: 'body2.fontSize', fontWeight: 600 },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {children}
    </Box>
  );
}
