import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

/**
 * The site's icon tile: an icon centred on a rounded square tinted with the secondary colour,
 * hidden from screen readers (the text beside it says what it stands for).
 */
export function IconTile({
  size,
  marginBottom = 0,
  children,
}: {
  /** The tile's side in px: 52 on service cards, 44 on values and facts, 40 in lists. */
  size: 40 | 44 | 52;
  /** Space below it, in theme spacing, when it sits above its text. */
  marginBottom?: number;
  children: ReactNode;
}) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        mb: marginBottom,
        color: 'primary.main',
        bgcolor: alpha(theme.palette.secondary.main, 0.16),
      })}
    >
      {children}
    </Box>
  );
}
