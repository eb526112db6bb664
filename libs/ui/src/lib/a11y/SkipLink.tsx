import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { FOCUS_RING } from '../theme/focus-ring';
import { useFocusRingInView } from './focus-ring-in-view';
import { VISUALLY_HIDDEN } from './visually-hidden';

/** The id of every page's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content" (WCAG 2.4.1): the first Tab stop of every page, hidden until it has the
 * keyboard focus, then shown at the top left with the focus ring. It moves the focus into <main>
 * (which has tabIndex -1), so the next Tab reaches the page's first control, not the header's. A
 * plain fragment link, so it works on the prerendered pages before the scripts run too. Being on
 * every page, it also keeps every keyboard focus ring of the page in view (useFocusRingInView).
 */
export function SkipLink() {
  useFocusRingInView();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Focus without the router seeing a new address (#main-content) in the history.
    event.preventDefault();
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      data-skip-link=""
      onClick={skip}
      sx={{
        ...VISUALLY_HIDDEN,
        '&:focus, &:focus-visible': {
          position: 'fixed',
          top: 8,
          left: 8,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          width: 'auto',
          height: 'auto',
          margin: 0,
          overflow: 'visible',
          clip: 'auto',
          whiteSpace: 'nowrap',
          px: 2,
          py: 1.25,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 700,
          textDecoration: 'underline',
          ...FOCUS_RING,
        },
      }}
    >
      Skip to main content
    </Box>
  );
}
