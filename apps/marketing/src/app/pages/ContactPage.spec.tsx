import { screen, within } from '@testing-library/react';
import { DEFAULT_FIRM } from '@consult/domain';
import { mockApi, renderRoutes, setViewportWidth } from '@consult/ui/testing';
import { routes } from '../routes';

/** Time for a lazy route to load, beyond the default second. */
const LAZY_ROUTE = { timeout: 5000 };

// Compile the lazy page's modules once, before the tests, rather than within the first test's time.
beforeAll(() => import('./ContactPage'), 20_000);

describe('the contact page (/contact)', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } });
  });

  it('has the one h1, a Back to Home link, and Contact highlighted in the header', async () => {
    renderRoutes(routes, { path: '/contact' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, LAZY_ROUTE),
    ).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' }),
    ).toHaveAttribute('href', '/');
    const nav = within(screen.getByRole('banner')).getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe('Contact Us | Northbridge Advisory Group');
  });

  it('gives the founder and chief executive with e-mail, phone and website links', async () => {
    renderRoutes(routes, { path: '/contact' });
    const card = await screen.findByRole('region', { name: 'Leadership' }, LAZY_ROUTE);
    expect(card).toHaveTextContent(DEFAULT_FIRM.founderName);
    expect(card).toHaveTextContent(DEFAULT_FIRM.founderTitle);
    expect(within(card).getByRole('link', { name: DEFAULT_FIRM.email })).toHaveAttribute(
      'href',
      'mailto:hello@northbridge-advisory.example',
    );
    expect(within(card).getByRole('link', { name: DEFAULT_FIRM.phone })).toHaveAttribute(
      'href',
      'tel:+15550142290',
    );
    expect(
      within(card).getByRole('link', { name: 'northbridge-advisory.example' }),
    ).toHaveAttribute('href', DEFAULT_FIRM.website);
    expect(card).toHaveTextContent(DEFAULT_FIRM.address);
  });

  it("offers 'Schedule a Consultation' in the Get in Touch card", async () => {
    renderRoutes(routes, { path: '/contact' });
    const card = await screen.findByRole('region', { name: 'Get in Touch' }, LAZY_ROUTE);
    expect(within(card).getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute(
      'href',
      '/request-consultation',
    );
  });

  it("closes with the 'Our Commitment' statement, below the two cards", async () => {
    renderRoutes(routes, { path: '/contact' });
    const commitment = await screen.findByRole('region', { name: 'Our Commitment' }, LAZY_ROUTE);
    expect(commitment).toHaveTextContent(/confidential/);
    const getInTouch = screen.getByRole('region', { name: 'Get in Touch' });
    expect(
      getInTouch.compareDocumentPosition(commitment) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows the same cards on a phone', async () => {
    setViewportWidth(390);
    renderRoutes(routes, { path: '/contact' });
    expect(await screen.findByRole('region', { name: 'Leadership' }, LAZY_ROUTE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Schedule a Consultation' })).toBeVisible();
    expect(screen.getByRole('button', { name: /menu/i })).toBeInTheDocument();
  });
});
