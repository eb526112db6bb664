import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { VISUALLY_HIDDEN } from './visually-hidden';

/** The id of the live region that says which page has opened. */
export const PAGE_ANNOUNCER_ID = 'page-announcer';

/**
 * Says the new page's title to a screen reader when a link opens another page of the app. A page
 * that opens in the app (no page load) is otherwise silent: the focus stays on the link that was
 * followed, so a reader who cannot see the screen would not know that anything changed. The title
 * is read from the document once the new page has drawn (its `<title>` is then in the head), into a
 * polite, visually hidden live region that is on the page from its first load, as a live region
 * must be to be heard. The first page is not announced (the screen reader reads a loaded page
 * itself), nor a change of the query or the #anchor alone (the same page). Render it once, in the
 * root route's element.
 */
export function PageAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Emptied first, so that two pages of the same title one after the other are both heard.
    setMessage('');
    const frame = requestAnimationFrame(() => setMessage(document.title));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <Box id={PAGE_ANNOUNCER_ID} aria-live="polite" aria-atomic="true" sx={VISUALLY_HIDDEN}>
      {message}
    </Box>
  );
}
