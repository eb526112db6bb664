import { ACCOUNT_MESSAGES, LIMITS, MESSAGES } from '@consult/domain';
import { sessionCookie } from './support/cookies';
import { createSignedInUser, logIn } from './support/factories';
import { FOREIGN_ORIGIN, ORIGIN, startApp } from './support/test-app';
import { useTestApp } from './support/suite';
import { NEW_PASSWORD, auditRows, changePassword, signedIn } from './support/password';

/**
 * Issue 17, items 5 and 6: a client changes their password (the current one checked as a sign-in
 * is), and resets a forgotten one through a single-use link e-mailed to them. OWASP ASVS 5.0 level
 * 2 where the issue is silent (docs/security.md).
 */

describe('changing the password', () => {
  const t = useTestApp();

  it('sets the new password, ends every other session and keeps this one', async () => {
    const { input, cookie } = await createSignedInUser(t);
    const otherBrowser = sessionCookie(await logIn(t, input.username, input.password));

    const response = await changePassword(t, cookie, {
      currentPassword: input.password,
      newPassword: NEW_PASSWORD,
    });

    expect(response.status).toBe(204);
    expect(await signedIn(t, cookie)).toBe(200);
    expect(await signedIn(t, otherBrowser)).toBe(401);
    expect((await logIn(t, input.username, input.password)).status).toBe(401);
    expect((await logIn(t, input.username, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password with 400 and its message, and changes nothing', async () => {
    const { input, cookie } = await createSignedInUser(t);
    const otherBrowser = sessionCookie(await logIn(t, input.username, input.password));

    const response = await changePassword(t, cookie, {
      currentPassword: 'not my password at all',
      newPassword: NEW_PASSWORD,
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect(response.body.fields).toEqual({
      currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong,
    });
    expect(await signedIn(t, otherBrowser)).toBe(200);
    expect((await logIn(t, input.username, input.password)).status).toBe(200);
    expect((await logIn(t, input.username, NEW_PASSWORD)).status).toBe(401);
  });

  it('holds the new password to the registration’s rules, with their messages', async () => {
    const { input, cookie } = await createSignedInUser(t);
    const cases: Array<[object, string]> = [
      [{ currentPassword: input.password, newPassword: 'short' }, MESSAGES.passwordTooShort],
      [
        { currentPassword: input.password, newPassword: 'x'.repeat(LIMITS.passwordMax + 1) },
        MESSAGES.passwordTooLong,
      ],
      [{ currentPassword: input.password }, ACCOUNT_MESSAGES.newPasswordRequired],
      [{ newPassword: NEW_PASSWORD }, ACCOUNT_MESSAGES.currentPasswordRequired],
      [
        { currentPassword: input.password, newPassword: NEW_PASSWORD, isAdmin: true },
        MESSAGES.unknownField('isAdmin'),
      ],
    ];
    for (const [body, message] of cases) {
      const response = await changePassword(t, cookie, body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    expect((await logIn(t, input.username, input.password)).status).toBe(200);
  });

  it('needs a session (401) and the portal’s origin (403)', async () => {
    const { input, cookie } = await createSignedInUser(t);
    const body = { currentPassword: input.password, newPassword: NEW_PASSWORD };
    const anonymous = await t.http().post('/api/password').set('Origin', ORIGIN).send(body);
    expect(anonymous.status).toBe(401);
    expect((await changePassword(t, cookie, body, FOREIGN_ORIGIN)).status).toBe(403);
    expect((await logIn(t, input.username, input.password)).status).toBe(200);
  });

  it('is audited and logged, never with a password', async () => {
    const { input, user, cookie } = await createSignedInUser(t);
    await logIn(t, input.username, input.password);
    await changePassword(t, cookie, { currentPassword: input.password, newPassword: NEW_PASSWORD });

    const rows = await auditRows(t).findBy({ actorUserId: user.id });
    expect(rows.map((row) => [row.action, row.targetKind, row.targetUserId])).toEqual([
      ['account.password_change', 'user', user.id],
    ]);
    expect(rows[0].detail).toEqual({ endedSessions: 1 });
    expect(
      t.logs.some(
        (line) => line['event'] === 'account.password_changed' && line['userId'] === user.id,
      ),
    ).toBe(true);
    expect(t.rawLogs()).not.toContain(NEW_PASSWORD);
    expect(t.rawLogs()).not.toContain(input.password);
  });
});

describe('a wrong current password counts against the account’s sign-in limit', () => {
  it('is refused with 429 past the limit, even with the right password, and so is signing in', async () => {
    const t = await startApp({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '3' });
    try {
      const { input, cookie } = await createSignedInUser(t);
      for (let i = 0; i < 3; i++) {
        const guess = await changePassword(t, cookie, {
          currentPassword: `guess number ${i}`,
          newPassword: NEW_PASSWORD,
        });
        expect(guess.status).toBe(400);
      }
      const right = await changePassword(t, cookie, {
        currentPassword: input.password,
        newPassword: NEW_PASSWORD,
      });
      expect([right.status, right.body.message]).toEqual([429, MESSAGES.tooManyAttempts]);
      expect((await logIn(t, input.username, input.password)).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});
