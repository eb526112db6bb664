import { alpha, type Theme } from '@mui/material/styles';
import { FOCUS_RING } from '@consult/ui';

/**
 * A card that is one link: the link in its title is stretched over the whole card, so a click
 * anywhere opens it and the link keeps the title as its name. The link's own focus ring is hidden,
 * and the card wears it instead (`linkedCardSx`).
 */
export const stretchedLinkSx = {
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible': { outline: 'none', boxShadow: 'none' },
} as const;

/** The card around a stretched link: positioned for it, ringed while the link has the keyboard focus. */
export const linkedCardSx = {
  position: 'relative',
  '&:has(a:focus-visible)': FOCUS_RING,
} as const;

/** A linked card that lifts a little under the pointer, still where motion is reduced. */
export const liftingLinkedCardSx = (theme: Theme) => ({
  ...linkedCardSx,
  height: '100%',
  transition: 'box-shadow 0.2s ease, transform 0.2s ease, border-color 0.2s ease',
  '&:hover': {
    borderColor: alpha(theme.palette.secondary.main, 0.6),
    boxShadow: `0 12px 32px ${alpha(theme.palette.primary.dark, 0.1)}`,
    transform: 'translateY(-2px)',
  },
  '@media (prefers-reduced-motion: reduce)': {
    transition: 'none',
    '&:hover': { transform: 'none' },
  },
});
