import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';

/** Entrance duration (req SITE-9). */
export const ENTRANCE_SECONDS = 0.5;

const fadeUp = keyframes`
  from { opacity: 0; transform: translateY(24px); }
  to { opacity: 1; transform: none; }
`;

export interface RevealProps {
  children: ReactNode;
  /** Seconds to wait before the entrance, for a staggered one. */
  delay?: number;
}

/**
 * Fades and lifts its content in when the page shows it. A CSS animation, so it plays on the
 * prerendered HTML before any JavaScript runs and the content always ends visible; with the
 * visitor's `prefers-reduced-motion` the content is simply there.
 */
export function Reveal({ children, delay = 0 }: RevealProps) {
  return (
    <Box
      sx={{
        height: '100%',
        animation: `${fadeUp} ${ENTRANCE_SECONDS}s ease-out ${delay}s both`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
