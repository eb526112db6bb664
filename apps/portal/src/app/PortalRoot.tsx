import { Outlet } from 'react-router';
import { PageAnnouncer, useNewPageScroll } from '@consult/ui';

/**
 * The root of the portal's pages: the matched page, opened at its top when a link leads to it
 * (useNewPageScroll). Without it the router kept the scroll position of the page before: a
 * client who tapped "New Consulting Agreement" at the foot of the profile on a phone landed
 * half-way down the agreement form. A screen reader hears the new page's title (PageAnnouncer).
 */
export function PortalRoot() {
  useNewPageScroll();
  return (
    <>
      <Outlet />
      <PageAnnouncer />
    </>
  );
}
