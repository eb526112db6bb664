import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@consult/domain';
import { browserNavigation } from '@consult/ui';
import { mockApi, renderRoutes, setViewportWidth } from '@consult/ui/testing';
import { routes } from './routes';

const ADMIN: User = {
  id: 7,
  username: 'mashby',
  firstName: 'Morgan',
  lastName: 'Ashby',
  email: 'morgan.ashby@northbridge.example',
  emailVerified: true,
  isAdmin: true,
};

const signedInAdmin = {
  'GET /api/user': { body: ADMIN },
  'GET /api/admin/check': { body: { isAdmin: true } },
};

let assign: jest.SpyInstance;
beforeEach(() => {
  setViewportWidth(1280);
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the admin console guard', () => {
  it("sends an anonymous visitor to the portal's /log-in", async () => {
    mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } });
    renderRoutes(routes, { app: 'admin', path: '/admin-dashboard' });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `http://localhost:4201/log-in?next=${encodeURIComponent('http://localhost:4202/admin-dashboard')}`,
      ),
    );
    expect(screen.queryByText('Users & Companies')).not.toBeInTheDocument();
  });

  it("sends a signed-in client to the marketing site's home", async () => {
    mockApi({
      'GET /api/user': { body: { ...ADMIN, isAdmin: false } },
      'GET /api/admin/check': {
        status: 403,
        body: { message: 'Unauthorized: Admin access required' },
      },
    });
    renderRoutes(routes, { app: 'admin', path: '/admin-dashboard' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:4200/'));
    expect(screen.queryByText('Users & Companies')).not.toBeInTheDocument();
  });

  it('guards unknown paths too', async () => {
    mockApi({ 'GET /api/user': { status: 401 } });
    renderRoutes(routes, { app: 'admin', path: '/admin-users/12' });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `http://localhost:4201/log-in?next=${encodeURIComponent('http://localhost:4202/admin-users/12')}`,
      ),
    );
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it("sends an admin whose session has ended (a 401) to the portal's /log-in, back here after", async () => {
    const ended = { status: 401, body: { statusCode: 401, message: 'Not authenticated' } };
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/users': () => {
        mockApi({ 'GET /api/user': ended }); // from now on the API knows no user
        return ended;
      },
    });
    renderRoutes(routes, { app: 'admin', path: '/admin-dashboard' });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `http://localhost:4201/log-in?next=${encodeURIComponent('http://localhost:4202/admin-dashboard')}`,
      ),
    );
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });
});

describe('the admin dashboard', () => {
  it('greets the admin under the firm’s admin title', async () => {
    mockApi({ ...signedInAdmin, 'GET /api/admin/users': { body: [] } });
    renderRoutes(routes, { app: 'admin', path: '/admin-dashboard' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northbridge Advisory Group Admin' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Morgan\./)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users & Companies' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Promote to Admin' })).toHaveAttribute(
      'href',
      '/admin-promote',
    );
    expect(screen.getByRole('link', { name: 'Audit Log' })).toHaveAttribute(
      'href',
      '/admin-audit-log',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
    expect(assign).not.toHaveBeenCalled();
  });

  it("titles the phone header 'Admin Dashboard'", async () => {
    setViewportWidth(390);
    mockApi(signedInAdmin);
    renderRoutes(routes, { app: 'admin', path: '/admin-dashboard' });
    const banner = await screen.findByRole('banner');
    expect(
      within(banner).getByRole('link', { name: 'Northbridge Advisory Group home' }),
    ).toHaveTextContent('Admin Dashboard');
  });

  it.each(['/', '/admin/dashboard'])('is reached from %s', async (path) => {
    mockApi(signedInAdmin);
    const { router } = renderRoutes(routes, { app: 'admin', path });
    expect(await screen.findByRole('tab', { name: 'Users & Companies' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-dashboard');
  });

  it('shows the 404 screen to an admin at an unknown path, with a way back to the dashboard', async () => {
    mockApi(signedInAdmin);
    renderRoutes(routes, { app: 'admin', path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/admin-dashboard',
    );
  });

  it.each([
    ['/admin-promote', 'Promote to Admin'],
    ['/admin-audit-log', 'Audit Log'],
  ])('routes %s to its page', async (path, heading) => {
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/audit-log': { body: { entries: [], nextBefore: null } },
    });
    renderRoutes(routes, { app: 'admin', path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
