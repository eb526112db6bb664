import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { keepsPrerenderedMarkup } from './hydrate-later';

/** While Preact hydrates, an element with inner HTML keeps the markup it finds and diffs none of it. */
const KEEP_MARKUP = { __html: '' };

/** The attribute that marks a static part's element: its links are followed by useStaticPartLinks. */
const STATIC_PART = 'data-static-part';

/** The attribute that carries a link's navigation state, as JSON (staticLinkState). */
const LINK_STATE = 'data-link-state';

/**
 * The attribute that gives a link of a static part the navigation state a router link's `state`
 * gives it when rendered: `<Link component={RouterLink} to={to} state={state}
 * {...staticLinkState(state)}>`. useStaticPartLinks follows the prerendered link with it.
 */
export function staticLinkState(state: object): Record<typeof LINK_STATE, string> {
  return { [LINK_STATE]: JSON.stringify(state) };
}

/** The state a static part's link carries (staticLinkState), if it carries one it can read. */
function linkStateOf(link: Element): unknown {
  const state = link.getAttribute(LINK_STATE);
  if (state === null) return undefined;
  try {
    return JSON.parse(state) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A part of a prerendered page with nothing to do in the browser: text, pictures, CSS effects and
 * links, no handler of its own. The prerendered page keeps its markup as it is and never hydrates
 * it: none of its components runs in the browser, and no style of it is computed there (issue 19:
 * a service page, static below its header, went from about 82 to 94-95 on Lighthouse's phone).
 * Rendered in the browser (a later page of the visit, or the portal and the console, which are
 * not prerendered), it is its children. Its links are the app's links all the same: the app
 * follows them without a load (useStaticPartLinks). A part that has a handler, a state or an
 * effect (a form, a filter, a picture with a fallback) must not be static: it would stay as
 * prerendered, with nothing answering it.
 */
export function StaticPart({ children }: { children: ReactNode }) {
  const [kept, setKept] = useState(keepsPrerenderedMarkup);
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // A page reached by a link before the first one had hydrated has no markup to keep: its parts
    // render, before the browser paints.
    if (kept && !element.current?.hasChildNodes()) setKept(false);
  }, [kept]);
  const part = { [STATIC_PART]: '' };
  return kept ? (
    <div ref={element} {...part} dangerouslySetInnerHTML={KEEP_MARKUP} />
  ) : (
    <div {...part}>{children}</div>
  );
}

/**
 * Follows a click on a link of a static part as the app's own links do, without loading the page
 * again and with the navigation state the link carries (staticLinkState): a link to another
 * address of this site, clicked with no modifier key, neither opened elsewhere (`target`) nor
 * downloaded. A link to a place on the same page (`#services`) is the browser's to follow, as it
 * is for the app's own links.
 */
export function useStaticPartLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !link.closest(`[${STATIC_PART}]`)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      const samePage =
        url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && url.hash) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`, { state: linkStateOf(link) });
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [navigate]);
}
