// The second stage of the site's scripts (main.tsx): the site's theme and the router.
export { theme } from '@consult/ui';
export { BrowserRouter, useRoutes } from 'react-router';
