/**
 * @jest-environment node
 */
import { ACCOUNT_MESSAGES, type AccountSession } from '@consult/domain';
import { accountApi } from './account.api';
import { errorMessage, errorStatus } from './errors';
import { createTestStore } from './test-stores';
import { settle, useTestApiServer } from './test-server';

const api = useTestApiServer();

const session = (id: string, current: boolean): AccountSession => ({
  id,
  createdAt: '2026-01-05T09:00:00.000Z',
  lastSeenAt: '2026-01-05T09:30:00.000Z',
  browser: 'Chrome 120 on macOS',
  userAgent: 'Mozilla/5.0',
  ipAddress: '192.0.2.10',
  current,
});

describe('the account endpoints', () => {
  it('lists the sessions, and ending one or all others refetches the list', async () => {
    const store = createTestStore();
    let sessions = [session('this-one-aaaaaaaa', true), session('other-one-bbbbbbb', false)];
    api.handler = (req) => {
      if (req.method === 'GET') return { status: 200, body: sessions };
      if (req.url === '/api/sessions') return { status: 200, body: { ended: 1 } };
      sessions = sessions.filter((entry) => !req.url?.endsWith(entry.id));
      return { status: 204 };
    };
    const list = store.dispatch(accountApi.endpoints.getSessions.initiate());
    expect((await list).data).toHaveLength(2);

    await store.dispatch(accountApi.endpoints.endSession.initiate('other-one-bbbbbbb')).unwrap();
    await settle();
    const ended = await store.dispatch(accountApi.endpoints.endOtherSessions.initiate()).unwrap();
    expect(ended).toEqual({ ended: 1 });
    await settle();
    list.unsubscribe();

    expect(api.hits).toEqual([
      'GET /api/sessions',
      'DELETE /api/sessions/other-one-bbbbbbb',
      'GET /api/sessions',
      'DELETE /api/sessions',
      'GET /api/sessions',
    ]);
  });

  it('changes the password (204) and refetches the sessions the change signed out', async () => {
    const store = createTestStore();
    api.handler = (req) =>
      req.method === 'GET'
        ? { status: 200, body: [session('a'.repeat(22), true)] }
        : { status: 204 };
    const list = store.dispatch(accountApi.endpoints.getSessions.initiate());
    await list;
    await store
      .dispatch(
        accountApi.endpoints.changePassword.initiate({
          currentPassword: 'old passphrase',
          newPassword: 'new passphrase',
        }),
      )
      .unwrap();
    await settle();
    list.unsubscribe();
    expect(api.hits).toEqual([
      'GET /api/sessions',
      'POST /api/password {"currentPassword":"old passphrase","newPassword":"new passphrase"}',
      'GET /api/sessions',
    ]);
  });

  it('asks for a reset link and uses one, with the server’s message on a refusal', async () => {
    const store = createTestStore();
    api.handler = (req) =>
      req.url === '/api/password-reset'
        ? { status: 202, body: { message: ACCOUNT_MESSAGES.resetRequested } }
        : { status: 400, body: { statusCode: 400, message: ACCOUNT_MESSAGES.resetLinkInvalid } };
    const asked = await store
      .dispatch(accountApi.endpoints.requestPasswordReset.initiate({ email: 'ada@example.com' }))
      .unwrap();
    expect(asked).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });

    const used = await store.dispatch(
      accountApi.endpoints.confirmPasswordReset.initiate({
        token: 't'.repeat(43),
        newPassword: 'x',
      }),
    );
    expect(errorStatus(used.error)).toBe(400);
    expect(errorMessage(used.error, 'fallback')).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });
});
