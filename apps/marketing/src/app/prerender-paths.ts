/**
 * Every public path of the marketing site that is prerendered and listed in sitemap.xml. The
 * service and story pages come from the shared catalogue and content, so a new one is included.
 */
export function prerenderPaths(): string[] {
  return [
    '/',
    '/services',
    '/consulting-services',
    '/who-we-are',
    '/contact',
    '/success-stories',
    '/request-consultation',
  ];
}
