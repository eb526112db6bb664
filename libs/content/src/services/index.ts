import {
  findService,
  servicePath,
  type CatalogueService,
  type ServiceSlug,
  type SubService,
} from '@consult/domain';
import { BUSINESS_STRATEGY_CONTENT } from './business-strategy';
import { CAPITAL_MARKETS_CONTENT } from './capital-markets';
import { CORPORATE_ADVISORY_CONTENT } from './corporate-advisory';
import { DIGITAL_SOLUTIONS_CONTENT } from './digital-solutions';
import { GO_TO_MARKET_CONTENT } from './go-to-market';
import { MARKETING_CONTENT } from './marketing';
import type { ServiceContent, ServiceIconKey, SubServiceContent } from './types';

export type { ContentPoint, ServiceContent, ServiceIconKey, SubServiceContent } from './types';

/** The marketing copy of each service of the catalogue (`@consult/domain`), by slug. */
export const SERVICE_CONTENT: Readonly<Record<ServiceSlug, ServiceContent>> = {
  'business-strategy': BUSINESS_STRATEGY_CONTENT,
  'go-to-market': GO_TO_MARKET_CONTENT,
  'capital-markets': CAPITAL_MARKETS_CONTENT,
  'digital-solutions': DIGITAL_SOLUTIONS_CONTENT,
  'corporate-advisory': CORPORATE_ADVISORY_CONTENT,
  marketing: MARKETING_CONTENT,
};

/** The order in which the site shows the six service cards (the home page's order, spec 000 §2). */
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

function catalogueService(slug: ServiceSlug): CatalogueService {
  const service = findService(slug);
  if (!service) throw new Error(`The catalogue has no service '${slug}'`);
  return service;
}

/** The six service cards, in display order: names from the catalogue, copy from this lib. */
export const SERVICE_CARDS: readonly ServiceCardData[] = SERVICE_CARD_ORDER.map((slug) => ({
  slug,
  name: catalogueService(slug).name,
  icon: SERVICE_CONTENT[slug].icon,
  description: SERVICE_CONTENT[slug].cardDescription,
  path: servicePath(slug),
}));

/** The copy of a sub-service of the catalogue, if it has any. */
export function subServiceContent(
  serviceSlug: ServiceSlug,
  subService: SubService | string,
): SubServiceContent | undefined {
  const slug = typeof subService === 'string' ? subService : subService.slug;
  const entries = SERVICE_CONTENT[serviceSlug].subServices;
  return Object.hasOwn(entries, slug) ? entries[slug] : undefined;
}
