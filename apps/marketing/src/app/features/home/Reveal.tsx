import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Entrance duration (spec 000 §9). */
export const ENTRANCE_SECONDS = 0.5;

export interface RevealProps {
  children: ReactNode;
  /** Seconds to wait once in view, for a staggered entrance. */
  delay?: number;
}

/**
 * Fades and lifts its content in the first time it scrolls into view. Without motion (the visitor's
 * `prefers-reduced-motion`) or without IntersectionObserver, the content is simply there.
 */
export function Reveal({ children, delay = 0 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (shown || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <Box
      ref={ref}
      sx={{
        height: '100%',
        opacity: shown ? 1 : 0,
        transform: shown ? 'none' : 'translateY(24px)',
        transition: `opacity ${ENTRANCE_SECONDS}s ease-out ${delay}s, transform ${ENTRANCE_SECONDS}s ease-out ${delay}s`,
        '@media (prefers-reduced-motion: reduce)': {
          opacity: 1,
          transform: 'none',
          transition: 'none',
        },
      }}
    >
      {children}
    </Box>
  );
}
