import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES, MESSAGES, type AccountSession } from '@consult/domain';
import { type MockRoute, calledRoutes, mockApi, setViewportWidth } from '@consult/ui/testing';
import { buildClient } from '../../../testing/factories';
import { renderPortal } from '../../../testing/render-portal';

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 'this-device-aaaaaaaaa',
  createdAt: '2026-03-02T09:15:00.000Z',
  lastSeenAt: '2026-03-02T10:40:00.000Z',
  browser: 'Chrome 120 on macOS',
  userAgent: 'Mozilla/5.0 (Macintosh) Chrome/120.0',
  ipAddress: '192.0.2.10',
  current: true,
  ...overrides,
});

const THIS_DEVICE = session({});
const PHONE = session({
  id: 'other-phone-bbbbbbbbb',
  browser: 'Safari 17 on iOS',
  ipAddress: '198.51.100.7',
  current: false,
});
const LAPTOP = session({
  id: 'other-laptop-ccccccc',
  browser: 'Firefox 128 on Windows',
  ipAddress: '203.0.113.4',
  current: false,
});

/** The API of a signed-in client with sessions; `password` answers `POST /api/password`. */
function accountApi(password: MockRoute = { status: 204 }) {
  let sessions = [THIS_DEVICE, PHONE, LAPTOP];
  return mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/sessions': () => ({ body: sessions }),
    'POST /api/password': async (request) => {
      const reply = typeof password === 'function' ? await password(request) : password;
      if ((reply.status ?? 200) < 300) sessions = sessions.filter((s) => s.current);
      return reply;
    },
    [`DELETE /api/sessions/${PHONE.id}`]: () => {
      sessions = sessions.filter((s) => s.id !== PHONE.id);
      return { status: 204 };
    },
    'DELETE /api/sessions': () => {
      const ended = sessions.length - 1;
      sessions = sessions.filter((s) => s.current);
      return { body: { ended } };
    },
  });
}

async function openAccount(password?: MockRoute) {
  const fetchMock = accountApi(password);
  const view = renderPortal('/account');
  await screen.findByRole('heading', { name: 'Account & Security' });
  return { ...view, fetchMock };
}

async function bodyOf(fetchMock: jest.Mock, route: string): Promise<unknown> {
  await waitFor(() => expect(calledRoutes(fetchMock)).toContain(route));
  const request = fetchMock.mock.calls
    .map(([input]) => input as Request)
    .find((r) => `${r.method} ${new URL(r.url).pathname}` === route);
  return request?.clone().json();
}

const sessionList = () => screen.findByRole('list', { name: 'Your sessions' });
const changeButton = () => screen.getByRole('button', { name: 'Change Password' });

describe('Account & Security', () => {
  beforeEach(() => setViewportWidth(1280));

  it('sends an anonymous visitor to /log-in', async () => {
    mockApi({ 'GET /api/user': { status: 401, body: { message: MESSAGES.notAuthenticated } } });
    const { router } = renderPortal('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/log-in'));
  });

  describe('change password', () => {
    it('checks the three fields before calling the API, with the shared messages', async () => {
      const { user, fetchMock } = await openAccount();
      await user.click(changeButton());
      expect(await screen.findByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
      expect(screen.getByText(ACCOUNT_MESSAGES.newPasswordRequired)).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.confirmPasswordRequired)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveFocus());

      await user.type(screen.getByLabelText(/^Current password/), 'old passphrase');
      await user.type(screen.getByLabelText(/^New password/), 'short');
      await user.type(screen.getByLabelText(/^Confirm new password/), 'other');
      await user.click(changeButton());
      expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
      expect(calledRoutes(fetchMock)).not.toContain('POST /api/password');
    });

    it('sends the current and new password, toasts, empties the form and refreshes the sessions', async () => {
      const { user, fetchMock } = await openAccount();
      expect(within(await sessionList()).getAllByRole('listitem')).toHaveLength(3);

      await user.type(screen.getByLabelText(/^Current password/), 'Harbor-Lights-2025');
      await user.type(screen.getByLabelText(/^New password/), 'a brand new passphrase');
      await user.type(screen.getByLabelText(/^Confirm new password/), 'a brand new passphrase');
      await user.click(changeButton());

      expect(await bodyOf(fetchMock, 'POST /api/password')).toEqual({
        currentPassword: 'Harbor-Lights-2025',
        newPassword: 'a brand new passphrase',
      });
      expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
      expect(screen.getByText(ACCOUNT_MESSAGES.passwordChangedDescription)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''));
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem'),
        ).toHaveLength(1),
      );
    });

    it('shows a wrong current password under its field, focused, without a toast', async () => {
      const { user } = await openAccount({
        status: 400,
        body: {
          statusCode: 400,
          message: ACCOUNT_MESSAGES.currentPasswordWrong,
          fields: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong },
        },
      });
      await user.type(screen.getByLabelText(/^Current password/), 'not it');
      await user.type(screen.getByLabelText(/^New password/), 'a brand new passphrase');
      await user.type(screen.getByLabelText(/^Confirm new password/), 'a brand new passphrase');
      await user.click(changeButton());

      const field = screen.getByLabelText(/^Current password/);
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(ACCOUNT_MESSAGES.currentPasswordWrong),
      );
      expect(field).toHaveFocus();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByLabelText(/^New password/)).toHaveValue('a brand new passphrase');
    });

    it('goes to /log-in, and back here once signed in, when the session has ended (401)', async () => {
      const ended = { status: 401, body: { statusCode: 401, message: MESSAGES.notAuthenticated } };
      const { user, router } = await openAccount(() => {
        mockApi({ 'GET /api/user': ended }); // from now on the API knows no user
        return ended;
      });
      await user.type(screen.getByLabelText(/^Current password/), 'Harbor-Lights-2025');
      await user.type(screen.getByLabelText(/^New password/), 'a brand new passphrase');
      await user.type(screen.getByLabelText(/^Confirm new password/), 'a brand new passphrase');
      await user.click(changeButton());

      expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
      const { pathname, search } = router.state.location;
      expect(`${pathname}${search}`).toBe('/log-in?next=%2Faccount');
      expect(screen.queryByText(ACCOUNT_MESSAGES.passwordChangeFailed)).not.toBeInTheDocument();
    });
  });

  describe('sessions', () => {
    it('lists each session with its browser, address and times, this device marked and not offered to sign out', async () => {
      await openAccount();
      const items = within(await sessionList()).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      expect(items[0]).toHaveTextContent('Chrome 120 on macOS');
      expect(items[0]).toHaveTextContent('This device');
      expect(items[0]).toHaveTextContent('IP address 192.0.2.10');
      expect(items[0]).toHaveTextContent(/Signed in Mar 2, 2026, \d+:15 [AP]M/);
      expect(within(items[0]).queryByRole('button')).not.toBeInTheDocument();
      expect(items[1]).toHaveTextContent('Safari 17 on iOS');
      expect(items[1]).not.toHaveTextContent('This device');
      expect(
        within(items[1]).getByRole('button', { name: /^Sign out Safari 17 on iOS/ }),
      ).toBeInTheDocument();
    });

    it('signs one session out after a confirmation, and cancelling changes nothing', async () => {
      const { user, fetchMock } = await openAccount();
      const phone = within(await sessionList()).getAllByRole('listitem')[1];

      await user.click(within(phone).getByRole('button', { name: /^Sign out/ }));
      let dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
      expect(dialog).toHaveTextContent('Safari 17 on iOS (IP address 198.51.100.7)');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calledRoutes(fetchMock)).not.toContain(`DELETE /api/sessions/${PHONE.id}`);

      await user.click(within(phone).getByRole('button', { name: /^Sign out/ }));
      dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
      await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

      expect(await screen.findByText(ACCOUNT_MESSAGES.sessionEnded)).toBeInTheDocument();
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem'),
        ).toHaveLength(2),
      );
      expect(calledRoutes(fetchMock)).toContain(`DELETE /api/sessions/${PHONE.id}`);
    });

    it('signs out all other sessions after a confirmation', async () => {
      const { user, fetchMock } = await openAccount();
      await sessionList();
      await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
      await user.click(within(dialog).getByRole('button', { name: 'Sign out all' }));

      expect(await screen.findByText(ACCOUNT_MESSAGES.otherSessionsEnded(2))).toBeInTheDocument();
      expect(calledRoutes(fetchMock)).toContain('DELETE /api/sessions');
      await waitFor(() =>
        expect(
          screen.queryByRole('button', { name: 'Sign out all other sessions' }),
        ).not.toBeInTheDocument(),
      );
    });
  });
});
