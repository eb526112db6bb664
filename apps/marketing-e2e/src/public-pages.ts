import { SUCCESS_STORIES } from '@consult/content';
import { SERVICE_CATALOGUE } from '@consult/domain';

/** Every public page of the marketing site with the text of its one h1. */
export const PUBLIC_PAGES: ReadonlyArray<{ path: string; heading: string | RegExp }> = [
  { path: '/', heading: 'Modern Solutions, Classic Service' },
  { path: '/services', heading: /services/i },
  { path: '/consulting-services', heading: /services/i },
  ...SERVICE_CATALOGUE.flatMap((service) => [
    { path: `/services/${service.slug}`, heading: service.name },
    ...service.subServices.map((sub) => ({
      path: `/services/${service.slug}/${sub.slug}`,
      heading: sub.name,
    })),
  ]),
  { path: '/who-we-are', heading: /who we are|about/i },
  { path: '/contact', heading: /contact/i },
  { path: '/success-stories', heading: /success stories/i },
  ...SUCCESS_STORIES.map((story) => ({
    path: `/success-stories/${story.id}`,
    heading: story.title,
  })),
  { path: '/request-consultation', heading: 'Request a Consultation' },
  { path: '/verify', heading: 'Verify a Document' },
];

/** One page of each kind, for the slower checks (axe-core, a browser without JavaScript). */
export const PAGE_OF_EACH_KIND: readonly string[] = [
  '/',
  '/services',
  '/consulting-services',
  `/services/${SERVICE_CATALOGUE[3].slug}`,
  `/services/${SERVICE_CATALOGUE[0].slug}/${SERVICE_CATALOGUE[0].subServices[0].slug}`,
  '/who-we-are',
  '/contact',
  '/success-stories',
  `/success-stories/${SUCCESS_STORIES[0].id}`,
  '/request-consultation',
  '/verify',
  '/no-such-page',
];
