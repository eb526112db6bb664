import { SUCCESS_STORIES } from '@consult/content';
import { SERVICE_CATALOGUE, servicePath, subServicePath, VERIFY_PATH } from '@consult/domain';

/**
 * Every public path of the marketing site that is prerendered and listed in sitemap.xml. The
 * service, sub-service and story pages come from the shared catalogue and content, so a new one is
 * included without a change here.
 */
export function prerenderPaths(): string[] {
  return [
    '/',
    '/services',
    '/consulting-services',
    ...SERVICE_CATALOGUE.flatMap((service) => [
      servicePath(service.slug),
      ...service.subServices.map((sub) => subServicePath(service.slug, sub.slug)),
    ]),
    '/who-we-are',
    '/contact',
    '/success-stories',
    ...SUCCESS_STORIES.map((story) => `/success-stories/${story.id}`),
    '/request-consultation',
    VERIFY_PATH,
  ];
}
