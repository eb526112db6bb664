import { screen, waitFor } from '@testing-library/react';
import { MESSAGES, type User } from '@consult/domain';
import { browserNavigation } from '@consult/ui';
import { mockApi, setViewportWidth } from '@consult/ui/testing';
import { buildClient, buildProfile } from '../../testing/factories';
import { renderPortal } from '../../testing/render-portal';

const CONSOLE_PAGE = 'http://localhost:4202/admin-users/7';

/** The API of a visitor who is signed out until `POST /api/login` succeeds as `account`. */
function signedOutApi(account: User = buildClient()) {
  let signedIn = false;
  return mockApi({
    'GET /api/session': () => ({
      body: signedIn ? { signedIn: true, user: account } : { signedIn: false },
    }),
    'POST /api/login': () => {
      signedIn = true;
      return { body: account };
    },
    'GET /api/profile': { body: buildProfile() },
    'GET /api/payment-info': { body: [] },
  });
}

async function logIn(view: ReturnType<typeof renderPortal>) {
  await view.user.type(await screen.findByLabelText('Username'), 'ada.lindqvist');
  await view.user.type(screen.getByLabelText('Password'), 'Harbor-Lights-2025');
  await view.user.click(screen.getByRole('button', { name: 'Log In' }));
}

let assign: jest.SpyInstance;
beforeEach(() => {
  setViewportWidth(1280);
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Log in, then back to the page asked for (issue 18)', () => {
  it('opens a portal deep link after signing in, not /profile', async () => {
    signedOutApi();
    const view = renderPortal('/profile/edit?from=mail');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/log-in'));
    expect(view.router.state.location.search).toBe(
      `?next=${encodeURIComponent('/profile/edit?from=mail')}`,
    );
    await logIn(view);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/profile/edit'));
    expect(view.router.state.location.search).toBe('?from=mail');
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the console page an admin asked for', async () => {
    signedOutApi(buildClient({ isAdmin: true }));
    const view = renderPortal(`/log-in?next=${encodeURIComponent(CONSOLE_PAGE)}`);
    await logIn(view);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CONSOLE_PAGE));
    expect(view.router.state.location.pathname).toBe('/log-in');
  });

  it('sends a client whose target is a console page to /profile', async () => {
    signedOutApi();
    const view = renderPortal(`/log-in?next=${encodeURIComponent(CONSOLE_PAGE)}`);
    await logIn(view);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/profile'));
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example/profile',
    'javascript:alert(document.domain)',
    'http://localhost:4202.evil.example/admin-users/7',
  ])('ignores the hostile target %j and opens /profile', async (next) => {
    signedOutApi(buildClient({ isAdmin: true }));
    const view = renderPortal(`/log-in?next=${encodeURIComponent(next)}`);
    await logIn(view);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/profile'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a visitor already signed in on to the target at once', async () => {
    mockApi({
      'GET /api/session': { body: { signedIn: true, user: buildClient() } },
      'GET /api/profile': { body: buildProfile() },
      'GET /api/payment-info': { body: [] },
    });
    const view = renderPortal(`/log-in?next=${encodeURIComponent('/profile/edit')}`);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/profile/edit'));
  });

  it('returns to the page after a session that ended on it', async () => {
    mockApi({
      'GET /api/session': { body: { signedIn: true, user: buildClient() } },
      'GET /api/profile': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: MESSAGES.notAuthenticated },
      },
      'GET /api/payment-info': { body: [] },
    });
    const view = renderPortal('/profile/edit');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/log-in'));
    expect(view.router.state.location.search).toBe(`?next=${encodeURIComponent('/profile/edit')}`);
  });
});
