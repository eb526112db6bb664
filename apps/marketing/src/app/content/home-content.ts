/**
 * The home page's six service cards: the catalogue's names (`@consult/domain`) with the services'
 * copy (`@consult/content`), in the home page's order. The testimonials are in `@consult/content`.
 */

import { SERVICE_CARDS, type ServiceCardData } from '@consult/content';

export const HOME_SERVICES: readonly ServiceCardData[] = SERVICE_CARDS;
