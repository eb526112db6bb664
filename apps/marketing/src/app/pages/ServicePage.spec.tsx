import { screen, within } from '@testing-library/react';
import { DEFAULT_FIRM, SERVICE_CATALOGUE } from '@consult/domain';
import { SERVICE_CONTENT } from '@consult/content';
import { mockApi, renderRoutes, setViewportWidth } from '@consult/ui/testing';
import { routes } from '../routes';

/** Time for a lazy route to load, beyond the default second. */
const LAZY_ROUTE = { timeout: 5000 };

// Compile the lazy page's modules once, before the tests, rather than within the first test's time.
beforeAll(() => import('./ServicePage'), 20_000);

function structuredData(): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? 'null');
}

describe('a service page (/services/{service})', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } });
  });

  it('opens with a way back home, the service as its one h1, and the introduction', async () => {
    renderRoutes(routes, { path: '/services/capital-markets' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Capital Markets Advisory' },
        LAZY_ROUTE,
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' }),
    ).toHaveAttribute('href', '/');
    const copy = SERVICE_CONTENT['capital-markets'];
    expect(screen.getByText(copy.headline)).toBeInTheDocument();
    for (const paragraph of copy.intro) expect(screen.getByText(paragraph)).toBeInTheDocument();
  });

  it('links to each of its sub-services', async () => {
    renderRoutes(routes, { path: '/services/capital-markets' });
    const offer = await screen.findByRole(
      'region',
      {
        name: 'Our Capital Markets Advisory services',
      },
      LAZY_ROUTE,
    );
    expect(
      within(offer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Capital Raising', '/services/capital-markets/capital-raising'],
      ['IPO Readiness', '/services/capital-markets/ipo-readiness'],
      ['Debt Financing', '/services/capital-markets/debt-financing'],
      ['Investor Relations', '/services/capital-markets/investor-relations'],
      ['Financial Modeling & Valuation', '/services/capital-markets/financial-modeling'],
    ]);
  });

  it('lists all ten sub-services on the Digital Solutions page', async () => {
    renderRoutes(routes, { path: '/services/digital-solutions' });
    const offer = await screen.findByRole(
      'region',
      { name: 'Our Digital Solutions services' },
      LAZY_ROUTE,
    );
    expect(within(offer).getAllByRole('link')).toHaveLength(10);
    expect(within(offer).getByText(/^Ten specialist services/)).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'AI Adoption' })).toHaveAttribute(
      'href',
      '/services/digital-solutions/ai-adoption',
    );
  });

  it('shows the benefits, the approach step by step, and the call to action', async () => {
    renderRoutes(routes, { path: '/services/go-to-market' });
    const copy = SERVICE_CONTENT['go-to-market'];
    const benefits = await screen.findByRole(
      'region',
      { name: 'The benefits to your business' },
      LAZY_ROUTE,
    );
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(copy.benefits.length);
    for (const benefit of copy.benefits) {
      expect(within(benefits).getByRole('heading', { name: benefit.title })).toBeInTheDocument();
    }
    const approach = screen.getByRole('region', { name: 'Our approach' });
    const steps = within(within(approach).getByRole('list')).getAllByRole('listitem');
    expect(approach.querySelector('ol')).not.toBeNull();
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      copy.approach.map((step) => step.title),
    );
    const cta = screen.getByRole('region', { name: 'Talk to us about Go-to-Market Strategy' });
    expect(cta).toHaveTextContent(copy.callToAction);
    expect(within(cta).getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute(
      'href',
      '/request-consultation',
    );
  });

  it('links to the five other services', async () => {
    renderRoutes(routes, { path: '/services/marketing' });
    const others = await screen.findByRole(
      'navigation',
      { name: 'Explore our other services' },
      LAZY_ROUTE,
    );
    const names = within(others)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toHaveLength(5);
    expect(names).not.toContain('Marketing & Branding');
  });

  it('describes the service to search engines as a schema.org Service provided by the firm', async () => {
    renderRoutes(routes, { path: '/services/corporate-advisory' });
    await screen.findByRole('heading', { level: 1, name: 'Corporate Advisory' }, LAZY_ROUTE);
    expect(document.title).toBe('Corporate Advisory | Northbridge Advisory Group');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      SERVICE_CONTENT['corporate-advisory'].headline,
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4200/services/corporate-advisory',
    );
    const data = structuredData();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Corporate Advisory',
      url: 'http://localhost:4200/services/corporate-advisory',
      provider: { name: DEFAULT_FIRM.name, telephone: DEFAULT_FIRM.phone },
    });
    expect(data.provider).not.toHaveProperty('@context');
    expect((data.hasOfferCatalog as { itemListElement: unknown[] }).itemListElement).toHaveLength(
      5,
    );
  });

  it.each(SERVICE_CATALOGUE.map((service) => [service.slug, service.name]))(
    'renders /services/%s with its name as the h1',
    async (slug, name) => {
      renderRoutes(routes, { path: `/services/${slug}` });
      expect(await screen.findByRole('heading', { level: 1 }, LAZY_ROUTE)).toHaveTextContent(name);
    },
  );

  it('shows the 404 screen for an unknown service', async () => {
    renderRoutes(routes, { path: '/services/astrology' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }, LAZY_ROUTE),
    ).toBeVisible();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
