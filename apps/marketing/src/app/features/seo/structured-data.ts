import { DEFAULT_FIRM } from '@consult/domain';

/** schema.org description of the firm (a ProfessionalService), from the firm's configuration. */
export function firmStructuredData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: DEFAULT_FIRM.name,
    slogan: DEFAULT_FIRM.tagline,
    url: DEFAULT_FIRM.website,
    email: DEFAULT_FIRM.email,
    telephone: DEFAULT_FIRM.phone,
    address: { '@type': 'PostalAddress', streetAddress: DEFAULT_FIRM.address },
    founder: {
      '@type': 'Person',
      name: DEFAULT_FIRM.founderName,
      jobTitle: DEFAULT_FIRM.founderTitle,
    },
    sameAs: [DEFAULT_FIRM.socialUrl],
  };
}
