import { screen, within } from '@testing-library/react';
import { DEFAULT_FIRM, SERVICE_CATALOGUE } from '@consult/domain';
import { SERVICE_CONTENT } from '@consult/content';
import { mockApi, renderRoutes, setViewportWidth } from '@consult/ui/testing';
import { routes } from '../routes';

/** Time for a lazy route to load, beyond the default second. */
const LAZY_ROUTE = { timeout: 5000 };

// Compile the lazy page's modules once, before the tests, rather than within the first test's time.
beforeAll(() => import('./SubServicePage'), 20_000);

const SALES_GROWTH = SERVICE_CONTENT['go-to-market'].subServices['sales-growth'];

describe('a sub-service page (/services/{service}/{sub-service})', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } });
  });

  it('names the sub-service in its h1, under breadcrumbs that lead back to its service', async () => {
    renderRoutes(routes, { path: '/services/go-to-market/sales-growth' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sales Growth' }, LAZY_ROUTE),
    ).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Consulting Services', '/consulting-services'],
      ['Go-to-Market Strategy', '/services/go-to-market'],
    ]);
    expect(within(crumbs).getByText('Sales Growth')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to Go-to-Market Strategy' })).toHaveAttribute(
      'href',
      '/services/go-to-market',
    );
    expect(screen.getByText(SALES_GROWTH.summary)).toBeInTheDocument();
    expect(screen.getByText(SALES_GROWTH.duration)).toBeInTheDocument();
  });

  it('says what it is, what is delivered, how an engagement runs and who it is for', async () => {
    renderRoutes(routes, { path: '/services/go-to-market/sales-growth' });
    const whatItIs = await screen.findByRole('region', { name: 'What it is' }, LAZY_ROUTE);
    for (const paragraph of SALES_GROWTH.whatItIs) {
      expect(within(whatItIs).getByText(paragraph)).toBeInTheDocument();
    }
    const delivered = screen.getByRole('region', { name: 'What we deliver' });
    expect(
      within(delivered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...SALES_GROWTH.deliverables]);
    const engagement = screen.getByRole('region', { name: 'How an engagement runs' });
    expect(
      within(engagement)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(SALES_GROWTH.engagement.map((step) => step.title));
    const audience = screen.getByRole('region', { name: 'Who it is for' });
    expect(within(audience).getAllByRole('listitem')).toHaveLength(SALES_GROWTH.audience.length);
  });

  it('ends with a call to action to request a consultation', async () => {
    renderRoutes(routes, { path: '/services/go-to-market/sales-growth' });
    const cta = await screen.findByRole('region', { name: 'Start the conversation' }, LAZY_ROUTE);
    expect(cta).toHaveTextContent(SALES_GROWTH.callToAction);
    expect(within(cta).getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute(
      'href',
      '/request-consultation',
    );
  });

  it("lists its service's other sub-services, marking this one as the current page", async () => {
    renderRoutes(routes, { path: '/services/digital-solutions/cloud-migration' });
    const more = await screen.findByRole(
      'navigation',
      { name: 'More in Digital Solutions' },
      LAZY_ROUTE,
    );
    const links = within(more).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(within(more).getByRole('link', { name: 'Cloud Migration' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(more).getByRole('link', { name: 'AI Adoption' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('has its own title and description, and schema.org Service data provided by the firm', async () => {
    renderRoutes(routes, { path: '/services/capital-markets/capital-raising' });
    await screen.findByRole('heading', { level: 1, name: 'Capital Raising' }, LAZY_ROUTE);
    expect(document.title).toBe(
      'Capital Raising | Capital Markets Advisory | Northbridge Advisory Group',
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      SERVICE_CONTENT['capital-markets'].subServices['capital-raising'].summary,
    );
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? 'null')).toMatchObject({
      '@type': 'Service',
      name: 'Capital Raising',
      serviceType: 'Capital Markets Advisory',
      url: 'http://localhost:4200/services/capital-markets/capital-raising',
      provider: { '@type': 'ProfessionalService', name: DEFAULT_FIRM.name },
      isRelatedTo: { name: 'Capital Markets Advisory' },
    });
  });

  it.each([
    ['an unknown sub-service', '/services/marketing/astrology'],
    ["another service's sub-service", '/services/marketing/ai-adoption'],
    ['an unknown service', '/services/astrology/strategic-analysis'],
  ])('shows the 404 screen for %s', async (_, path) => {
    renderRoutes(routes, { path });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }, LAZY_ROUTE),
    ).toBeVisible();
  });

  it.each(
    SERVICE_CATALOGUE.flatMap((service) =>
      service.subServices.map((sub) => [`${service.slug}/${sub.slug}`, sub.name]),
    ),
  )('has a page at /services/%s', async (path, name) => {
    renderRoutes(routes, { path: `/services/${path}` });
    expect(await screen.findByRole('heading', { level: 1 }, LAZY_ROUTE)).toHaveTextContent(name);
    expect(screen.getByRole('region', { name: 'What we deliver' })).toBeInTheDocument();
  });
});
