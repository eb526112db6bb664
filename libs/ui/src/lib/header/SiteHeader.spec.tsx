import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, mockApi } from '../../testing/mock-api';
import { setViewportWidth } from '../../testing/viewport';
import { buildUser, renderInApp } from '../../testing/render-in-app';
import { browserNavigation } from '../links/browser-navigation';
import { SiteHeader } from './SiteHeader';

const anonymous = { 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } };
const signedIn = (user = buildUser()) => ({
  'GET /api/user': { body: user },
  'POST /api/logout': { status: 204 },
});

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('SiteHeader on desktop', () => {
  beforeEach(() => setViewportWidth(1280));

  it('links the brand home, the three nav links in-app and Login to the portal', async () => {
    mockApi(anonymous);
    renderInApp(<SiteHeader />, { path: '/contact' });

    const header = screen.getByRole('banner');
    expect(
      within(header).getByRole('link', { name: /Northbridge Advisory Group/ }),
    ).toHaveAttribute('href', '/');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Consulting Services' })).toHaveAttribute(
      'href',
      '/consulting-services',
    );
    expect(within(nav).getByRole('link', { name: 'Client Success Stories' })).toHaveAttribute(
      'href',
      '/success-stories',
    );
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Consulting Services' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(await within(header).findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      'http://localhost:4201/log-in',
    );
  });

  it('hides the nav links when asked (the home page)', async () => {
    mockApi(anonymous);
    renderInApp(<SiteHeader hideNav />);
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument();
  });

  it('links to the marketing pages with absolute URLs from another app, and to its own in-app', async () => {
    mockApi(anonymous);
    renderInApp(<SiteHeader />, { app: 'portal', path: '/contact' });
    const contact = screen.getByRole('link', { name: 'Contact' });
    expect(contact).toHaveAttribute('href', 'http://localhost:4200/contact');
    expect(contact).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/log-in');
  });

  it("shows a client's name, e-mail and profile links in the dropdown, without Admin Dashboard", async () => {
    const user = buildUser({ firstName: 'Grace', lastName: 'Okafor' });
    mockApi(signedIn(user));
    renderInApp(<SiteHeader />);

    const button = await screen.findByRole('button', { name: 'Account menu' });
    expect(button).toHaveTextContent('GO');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Grace Okafor')).toBeInTheDocument();
    expect(within(menu).getByText(user.email)).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'View Profile' })).toHaveAttribute(
      'href',
      'http://localhost:4201/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      'http://localhost:4201/profile/edit',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Account & Security' })).toHaveAttribute(
      'href',
      'http://localhost:4201/account',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(
      within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' }),
    ).not.toBeInTheDocument();
  });

  it('shows Admin Dashboard in the dropdown for an admin, linking to the admin console', async () => {
    mockApi(signedIn(buildUser({ isAdmin: true })));
    renderInApp(<SiteHeader />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      'http://localhost:4202/admin-dashboard',
    );
  });

  it('keeps profile links in-app inside the portal', async () => {
    mockApi(signedIn());
    renderInApp(<SiteHeader />, { app: 'portal', path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it("shows '?' as the initials when a name is missing", async () => {
    mockApi(signedIn(buildUser({ lastName: '' })));
    renderInApp(<SiteHeader />);
    expect(await screen.findByRole('button', { name: 'Account menu' })).toHaveTextContent('?');
  });
});

describe('SiteHeader on a phone', () => {
  beforeEach(() => setViewportWidth(390));

  async function openDrawer() {
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    return screen.findByRole('dialog', { name: 'Menu' });
  }

  it('shows the hamburger, the centred title and Log In', async () => {
    mockApi(anonymous);
    renderInApp(<SiteHeader />);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Northbridge Advisory Group' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      'http://localhost:4201/log-in',
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('uses the given mobile title, still linking the firm home', () => {
    mockApi(anonymous);
    renderInApp(<SiteHeader mobileTitle="Admin Dashboard" />, { app: 'admin' });
    const title = screen.getByRole('link', { name: 'Northbridge Advisory Group home' });
    expect(title).toHaveTextContent('Admin Dashboard');
    expect(title).toHaveAttribute('href', 'http://localhost:4200/');
  });

  it('opens the drawer with the title, a close button and the three nav links', async () => {
    mockApi(anonymous);
    renderInApp(<SiteHeader />, { path: '/success-stories/fintech-scale-up' });
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Consulting Services',
      'Client Success Stories',
      'Contact',
    ]);
    expect(within(drawer).getByRole('link', { name: 'Client Success Stories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(drawer).queryByText('View Profile')).not.toBeInTheDocument();
  });

  it('closes on the close button', async () => {
    mockApi(anonymous);
    renderInApp(<SiteHeader />);
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a click outside the panel (the backdrop)', async () => {
    mockApi(anonymous);
    renderInApp(<SiteHeader />);
    const drawer = await openDrawer();
    const backdrop = drawer.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape', async () => {
    mockApi(anonymous);
    renderInApp(<SiteHeader />);
    await openDrawer();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when a link is chosen, and the router shows that page', async () => {
    mockApi(anonymous);
    const { router } = renderInApp(<SiteHeader />);
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/contact');
  });

  it("shows a client's account in the drawer, without Admin Dashboard", async () => {
    const user = buildUser({ firstName: 'Grace', lastName: 'Okafor' });
    mockApi(signedIn(user));
    renderInApp(<SiteHeader />);
    await screen.findByRole('button', { name: 'Account menu' });
    const drawer = await openDrawer();
    expect(within(drawer).getByText('GO')).toBeInTheDocument();
    expect(within(drawer).getByText('Grace Okafor')).toBeInTheDocument();
    expect(within(drawer).getByText(user.email)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      'http://localhost:4201/profile',
    );
    expect(within(drawer).getByRole('link', { name: 'Account & Security' })).toHaveAttribute(
      'href',
      'http://localhost:4201/account',
    );
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(drawer).queryByText('Admin Dashboard')).not.toBeInTheDocument();
  });

  it('shows Admin Dashboard in the drawer for an admin', async () => {
    mockApi(signedIn(buildUser({ isAdmin: true })));
    renderInApp(<SiteHeader />);
    await screen.findByRole('button', { name: 'Account menu' });
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      'http://localhost:4202/admin-dashboard',
    );
  });
});

describe('Logout from the header', () => {
  beforeEach(() => setViewportWidth(1280));

  async function logOut() {
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  }

  it('on success shows the success toast, clears the API cache and loads the portal log-in', async () => {
    const fetchMock = mockApi(signedIn());
    renderInApp(<SiteHeader />);
    await logOut();

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Logged out successfully');
    expect(assign).toHaveBeenCalledWith('http://localhost:4201/log-in?loggedOut=1');
    // The cleared cache makes the header ask for the user again.
    await waitFor(() =>
      expect(calledRoutes(fetchMock)).toEqual([
        'GET /api/session',
        'POST /api/logout',
        'GET /api/session',
      ]),
    );
  });

  it("on failure shows the server's message in a destructive toast and stays", async () => {
    mockApi({
      'GET /api/user': { body: buildUser() },
      'POST /api/logout': {
        status: 500,
        body: { statusCode: 500, message: 'Session store unavailable' },
      },
    });
    renderInApp(<SiteHeader />);
    await logOut();

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Session store unavailable');
    expect(assign).not.toHaveBeenCalled();
  });

  it("on failure without a message says 'Failed to logout'", async () => {
    mockApi({ 'GET /api/user': { body: buildUser() }, 'POST /api/logout': { status: 502 } });
    renderInApp(<SiteHeader />);
    await logOut();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to logout');
    expect(assign).not.toHaveBeenCalled();
  });
});
