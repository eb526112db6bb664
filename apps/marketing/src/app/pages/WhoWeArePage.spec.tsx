import { screen, within } from '@testing-library/react';
import { DEFAULT_FIRM } from '@consult/domain';
import { mockApi, renderRoutes, setViewportWidth } from '@consult/ui/testing';
import { routes } from '../routes';

/** Time for a lazy route to load, beyond the default second. */
const LAZY_ROUTE = { timeout: 5000 };

// Compile the lazy page's modules once, before the tests, rather than within the first test's time.
beforeAll(() => import('./WhoWeArePage'), 20_000);

describe('the Who We Are page (/who-we-are)', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } });
  });

  it('presents the firm under the one h1, with a way back home', async () => {
    renderRoutes(routes, { path: '/who-we-are' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Who We Are' }, LAZY_ROUTE),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' }),
    ).toHaveAttribute('href', '/');
    const firm = screen.getByRole('region', { name: 'Independent advice, senior attention' });
    expect(firm).toHaveTextContent(`${DEFAULT_FIRM.name} is an independent consulting firm`);
    // Counted from the catalogue: six practices, 35 sub-services.
    expect(firm).toHaveTextContent('six practices and 35 specialist services');
    expect(within(firm).getByRole('link', { name: 'Explore our services' })).toHaveAttribute(
      'href',
      '/consulting-services',
    );
  });

  it('introduces its leadership: the founder and chief executive from the firm configuration', async () => {
    renderRoutes(routes, { path: '/who-we-are' });
    const leadership = await screen.findByRole('region', { name: 'Our leadership' }, LAZY_ROUTE);
    const founder = within(leadership).getByRole('article', { name: DEFAULT_FIRM.founderName });
    expect(founder).toHaveTextContent(DEFAULT_FIRM.founderTitle);
    expect(founder).toHaveTextContent(`${DEFAULT_FIRM.founderName} founded ${DEFAULT_FIRM.name}`);
    expect(within(founder).getByText('EW')).toBeInTheDocument();
    expect(within(founder).getByRole('link', { name: DEFAULT_FIRM.email })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_FIRM.email}`,
    );
  });

  it('states its values', async () => {
    renderRoutes(routes, { path: '/who-we-are' });
    const values = await screen.findByRole('region', { name: 'What we stand for' }, LAZY_ROUTE);
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Independence',
      'Senior attention',
      'Evidence over opinion',
      'Measured results',
      'Discretion',
    ]);
  });

  it('ends with a call to action, and has its own title and description', async () => {
    renderRoutes(routes, { path: '/who-we-are' });
    const cta = await screen.findByRole('region', { name: 'Work with us' }, LAZY_ROUTE);
    expect(within(cta).getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute(
      'href',
      '/request-consultation',
    );
    expect(document.title).toBe('Who We Are | Northbridge Advisory Group');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      DEFAULT_FIRM.name,
    );
  });
});
