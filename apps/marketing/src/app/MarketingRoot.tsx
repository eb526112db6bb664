import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { PageLayout } from '@consult/ui';

/**
 * The root of the marketing site's pages: one layout (skip link, header, footer) around the matched
 * page, and the scroll position as a reader expects it.
 *
 * The header stays across pages, as on a site whose pages share one header: a menu drawer opened
 * while the next page's chunk loads stays open when that page shows, and the focus stays in it.
 * The home page's header has no nav links (req SITE-2).
 *
 * A link to another page opens it at the top (or at its #anchor); Back and Forward are left to the
 * browser, which restores where the reader was; a change of the query alone (the stories'
 * filters) keeps the position.
 */
export function MarketingRoot() {
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
  return (
    <PageLayout hideNav={pathname === '/'}>
      <Outlet />
    </PageLayout>
  );
}
