import { Outlet, ScrollRestoration } from 'react-router';
import { PageAnnouncer } from '../a11y/PageAnnouncer';

/**
 * The root route of an app's router: the matched page, scroll restored (top on a new page, kept on
 * Back), and the new page's title said to a screen reader (PageAnnouncer).
 */
export function RouterRoot() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <PageAnnouncer />
    </>
  );
}
