import { Outlet, useLocation } from 'react-router';
import { PageAnnouncer, PageLayout, useNewPageScroll, useStaticPartLinks } from '@consult/ui';

/**
 * The root of the marketing site's pages: one layout (skip link, header, footer) around the matched
 * page, and the scroll position as a reader expects it.
 *
 * The header stays across pages, as on a site whose pages share one header: a menu drawer opened
 * while the next page's chunk loads stays open when that page shows, and the focus stays in it.
 * The home page's header has no nav links (req SITE-2).
 *
 * A link to another page opens it at the top (or at its #anchor); Back and Forward are left to the
 * browser; a change of the query alone (the stories' filters) keeps the position
 * (useNewPageScroll). A screen reader hears the new page's title (PageAnnouncer). The links of a
 * prerendered page's static parts, which never hydrate, are followed as the app's own
 * (useStaticPartLinks).
 */
export function MarketingRoot() {
  const { pathname } = useLocation();
  useNewPageScroll();
  useStaticPartLinks();
  return (
    <>
      <PageLayout hideNav={pathname === '/'}>
        <Outlet />
      </PageLayout>
      <PageAnnouncer />
    </>
  );
}
