// A .tsx file, so that ESLint's rules of hooks (set for .tsx files) check it.
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * The scroll position as a reader expects it, for an app whose router does not restore it. A link
 * to another page opens it at the top (or at its #anchor): a client who taps a link at the foot of
 * a long page lands at the start of the next one, not part-way down it. Back and Forward are left
 * to the browser, which restores where the reader was; a change of the query alone (a filter, a
 * form switched to editing) keeps the position. Call it in the root route's element.
 */
export function useNewPageScroll(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only a new page moves the reader; the hash is read when the page changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
