import type { RouteObject } from 'react-router';
import { NotFoundPage, RouterRoot } from '@consult/ui';
import { HomePage } from './pages/HomePage';

/**
 * The marketing site's routes (DECISIONS §1). The other pages slot in beside the home page as
 * they are built: /contact, /who-we-are, /services, /consulting-services, /services/:service,
 * /services/:service/:subService, /success-stories, /success-stories/:id, /request-consultation.
 */
export const routes: RouteObject[] = [
  {
    element: <RouterRoot />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
