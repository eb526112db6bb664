/**
 * The firm's service catalogue (req DOCS-3, RULES-2–RULES-3): six services, their default fees and
 * their sub-services. The marketing site, the agreement form, the API's price computation and the
 * PDFs all read it. A stored agreement refers to its services and sub-services by name, so names
 * are identities: never rename one; add a new entry instead. Slugs are the marketing routes
 * (`/services/{service}/{sub-service}`).
 */

/** The six services' slugs, in catalogue order (req DOCS-3). */
export const SERVICE_SLUGS = [
  'business-strategy',
  'go-to-market',
  'capital-markets',
  'digital-solutions',
  'corporate-advisory',
  'marketing',
] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export interface SubService {
  readonly slug: string;
  readonly name: string;
}

export interface CatalogueService {
  readonly slug: ServiceSlug;
  readonly name: string;
  /** The default fee, in whole US dollars (req DOCS-3). */
  readonly defaultFee: number;
  readonly subServices: readonly SubService[];
}

export const SERVICE_CATALOGUE: readonly CatalogueService[] = [
  {
    slug: 'business-strategy',
    name: 'Business Strategy & Growth',
    defaultFee: 5000,
    subServices: [
      { slug: 'strategic-analysis', name: 'Strategic Analysis' },
      { slug: 'growth-strategy', name: 'Growth Strategy' },
      { slug: 'market-expansion', name: 'Market Expansion' },
      { slug: 'operational-excellence', name: 'Operational Excellence' },
      { slug: 'performance-management', name: 'Performance Management' },
    ],
  },
  {
    slug: 'go-to-market',
    name: 'Go-to-Market Strategy',
    defaultFee: 4500,
    subServices: [
      { slug: 'market-research', name: 'Market Research & Segmentation' },
      { slug: 'sales-strategy', name: 'Sales Strategy' },
      { slug: 'pricing-strategy', name: 'Pricing & Packaging' },
      { slug: 'product-launch', name: 'Product Launch Planning' },
      { slug: 'sales-growth', name: 'Sales Growth' },
    ],
  },
  {
    slug: 'capital-markets',
    name: 'Capital Markets Advisory',
    defaultFee: 6000,
    subServices: [
      { slug: 'capital-raising', name: 'Capital Raising' },
      { slug: 'ipo-readiness', name: 'IPO Readiness' },
      { slug: 'debt-financing', name: 'Debt Financing' },
      { slug: 'investor-relations', name: 'Investor Relations' },
      { slug: 'financial-modeling', name: 'Financial Modeling & Valuation' },
    ],
  },
  {
    slug: 'digital-solutions',
    name: 'Digital Solutions',
    defaultFee: 4500,
    subServices: [
      { slug: 'digital-transformation', name: 'Digital Transformation Strategy' },
      { slug: 'technology-roadmap', name: 'Technology Roadmap' },
      { slug: 'process-automation', name: 'Process Automation' },
      { slug: 'data-analytics', name: 'Data & Analytics' },
      { slug: 'cloud-migration', name: 'Cloud Migration' },
      { slug: 'custom-software', name: 'Custom Software Development' },
      { slug: 'ecommerce-platforms', name: 'Web & E-Commerce Platforms' },
      { slug: 'crm-erp-implementation', name: 'CRM & ERP Implementation' },
      { slug: 'cybersecurity-assessment', name: 'Cybersecurity Assessment' },
      { slug: 'ai-adoption', name: 'AI Adoption' },
    ],
  },
  {
    slug: 'corporate-advisory',
    name: 'Corporate Advisory',
    defaultFee: 5500,
    subServices: [
      { slug: 'mergers-acquisitions', name: 'Mergers & Acquisitions' },
      { slug: 'due-diligence', name: 'Due Diligence' },
      { slug: 'corporate-governance', name: 'Corporate Governance' },
      { slug: 'restructuring', name: 'Restructuring & Turnaround' },
      { slug: 'succession-exit-planning', name: 'Succession & Exit Planning' },
    ],
  },
  {
    slug: 'marketing',
    name: 'Marketing & Branding',
    defaultFee: 4000,
    subServices: [
      { slug: 'marketing-strategy', name: 'Marketing Strategy' },
      { slug: 'brand-identity', name: 'Brand Strategy & Identity' },
      { slug: 'digital-marketing', name: 'Digital Marketing' },
      { slug: 'content-thought-leadership', name: 'Content & Thought Leadership' },
      { slug: 'marketing-analytics', name: 'Marketing Analytics' },
    ],
  },
];

/** Whether a string is one of the six service slugs. */
export function isServiceSlug(value: string): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value);
}

/** The service with this slug (a marketing route segment), if any. */
export function findService(slug: string): CatalogueService | undefined {
  return SERVICE_CATALOGUE.find((service) => service.slug === slug);
}

/** The service with this name (as stored on an agreement), if any. */
export function findServiceByName(name: string): CatalogueService | undefined {
  return SERVICE_CATALOGUE.find((service) => service.name === name);
}

/** The sub-service at `/services/{serviceSlug}/{subServiceSlug}`, if both slugs are known. */
export function findSubService(
  serviceSlug: string,
  subServiceSlug: string,
): SubService | undefined {
  return findService(serviceSlug)?.subServices.find((sub) => sub.slug === subServiceSlug);
}

/** The marketing site's page of a service: `/services/{slug}`. */
export function servicePath(serviceSlug: ServiceSlug): string {
  return `/services/${serviceSlug}`;
}

/** The marketing site's page of a sub-service: `/services/{service}/{sub-service}`. */
export function subServicePath(serviceSlug: ServiceSlug, subServiceSlug: string): string {
  return `/services/${serviceSlug}/${subServiceSlug}`;
}
