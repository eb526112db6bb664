import type { ServiceSlug, SubService } from '@consult/domain';
import { BUSINESS_STRATEGY_CONTENT } from './business-strategy';
import { CAPITAL_MARKETS_CONTENT } from './capital-markets';
import { CORPORATE_ADVISORY_CONTENT } from './corporate-advisory';
import { DIGITAL_SOLUTIONS_CONTENT } from './digital-solutions';
import { GO_TO_MARKET_CONTENT } from './go-to-market';
import { MARKETING_CONTENT } from './marketing';
import type { ServiceContent, SubServiceContent } from './types';

export {
  SERVICE_CARD_COPY,
  SERVICE_CARD_ORDER,
  SERVICE_CARDS,
  type ServiceCardData,
} from './cards';

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

/** The copy of a sub-service of the catalogue, if it has any. */
export function subServiceContent(
  serviceSlug: ServiceSlug,
  subService: SubService | string,
): SubServiceContent | undefined {
  const slug = typeof subService === 'string' ? subService : subService.slug;
  const entries = SERVICE_CONTENT[serviceSlug].subServices;
  return Object.hasOwn(entries, slug) ? entries[slug] : undefined;
}
