import { screen, within } from '@testing-library/react';
import { mockApi, renderRoutes, setViewportWidth } from '@consult/ui/testing';
import { routes } from '../routes';

/** Time for a lazy route to load, beyond the default second. */
const LAZY_ROUTE = { timeout: 5000 };

// Compile the lazy page's modules once, before the tests, rather than within the first test's time.
beforeAll(() => import('./ServicesPage'), 20_000);

describe('the services overview page (/services)', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } });
  });

  it('shows the six service cards of the home page, each linking to its service page', async () => {
    renderRoutes(routes, { path: '/services' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Services' }, LAZY_ROUTE),
    ).toBeVisible();
    const cards = within(screen.getByRole('main')).getAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(
      cards.map((card) => {
        const link = within(card).getByRole('link');
        return [link.textContent, link.getAttribute('href')];
      }),
    ).toEqual([
      ['Business Strategy & Growth', '/services/business-strategy'],
      ['Go-to-Market Strategy', '/services/go-to-market'],
      ['Capital Markets Advisory', '/services/capital-markets'],
      ['Corporate Advisory', '/services/corporate-advisory'],
      ['Marketing & Branding', '/services/marketing'],
      ['Digital Solutions', '/services/digital-solutions'],
    ]);
    // Directly under the page's h1, the cards' titles are h2s.
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 2 })).toBeInTheDocument();
      expect(card.textContent?.length).toBeGreaterThan(120);
    }
  });

  it('leads on to the detailed overview and to a consultation request', async () => {
    renderRoutes(routes, { path: '/services' });
    expect(
      await screen.findByRole('link', { name: 'Compare the services in detail' }, LAZY_ROUTE),
    ).toHaveAttribute('href', '/consulting-services');
    const cta = screen.getByRole('region', { name: 'Let us talk about your business' });
    expect(within(cta).getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute(
      'href',
      '/request-consultation',
    );
  });

  it('has its own title, description and canonical address', async () => {
    renderRoutes(routes, { path: '/services' });
    await screen.findByRole('heading', { level: 1 }, LAZY_ROUTE);
    expect(document.title).toBe('Our Services | Northbridge Advisory Group');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /consulting/i,
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4200/services',
    );
  });
});
