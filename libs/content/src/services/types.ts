import type { ServiceSlug } from '@consult/domain';

/** Which icon a service shows; each app maps the key to its own icon component. */
export type ServiceIconKey =
  'strategy' | 'go-to-market' | 'capital' | 'digital' | 'advisory' | 'marketing';

/** A titled point: a benefit, or a step of an approach or an engagement. */
export interface ContentPoint {
  readonly title: string;
  readonly text: string;
}

/** The public copy of one sub-service (its page at /services/{service}/{sub-service}). */
export interface SubServiceContent {
  /** One sentence (at most 160 characters): link lists and the page's meta description. */
  readonly summary: string;
  /** What it is: one or more paragraphs. */
  readonly whatItIs: readonly string[];
  /** What is delivered. */
  readonly deliverables: readonly string[];
  /** How an engagement runs, phase by phase. */
  readonly engagement: readonly ContentPoint[];
  /** How long an engagement typically lasts, e.g. '6 to 10 weeks'. */
  readonly duration: string;
  /** Who it is for: the clients and situations it suits. */
  readonly audience: readonly string[];
  /** The closing call to action, one line. */
  readonly callToAction: string;
}

/** The public copy of one service (its cards and its page at /services/{service}). */
export interface ServiceContent {
  readonly slug: ServiceSlug;
  readonly icon: ServiceIconKey;
  /** The description on the service's card (home, /services, /consulting-services). */
  readonly cardDescription: string;
  /** The line under the page's title (at most 160 characters; also its meta description). */
  readonly headline: string;
  /** The introduction: one or more paragraphs. */
  readonly intro: readonly string[];
  readonly benefits: readonly ContentPoint[];
  /** The methodology, step by step. */
  readonly approach: readonly ContentPoint[];
  /** The closing call to action, one line. */
  readonly callToAction: string;
  /** Keyed by sub-service slug: one entry for every sub-service of the catalogue. */
  readonly subServices: Readonly<Record<string, SubServiceContent>>;
}
