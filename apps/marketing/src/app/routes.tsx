import { useEffect, useState } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { NotFoundContent } from '@consult/ui';
import { HomePage } from './pages/HomePage';
import { lazyPage, lazyRoute, preloadMatches } from './lazy-page';
import { MarketingRoot } from './MarketingRoot';

const ServicesPage = lazyPage(() => import('./pages/ServicesPage').then((m) => m.ServicesPage));
const ConsultingServicesPage = lazyPage(() =>
  import('./pages/ConsultingServicesPage').then((m) => m.ConsultingServicesPage),
);
const ServicePage = lazyPage(() => import('./pages/ServicePage').then((m) => m.ServicePage));
const SubServicePage = lazyPage(() =>
  import('./pages/SubServicePage').then((m) => m.SubServicePage),
);
const WhoWeArePage = lazyPage(() => import('./pages/WhoWeArePage').then((m) => m.WhoWeArePage));
const ContactPage = lazyPage(() => import('./pages/ContactPage').then((m) => m.ContactPage));
const SuccessStoriesPage = lazyPage(() =>
  import('./pages/SuccessStoriesPage').then((m) => m.SuccessStoriesPage),
);
const SuccessStoryPage = lazyPage(() =>
  import('./pages/SuccessStoryPage').then((m) => m.SuccessStoryPage),
);
const RequestConsultationPage = lazyPage(() =>
  import('./pages/RequestConsultationPage').then((m) => m.RequestConsultationPage),
);
const VerifyPage = lazyPage(() => import('./pages/VerifyPage').then((m) => m.VerifyPage));

/**
 * The marketing site's routes (req RULES-1). The home page is in the entry bundle; every other
 * page is its own chunk, loaded when its route first renders, or before hydration for the
 * prerendered page being hydrated (start.tsx). The site uses the router without its data layer
 * (no loaders or actions here), which keeps the home page's JavaScript small.
 */
export const routes: RouteObject[] = [
  {
    element: <MarketingRoot />,
    children: [
      { index: true, element: <HomePage /> },
      lazyRoute('services', ServicesPage),
      lazyRoute('consulting-services', ConsultingServicesPage),
      lazyRoute('services/:serviceSlug', ServicePage),
      lazyRoute('services/:serviceSlug/:subServiceSlug', SubServicePage),
      lazyRoute('who-we-are', WhoWeArePage),
      lazyRoute('contact', ContactPage),
      lazyRoute('success-stories', SuccessStoriesPage),
      lazyRoute('success-stories/:storyId', SuccessStoryPage),
      lazyRoute('request-consultation', RequestConsultationPage),
      lazyRoute('verify', VerifyPage),
      { path: '*', element: <NotFoundContent /> },
    ],
  },
];

/**
 * The page for the current address. A page reached by a link shows once its chunk has loaded; the
 * page before it stays until then, never an empty page between the two (the site runs on Preact,
 * whose router updates are not transitions that React would hold back).
 */
export function MarketingRoutes() {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  useEffect(() => {
    if (location === shown) return;
    let current = true;
    void preloadMatches(matchRoutes(routes, location)).finally(() => {
      if (current) setShown(location);
    });
    return () => {
      current = false;
    };
  }, [location, shown]);
  return useRoutes(routes, shown);
}
