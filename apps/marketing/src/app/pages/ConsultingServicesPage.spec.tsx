import { screen, within } from '@testing-library/react';
import { SERVICE_CATALOGUE, findService } from '@consult/domain';
import { SERVICE_CONTENT } from '@consult/content';
import { mockApi, renderRoutes, setViewportWidth } from '@consult/ui/testing';
import { routes } from '../routes';

/** Time for a lazy route to load, beyond the default second. */
const LAZY_ROUTE = { timeout: 5000 };

// Compile the lazy page's modules once, before the tests, rather than within the first test's time.
beforeAll(() => import('./ConsultingServicesPage'), 20_000);

describe('the consulting services overview (/consulting-services)', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } });
  });

  it('shows six services, each with its description, five sub-services and a Learn More link', async () => {
    renderRoutes(routes, { path: '/consulting-services' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consulting Services' }, LAZY_ROUTE),
    ).toBeVisible();
    const cards = screen.getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([
      'Business Strategy & Growth',
      'Go-to-Market Strategy',
      'Capital Markets Advisory',
      'Corporate Advisory',
      'Marketing & Branding',
      'Digital Solutions',
    ]);
    for (const card of cards) {
      const name = within(card).getByRole('heading', { level: 2 }).textContent ?? '';
      const service = SERVICE_CATALOGUE.find((entry) => entry.name === name);
      expect(service).toBeDefined();
      if (!service) continue;
      const subServiceLinks = within(within(card).getByRole('list')).getAllByRole('link');
      expect(subServiceLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        service.subServices
          .slice(0, 5)
          .map((sub) => [sub.name, `/services/${service.slug}/${sub.slug}`]),
      );
      expect(within(card).getByRole('link', { name: `Learn More about ${name}` })).toHaveAttribute(
        'href',
        `/services/${service.slug}`,
      );
      expect(card).toHaveTextContent(SERVICE_CONTENT[service.slug].cardDescription);
    }
  });

  it('shows five of the ten Digital Solutions and says how many more there are', async () => {
    renderRoutes(routes, { path: '/consulting-services' });
    const card = await screen.findByRole('article', { name: 'Digital Solutions' }, LAZY_ROUTE);
    expect(findService('digital-solutions')?.subServices).toHaveLength(10);
    expect(within(card).getAllByRole('listitem')).toHaveLength(6);
    expect(within(card).getByText('and 5 more')).toBeInTheDocument();
  });

  it('ends with the Request Free Consultation call to action', async () => {
    renderRoutes(routes, { path: '/consulting-services' });
    const link = await screen.findByRole('link', { name: 'Request Free Consultation' }, LAZY_ROUTE);
    expect(link).toHaveAttribute('href', '/request-consultation');
    expect(document.title).toBe('Consulting Services | Northbridge Advisory Group');
  });

  it('highlights Consulting Services in the header', async () => {
    renderRoutes(routes, { path: '/consulting-services' });
    await screen.findByRole('heading', { level: 1 }, LAZY_ROUTE);
    const nav = within(screen.getByRole('banner')).getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Consulting Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
