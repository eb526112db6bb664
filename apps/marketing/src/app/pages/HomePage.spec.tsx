import { screen, within } from '@testing-library/react';
import { mockApi, renderRoutes, setViewportWidth } from '@consult/ui/testing';
import { routes } from '../routes';

describe('the marketing home page', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } });
  });

  it('opens with the logo, the headline and the Request Consultation button', async () => {
    renderRoutes(routes, { path: '/' });
    const hero = screen.getByRole('region', { name: 'Modern Solutions, Classic Service' });
    expect(
      within(hero).getByRole('img', { name: 'Northbridge Advisory Group logo' }),
    ).toBeInTheDocument();
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Modern Solutions, Classic Service',
    );
    expect(within(hero).getByRole('link', { name: 'Request Consultation' })).toHaveAttribute(
      'href',
      '/request-consultation',
    );
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      'http://localhost:4201/log-in',
    );
  });

  it('lists the six services, each card linking to its service page', () => {
    renderRoutes(routes, { path: '/' });
    const services = screen.getByRole('region', { name: 'Our Services' });
    expect(
      within(services).getByText(
        'Comprehensive consulting services tailored to your business needs, from strategy to execution.',
      ),
    ).toBeInTheDocument();
    const cards = within(services).getAllByRole('article');
    expect(cards).toHaveLength(6);
    const links = cards.map((card) => within(card).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Business Strategy & Growth', '/services/business-strategy'],
      ['Go-to-Market Strategy', '/services/go-to-market'],
      ['Capital Markets Advisory', '/services/capital-markets'],
      ['Corporate Advisory', '/services/corporate-advisory'],
      ['Marketing & Branding', '/services/marketing'],
      ['Digital Solutions', '/services/digital-solutions'],
    ]);
    for (const card of cards) expect(card.textContent?.length).toBeGreaterThan(120);
  });

  it('quotes three clients with their role and portrait, and links to all success stories', () => {
    renderRoutes(routes, { path: '/' });
    const stories = screen.getByRole('region', { name: 'Client Success Stories' });
    const quotes = within(stories).getAllByRole('figure');
    expect(quotes).toHaveLength(3);
    expect(quotes[0]).toHaveTextContent('Priya Raman');
    expect(quotes[0]).toHaveTextContent('Chief Financial Officer, Lumen Health Partners');
    expect(
      within(quotes[0]).getByRole('img', { name: 'Illustrated portrait of Priya Raman' }),
    ).toHaveAttribute('src', '/testimonials/priya-raman.svg');
    expect(quotes[0].querySelector('blockquote')?.textContent).toMatch(/financial model/);
    expect(within(stories).getByRole('link', { name: 'View all success stories' })).toHaveAttribute(
      'href',
      '/success-stories',
    );
  });

  it('hides the top navigation, and ends with the footer', () => {
    renderRoutes(routes, { path: '/' });
    expect(within(screen.getByRole('banner')).queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Northbridge Advisory Group');
  });

  it('shows the 404 screen for any other path, with the header navigation', () => {
    renderRoutes(routes, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('navigation')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
