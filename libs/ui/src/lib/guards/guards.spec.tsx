import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { buildUser, renderInApp } from '../../testing/render-in-app';
import { browserNavigation } from '../links/browser-navigation';
import { RequireAdmin } from './RequireAdmin';
import { RequireSignedIn } from './RequireSignedIn';

const anonymous = { 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } };

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RequireSignedIn', () => {
  it('shows the page to a signed-in user', async () => {
    mockApi({ 'GET /api/user': { body: buildUser() } });
    renderInApp(<RequireSignedIn>Your profile</RequireSignedIn>, {
      app: 'portal',
      path: '/profile',
    });
    expect(await screen.findByText('Your profile')).toBeInTheDocument();
  });

  it('sends an anonymous visitor to /log-in with the router inside the portal, to come back', async () => {
    mockApi(anonymous);
    const { router } = renderInApp(<RequireSignedIn>Your agreement</RequireSignedIn>, {
      app: 'portal',
      path: '/consulting-agreement/7?mode=edit',
      routes: [{ path: '/log-in', element: <p>Log in here</p> }],
    });
    expect(await screen.findByText('Log in here')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/log-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/consulting-agreement/7?mode=edit',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it("loads the portal's /log-in for an anonymous visitor of another app, to come back", async () => {
    mockApi(anonymous);
    renderInApp(<RequireSignedIn>Secret</RequireSignedIn>, { app: 'admin', path: '/nda/3' });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `http://localhost:4201/log-in?next=${encodeURIComponent('http://localhost:4202/nda/3')}`,
      ),
    );
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it("loads the portal's /log-in for an anonymous visitor, which brings them back to the page", async () => {
    mockApi(anonymous);
    renderInApp(<RequireAdmin>Console</RequireAdmin>, { app: 'admin', path: '/admin-users/7' });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `http://localhost:4201/log-in?next=${encodeURIComponent('http://localhost:4202/admin-users/7')}`,
      ),
    );
    expect(screen.queryByText('Console')).not.toBeInTheDocument();
  });

  it('loads the marketing home for a signed-in client the server does not confirm as admin', async () => {
    mockApi({
      'GET /api/user': { body: buildUser({ isAdmin: true }) },
      'GET /api/admin/check': {
        status: 403,
        body: { message: 'Unauthorized: Admin access required' },
      },
    });
    renderInApp(<RequireAdmin>Console</RequireAdmin>, { app: 'admin' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:4200/'));
    expect(screen.queryByText('Console')).not.toBeInTheDocument();
  });

  it('shows the page to an admin the server confirms', async () => {
    mockApi({
      'GET /api/user': { body: buildUser({ isAdmin: true }) },
      'GET /api/admin/check': { body: { isAdmin: true } },
    });
    renderInApp(<RequireAdmin>Console</RequireAdmin>, { app: 'admin' });
    expect(await screen.findByText('Console')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  describe('while the firm has no admin yet', () => {
    const signedInClient = {
      'GET /api/user': { body: buildUser() },
      'GET /api/admin/check': {
        status: 403,
        body: { message: 'Unauthorized: Admin access required' },
      },
    };

    it('shows a signed-in client how the first admin is made, instead of sending them away', async () => {
      mockApi({ ...signedInClient, 'GET /api/admin-setup': { body: { adminExists: false } } });
      renderInApp(
        <RequireAdmin noAdminYet={<p>How to make the first admin</p>}>Console</RequireAdmin>,
        { app: 'admin' },
      );
      expect(await screen.findByText('How to make the first admin')).toBeInTheDocument();
      expect(screen.queryByText('Console')).not.toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    });

    it('sends a client home as before once an admin exists', async () => {
      mockApi({ ...signedInClient, 'GET /api/admin-setup': { body: { adminExists: true } } });
      renderInApp(
        <RequireAdmin noAdminYet={<p>How to make the first admin</p>}>Console</RequireAdmin>,
        { app: 'admin' },
      );
      await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:4200/'));
      expect(screen.queryByText('How to make the first admin')).not.toBeInTheDocument();
    });

    it('still sends an anonymous visitor to log in', async () => {
      mockApi({ ...anonymous, 'GET /api/admin-setup': { status: 401, body: {} } });
      renderInApp(
        <RequireAdmin noAdminYet={<p>How to make the first admin</p>}>Console</RequireAdmin>,
        { app: 'admin' },
      );
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith(
          `http://localhost:4201/log-in?next=${encodeURIComponent('http://localhost:4202/')}`,
        ),
      );
      expect(screen.queryByText('How to make the first admin')).not.toBeInTheDocument();
    });
  });
});
