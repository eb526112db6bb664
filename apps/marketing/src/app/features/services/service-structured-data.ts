import {
  servicePath,
  subServicePath,
  type CatalogueService,
  type SubService,
} from '@consult/domain';
import { firmStructuredData } from '../seo/structured-data';

/** The firm as a service's provider: its schema.org description without the document's context. */
function provider() {
  const { '@context': context, ...firm } = firmStructuredData();
  void context;
  return firm;
}

/** schema.org `Service` of a service page, listing its sub-services as the offers of a catalogue. */
export function serviceStructuredData(
  service: CatalogueService,
  description: string,
  pageUrl: (path: string) => string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.name,
    description,
    url: pageUrl(servicePath(service.slug)),
    provider: provider(),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: service.name,
      itemListElement: service.subServices.map((sub) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: sub.name,
          url: pageUrl(subServicePath(service.slug, sub.slug)),
        },
      })),
    },
  };
}

/** schema.org `Service` of a sub-service page, related to the service it belongs to. */
export function subServiceStructuredData(
  service: CatalogueService,
  subService: SubService,
  description: string,
  pageUrl: (path: string) => string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: subService.name,
    serviceType: service.name,
    description,
    url: pageUrl(subServicePath(service.slug, subService.slug)),
    provider: provider(),
    isRelatedTo: {
      '@type': 'Service',
      name: service.name,
      url: pageUrl(servicePath(service.slug)),
    },
  };
}
