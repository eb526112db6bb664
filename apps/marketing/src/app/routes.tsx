import type { RouteObject } from 'react-router';
import { NotFoundPage, RouterRoot } from '@consult/ui';
import { HomePage } from './pages/HomePage';

/**
 * The marketing site's routes (DECISIONS §1). The home page is in the entry bundle; every other
 * page is its own chunk, loaded by the router when its route matches (and before hydration, for a
 * prerendered page).
 */
export const routes: RouteObject[] = [
  {
    element: <RouterRoot />,
    // Nothing to show while a page's code loads: the browser entry loads the first page's code
    // before it renders (main.tsx), so this only shows in tests and never replaces content.
    HydrateFallback: () => null,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'services',
        lazy: () => import('./pages/ServicesPage').then((m) => ({ Component: m.ServicesPage })),
      },
      {
        path: 'consulting-services',
        lazy: () =>
          import('./pages/ConsultingServicesPage').then((m) => ({
            Component: m.ConsultingServicesPage,
          })),
      },
      {
        path: 'services/:serviceSlug',
        lazy: () => import('./pages/ServicePage').then((m) => ({ Component: m.ServicePage })),
      },
      {
        path: 'services/:serviceSlug/:subServiceSlug',
        lazy: () => import('./pages/SubServicePage').then((m) => ({ Component: m.SubServicePage })),
      },
      {
        path: 'who-we-are',
        lazy: () => import('./pages/WhoWeArePage').then((m) => ({ Component: m.WhoWeArePage })),
      },
      {
        path: 'contact',
        lazy: () => import('./pages/ContactPage').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'success-stories',
        lazy: () =>
          import('./pages/SuccessStoriesPage').then((m) => ({ Component: m.SuccessStoriesPage })),
      },
      {
        path: 'success-stories/:storyId',
        lazy: () =>
          import('./pages/SuccessStoryPage').then((m) => ({ Component: m.SuccessStoryPage })),
      },
      {
        path: 'request-consultation',
        lazy: () =>
          import('./pages/RequestConsultationPage').then((m) => ({
            Component: m.RequestConsultationPage,
          })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
