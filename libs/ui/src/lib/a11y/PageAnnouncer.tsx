import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { VISUALLY_HIDDEN } from './visually-hidden';

/** The id of the live region that says which page has opened. */
export const PAGE_ANNOUNCER_ID = 'page-announcer';

const HIDDEN = '[aria-hidden="true"]';
const VISITOR_EVENTS = ['keydown', 'pointerdown', 'click'] as const;

/**
 * Says the new page's title to a screen reader when a link opens another page of the app. A page
 * that opens in the app (no page load) is otherwise silent: the focus stays on the link that was
 * followed (or, in the portal, falls to the page's start), so a reader who cannot see the screen
 * would not know that anything changed. The title is read from the document once the new page
 * has drawn (its `<title>` is then in the head), into a polite, visually hidden live region that
 * is on the page from its first load, as a live region must be to be heard. The first page is
 * not announced (the screen reader reads a loaded page itself), nor a page reached before the
 * visitor did anything on the page (a redirect as it loads, such as the portal's address leading
 * to the profile: the screen reader reads where the load ended), nor a change of the query or
 * the #anchor alone (the same page). Render it once, in the root route's element.
 *
 * "Did anything" is a key pressed, a pointer pressed or a click on the page, as the page sees it:
 * the browser's own record (`navigator.userActivation`) turned true while a page loaded in the
 * stories' headless Chromium, with no input at all.
 *
 * A modal hides the rest of the page from assistive technology (`aria-hidden` on the app's root)
 * until it has closed, and what changes in a hidden live region is not heard: a link chosen in the
 * phone menu opens its page while the menu is still sliding away. The title is then said once the
 * page is exposed again.
 */
export function PageAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const region = useRef<HTMLDivElement>(null);
  const shown = useRef(pathname);
  const visitorActed = useRef(false);
  useEffect(() => {
    const acted = () => {
      visitorActed.current = true;
      for (const type of VISITOR_EVENTS) document.removeEventListener(type, acted, true);
    };
    for (const type of VISITOR_EVENTS) document.addEventListener(type, acted, true);
    return () => {
      for (const type of VISITOR_EVENTS) document.removeEventListener(type, acted, true);
    };
  }, []);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!visitorActed.current) return;
    // Emptied first, so that two pages of the same title one after the other are both heard.
    setMessage('');
    let exposed: MutationObserver | null = null;
    const frame = requestAnimationFrame(() => {
      const say = () => setMessage(document.title);
      const element = region.current;
      if (!element?.closest(HIDDEN)) return say();
      exposed = new MutationObserver(() => {
        if (element.closest(HIDDEN)) return;
        exposed?.disconnect();
        say();
      });
      exposed.observe(document.body, {
        attributes: true,
        attributeFilter: ['aria-hidden'],
        subtree: true,
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      exposed?.disconnect();
    };
  }, [pathname]);
  return (
    <Box
      ref={region}
      id={PAGE_ANNOUNCER_ID}
      aria-live="polite"
      aria-atomic="true"
      sx={VISUALLY_HIDDEN}
    >
      {message}
    </Box>
  );
}
