import { Outlet, ScrollRestoration } from 'react-router';

/** The root route of an app's router: the matched page, and scroll restored (top on a new page, kept on Back). */
export function RouterRoot() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
