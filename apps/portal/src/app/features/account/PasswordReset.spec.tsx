import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES, MESSAGES } from '@consult/domain';
import { type MockRoute, calledRoutes, mockApi, setViewportWidth } from '@consult/ui/testing';
import { renderPortal } from '../../../testing/render-portal';

const signedOut = {
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', message: MESSAGES.notAuthenticated },
};
const TOKEN = 'Q'.repeat(43);

function resetApi(routes: Record<string, MockRoute>) {
  return mockApi({ 'GET /api/user': signedOut, ...routes });
}

async function bodyOf(fetchMock: jest.Mock, route: string): Promise<unknown> {
  await waitFor(() => expect(calledRoutes(fetchMock)).toContain(route));
  const request = fetchMock.mock.calls
    .map(([input]) => input as Request)
    .find((r) => `${r.method} ${new URL(r.url).pathname}` === route);
  return request?.clone().json();
}

describe('Forgot password', () => {
  beforeEach(() => setViewportWidth(1280));

  it('is linked from the log-in page', async () => {
    resetApi({});
    const { user, router } = renderPortal('/log-in');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('checks the address, then shows the API’s one confirmation in place of the form', async () => {
    const fetchMock = resetApi({
      'POST /api/password-reset': {
        status: 202,
        body: { message: ACCOUNT_MESSAGES.resetRequested },
      },
    });
    const { user } = renderPortal('/forgot-password');
    const button = await screen.findByRole('button', { name: 'Send Reset Link' });

    await user.type(screen.getByLabelText(/^Email/), 'not an address');
    await user.click(button);
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/password-reset');

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), '  ada@lindqvist-logistics.example ');
    await user.click(button);

    expect(await bodyOf(fetchMock, 'POST /api/password-reset')).toEqual({
      email: 'ada@lindqvist-logistics.example',
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetRequested)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Forgot password' })).not.toBeInTheDocument();
  });

  it('toasts a refusal (too many requests) with the server’s message and keeps the form', async () => {
    resetApi({
      'POST /api/password-reset': {
        status: 429,
        body: { statusCode: 429, message: ACCOUNT_MESSAGES.tooManyResetRequests },
      },
    });
    const { user } = renderPortal('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'ada@lindqvist-logistics.example');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(ACCOUNT_MESSAGES.tooManyResetRequests)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
  });
});

describe('Reset password', () => {
  beforeEach(() => setViewportWidth(1280));

  it('sends the link’s token with the new password, toasts and opens the log-in page', async () => {
    const fetchMock = resetApi({ 'POST /api/password-reset/confirm': { status: 204 } });
    const { user, router } = renderPortal(`/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), 'a brand new passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await bodyOf(fetchMock, 'POST /api/password-reset/confirm')).toEqual({
      token: TOKEN,
      newPassword: 'a brand new passphrase',
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordReset)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/log-in'));
  });

  it('checks the new password and its confirmation before calling the API', async () => {
    const fetchMock = resetApi({});
    const { user } = renderPortal(`/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/password-reset/confirm');
  });

  it('says an invalid, used or expired link cannot be used, with the way to a new one', async () => {
    resetApi({
      'POST /api/password-reset/confirm': {
        status: 400,
        body: {
          statusCode: 400,
          message: ACCOUNT_MESSAGES.resetLinkInvalid,
          fields: { token: ACCOUNT_MESSAGES.resetLinkInvalid },
        },
      },
    });
    const { user, router } = renderPortal(`/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), 'a brand new passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    const form = screen.getByRole('form', { name: 'Choose a new password' });
    expect(await within(form).findByText(ACCOUNT_MESSAGES.resetLinkInvalid)).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('shows no form for a link without a token', async () => {
    resetApi({});
    renderPortal('/reset-password');
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetTokenRequired)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
