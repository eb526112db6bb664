import { findService, servicePath, type ServiceSlug } from '@consult/domain';
import type { ServiceIconKey } from './types';

// The service cards' copy, in a module of its own so that the home page, which shows only the
// cards, does not load every service's full copy with them.

/** The icon and card description of each service (home, /services, /consulting-services). */
export const SERVICE_CARD_COPY: Readonly<
  Record<ServiceSlug, { readonly icon: ServiceIconKey; readonly cardDescription: string }>
> = {
  'business-strategy': {
    icon: 'strategy',
    cardDescription:
      'Decide where to compete and how to win. We build growth plans on market evidence and unit economics, then help your team deliver them quarter by quarter.',
  },
  'go-to-market': {
    icon: 'go-to-market',
    cardDescription:
      'Launch and scale with a plan your sales and marketing teams can run: target segments, pricing and packaging, channel mix, and the metrics that show it is working.',
  },
  'capital-markets': {
    icon: 'capital',
    cardDescription:
      'Prepare for the raise before the raise. We shape the equity story, financial model and investor materials for growth equity, debt financing and IPO readiness.',
  },
  'digital-solutions': {
    icon: 'digital',
    cardDescription:
      'Modernize the systems behind the business: technology roadmaps, process automation, data and analytics, and vendor choices your people will actually adopt.',
  },
  'corporate-advisory': {
    icon: 'advisory',
    cardDescription:
      'Independent counsel for boards and executive teams on governance, acquisitions, divestitures and restructuring: the decisions that reshape a company.',
  },
  marketing: {
    icon: 'marketing',
    cardDescription:
      'Position the business so the right buyers understand it in a sentence. Brand strategy, messaging and campaigns measured against pipeline, not impressions.',
  },
};

/** The order in which the site shows the six service cards (the home page's order, req SITE-2). */
export const SERVICE_CARD_ORDER: readonly ServiceSlug[] = [
  'business-strategy',
  'go-to-market',
  'capital-markets',
  'corporate-advisory',
  'marketing',
  'digital-solutions',
];

/** What a service card shows: icon, title, description, and the service page it opens. */
export interface ServiceCardData {
  readonly slug: ServiceSlug;
  readonly name: string;
  readonly icon: ServiceIconKey;
  readonly description: string;
  /** The service page, a marketing route. */
  readonly path: string;
}

/** The six service cards, in display order: names from the catalogue, copy from this lib. */
export const SERVICE_CARDS: readonly ServiceCardData[] = SERVICE_CARD_ORDER.map((slug) => {
  const service = findService(slug);
  if (!service) throw new Error(`The catalogue has no service '${slug}'`);
  return {
    slug,
    name: service.name,
    icon: SERVICE_CARD_COPY[slug].icon,
    description: SERVICE_CARD_COPY[slug].cardDescription,
    path: servicePath(slug),
  };
});
