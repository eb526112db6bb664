import {
  SERVICE_CATALOGUE,
  SERVICE_SLUGS,
  findService,
  findServiceByName,
  findSubService,
  isServiceSlug,
  servicePath,
  subServicePath,
} from './catalogue';

describe('the service catalogue', () => {
  it('holds the six services of req DOCS-3 with their default fees and sub-service counts', () => {
    expect(
      SERVICE_CATALOGUE.map((service) => [
        service.slug,
        service.name,
        service.defaultFee,
        service.subServices.length,
      ]),
    ).toEqual([
      ['business-strategy', 'Business Strategy & Growth', 5000, 5],
      ['go-to-market', 'Go-to-Market Strategy', 4500, 5],
      ['capital-markets', 'Capital Markets Advisory', 6000, 5],
      ['digital-solutions', 'Digital Solutions', 4500, 10],
      ['corporate-advisory', 'Corporate Advisory', 5500, 5],
      ['marketing', 'Marketing & Branding', 4000, 5],
    ]);
    expect(SERVICE_CATALOGUE.map((service) => service.slug)).toEqual([...SERVICE_SLUGS]);
  });

  it('names the sub-services that the rates and ranges of req DOCS-9 refer to', () => {
    const names = (slug: string) => findService(slug)?.subServices.map((sub) => sub.name);
    expect(names('marketing')).toContain('Marketing Strategy');
    expect(names('go-to-market')).toEqual(
      expect.arrayContaining(['Sales Strategy', 'Sales Growth']),
    );
    expect(names('capital-markets')).toContain('Capital Raising');
    // req SITE-2 gives /services/business-strategy/strategic-analysis as an example.
    expect(findSubService('business-strategy', 'strategic-analysis')?.name).toBe(
      'Strategic Analysis',
    );
  });

  it('keeps names and slugs unique, and slugs fit for a URL', () => {
    const serviceNames = SERVICE_CATALOGUE.map((service) => service.name);
    expect(new Set(serviceNames).size).toBe(serviceNames.length);
    for (const service of SERVICE_CATALOGUE) {
      const slugs = service.subServices.map((sub) => sub.slug);
      const subNames = service.subServices.map((sub) => sub.name);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(new Set(subNames).size).toBe(subNames.length);
      for (const slug of [service.slug, ...slugs]) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const name of subNames) expect(name.trim()).toBe(name);
    }
  });

  it('gives fees in whole dollars', () => {
    for (const service of SERVICE_CATALOGUE) {
      expect(Number.isInteger(service.defaultFee)).toBe(true);
      expect(service.defaultFee).toBeGreaterThan(0);
    }
  });

  it('finds services by slug and by name, and sub-services by both slugs', () => {
    expect(findService('capital-markets')?.name).toBe('Capital Markets Advisory');
    expect(findService('consulting')).toBeUndefined();
    expect(findServiceByName('Digital Solutions')?.slug).toBe('digital-solutions');
    expect(findServiceByName('Digital')).toBeUndefined();
    expect(findSubService('digital-solutions', 'ai-adoption')?.name).toBe('AI Adoption');
    // A sub-service is found only under its own service.
    expect(findSubService('marketing', 'ai-adoption')).toBeUndefined();
    expect(findSubService('nowhere', 'strategic-analysis')).toBeUndefined();
  });

  it('tells a service slug from any other string', () => {
    expect(isServiceSlug('marketing')).toBe(true);
    expect(isServiceSlug('Marketing')).toBe(false);
    expect(isServiceSlug('')).toBe(false);
  });

  it('builds the marketing routes of services and sub-services', () => {
    expect(servicePath('go-to-market')).toBe('/services/go-to-market');
    expect(subServicePath('go-to-market', 'sales-growth')).toBe(
      '/services/go-to-market/sales-growth',
    );
  });
});
