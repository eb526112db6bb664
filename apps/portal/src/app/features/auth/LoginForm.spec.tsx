import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@consult/domain';
import { buildProfile, buildClient } from '../../../testing/factories';
import { type MockRoute, calledRoutes, mockApi, setViewportWidth } from '@consult/ui/testing';
import { renderPortal } from '../../../testing/render-portal';

const unauthenticated = {
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', message: MESSAGES.notAuthenticated },
};

/** The API of a visitor who is signed out until `POST /api/login` succeeds. */
function signedOutApi(login: MockRoute) {
  let signedIn = false;
  const user = buildClient();
  return mockApi({
    'GET /api/user': () => (signedIn ? { body: user } : unauthenticated),
    'POST /api/login': async (request) => {
      const reply = typeof login === 'function' ? await login(request) : login;
      signedIn = (reply.status ?? 200) === 200;
      return reply;
    },
    'GET /api/profile': { body: buildProfile() },
    'GET /api/payment-info': { body: [] },
  });
}

async function openLogIn() {
  const view = renderPortal('/log-in');
  await screen.findByRole('heading', { name: 'Log In' });
  return view;
}

const logInButton = () => screen.getByRole('button', { name: 'Log In' });

describe('Log in', () => {
  beforeEach(() => setViewportWidth(1280));

  it('requires the username and the password', async () => {
    const fetchMock = signedOutApi({ body: buildClient() });
    const { user } = await openLogIn();

    await user.click(logInButton());

    expect(await screen.findByText(MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/login');
  });

  it("labels the checkbox 'Remember me' from 768 px", async () => {
    signedOutApi({ body: buildClient() });
    await openLogIn();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it("labels the checkbox 'Keep me logged in' under 768 px, with a menu of the marketing pages", async () => {
    setViewportWidth(767);
    signedOutApi({ body: buildClient() });
    await openLogIn();

    expect(screen.getByRole('checkbox', { name: 'Keep me logged in' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Site menu' });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Home', 'http://localhost:4200/'],
      ['Consulting Services', 'http://localhost:4200/consulting-services'],
      ['Who We Are', 'http://localhost:4200/who-we-are'],
      ['Contact', 'http://localhost:4200/contact'],
    ]);
  });

  it('shows and hides the password with a labelled toggle', async () => {
    signedOutApi({ body: buildClient() });
    const { user } = await openLogIn();
    const password = screen.getByLabelText('Password');

    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("reads 'Logging in...' while pending, then toasts 'Login successful' and opens /profile", async () => {
    let answer: () => void = () => undefined;
    const fetchMock = signedOutApi(
      () => new Promise((resolve) => (answer = () => resolve({ body: buildClient() }))),
    );
    const { user, router } = await openLogIn();

    await user.type(screen.getByLabelText('Username'), 'ada.lindqvist');
    await user.type(screen.getByLabelText('Password'), 'Harbor-Lights-2025');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(logInButton());

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    const request = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((r) => r.url.endsWith('/api/login'));
    expect(await request?.clone().json()).toEqual({
      username: 'ada.lindqvist',
      password: 'Harbor-Lights-2025',
      rememberMe: true,
    });

    answer();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
  });

  it("toasts 'Login failed' with the server's message", async () => {
    signedOutApi({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: MESSAGES.invalidCredentials },
    });
    const { user, router } = await openLogIn();

    await user.type(screen.getByLabelText('Username'), 'ada.lindqvist');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(logInButton());

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
    expect(within(toast).getByText(MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/log-in');
    expect(logInButton()).toBeEnabled();
  });

  it("falls back to 'Please check your credentials and try again' without a server message", async () => {
    signedOutApi({ status: 503 });
    const { user } = await openLogIn();

    await user.type(screen.getByLabelText('Username'), 'ada.lindqvist');
    await user.type(screen.getByLabelText('Password'), 'Harbor-Lights-2025');
    await user.click(logInButton());

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
    expect(
      within(toast).getByText('Please check your credentials and try again'),
    ).toBeInTheDocument();
  });

  it('sends a signed-in user on to /profile', async () => {
    mockApi({
      'GET /api/user': { body: buildClient() },
      'GET /api/profile': { body: buildProfile() },
      'GET /api/payment-info': { body: [] },
    });
    const { router } = renderPortal('/log-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('links to the registration page', async () => {
    signedOutApi({ body: buildClient() });
    await openLogIn();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});
