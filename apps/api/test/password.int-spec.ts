import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { ACCOUNT_MESSAGES, DEFAULT_APP_URLS, LIMITS, MESSAGES } from '@consult/domain';
import { PasswordResetToken } from '../src/account/password-reset-token.entity';
import { RESET_REQUEST_FLOOR_MS } from '../src/account/password-reset.service';
import { AuditLog } from '../src/audit/audit-log.entity';
import { sessionCookie } from './support/cookies';
import { createSignedInUser, logIn, registerUser } from './support/factories';
import { outboxDrained } from './support/mail-outbox';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from './support/smtp-capture';
import { FOREIGN_ORIGIN, ORIGIN, startApp, type TestApp } from './support/test-app';

/**
 * Issue 17, items 5 and 6: a client changes their password (the current one checked as a sign-in
 * is), and resets a forgotten one through a single-use link e-mailed to them. OWASP ASVS 5.0 level
 * 2 where the issue is silent (docs/security.md).
 */

const NEW_PASSWORD = 'a much longer passphrase, freshly chosen';

const signedIn = async (t: TestApp, cookie: string) =>
  (await t.http().get('/api/user').set('Cookie', cookie)).status;

const changePassword = (t: TestApp, cookie: string, body: object, origin = ORIGIN) =>
  t.http().post('/api/password').set('Origin', origin).set('Cookie', cookie).send(body);

const askReset = (t: TestApp, email: string) =>
  t.http().post('/api/password-reset').set('Origin', ORIGIN).send({ email });

const confirmReset = (t: TestApp, token: string, newPassword = NEW_PASSWORD) =>
  t.http().post('/api/password-reset/confirm').set('Origin', ORIGIN).send({ token, newPassword });

const auditRows = (t: TestApp) => t.app.get(DataSource).getRepository(AuditLog);
const tokenRows = (t: TestApp) => t.app.get(DataSource).getRepository(PasswordResetToken);

const RESET_SUBJECT = 'Reset your client portal password';

/** The reset e-mails `smtp` holds for `email` (registration sends other mail too). */
const resetMailsTo = (smtp: SmtpCapture, email: string) =>
  smtp.messages.filter(
    (mail) => mail.parsed.subject === RESET_SUBJECT && mail.envelope.to.includes(email),
  );

/** Waits for the `count`-th reset e-mail to `email` and answers it. */
async function resetMail(smtp: SmtpCapture, email: string, count: number): Promise<CapturedMail> {
  const deadline = Date.now() + 10_000;
  while (resetMailsTo(smtp, email).length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} reset e-mail(s) to ${email}`);
    await sleep(20);
  }
  return resetMailsTo(smtp, email)[count - 1];
}

/** The reset link a captured e-mail carries. */
function resetLinkIn(mail: CapturedMail): URL {
  const match = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(
    mail.parsed.text ?? '',
  );
  if (!match) throw new Error(`no reset link in: ${mail.parsed.text}`);
  return new URL(match[1]);
}

describe('changing the password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

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

describe('resetting a forgotten password', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await outboxDrained(t);
    await t.close();
    await smtp.close();
  });

  /** Asks for a link for `email` and answers the link of the e-mail it brought. */
  async function resetLinkFor(email: string): Promise<URL> {
    const before = resetMailsTo(smtp, email).length;
    expect((await askReset(t, email)).status).toBe(202);
    const mail = await resetMail(smtp, email, before + 1);
    expect(mail.envelope.to).toEqual([email]);
    return resetLinkIn(mail);
  }

  it('e-mails a single-use link to the portal; following it sets the password, ends every session and is audited', async () => {
    const { input, user, cookie } = await createSignedInUser(t);
    const otherBrowser = sessionCookie(await logIn(t, input.username, input.password));

    const link = await resetLinkFor(input.email);
    expect(`${link.origin}${link.pathname}`).toBe(`${DEFAULT_APP_URLS.portal}/reset-password`);
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const confirmed = await confirmReset(t, token);
    expect(confirmed.status).toBe(204);
    expect(await signedIn(t, cookie)).toBe(401);
    expect(await signedIn(t, otherBrowser)).toBe(401);
    expect((await logIn(t, input.username, input.password)).status).toBe(401);
    expect((await logIn(t, input.username, NEW_PASSWORD)).status).toBe(200);

    const again = await confirmReset(t, token, 'yet another passphrase here');
    expect([again.status, again.body.message]).toEqual([400, ACCOUNT_MESSAGES.resetLinkInvalid]);
    expect((await logIn(t, input.username, NEW_PASSWORD)).status).toBe(200);

    const audit = await auditRows(t).findBy({ actorUserId: user.id });
    expect(audit.map((row) => [row.action, row.targetUserId])).toEqual([
      ['account.password_reset', user.id],
    ]);
    expect(t.rawLogs()).not.toContain(token);
    expect(t.rawLogs()).not.toContain(NEW_PASSWORD);
  });

  it('stores only the SHA-256 of the token, and the link works for an hour', async () => {
    const { input, user } = await registerUser(t);
    const token = (await resetLinkFor(input.email)).searchParams.get('token') ?? '';
    const [row] = await tokenRows(t).findBy({ userId: user.id });
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const stored = JSON.stringify(
      await t.app.get(DataSource).query('SELECT * FROM password_reset_tokens'),
    );
    expect(stored).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60 * 60_000);
    expect(row.usedAt).toBeNull();
  });

  it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
    const { input } = await registerUser(t);
    const nobody = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const known = await askReset(t, input.email);
    const unknown = await askReset(t, nobody);

    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(known.body).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    await resetMail(smtp, input.email, 1);
    await outboxDrained(t);
    expect(smtp.messages.filter((mail) => mail.envelope.to.includes(nobody))).toEqual([]);
  });

  it('takes about the same time for an unknown address as for a known one', async () => {
    const { input } = await registerUser(t);
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await askReset(t, email)).status).toBe(202);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed(input.email));
      unknown.push(await timed(`nobody-${i}-${randomBytes(4).toString('hex')}@example.com`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2];
    for (const time of [...known, ...unknown])
      expect(time).toBeGreaterThanOrEqual(RESET_REQUEST_FLOOR_MS - 5);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(60);
    await outboxDrained(t);
  });

  it('refuses an unknown or malformed token with the one message, and changes nothing', async () => {
    const { input } = await createSignedInUser(t);
    for (const token of [randomBytes(32).toString('base64url'), 'abc', 'x'.repeat(43) + '=']) {
      const response = await confirmReset(t, token);
      expect([response.status, response.body.message]).toEqual([
        400,
        ACCOUNT_MESSAGES.resetLinkInvalid,
      ]);
    }
    expect((await logIn(t, input.username, input.password)).status).toBe(200);
  });

  it('holds the new password to the registration’s rules and leaves the link usable', async () => {
    const { input } = await registerUser(t);
    const token = (await resetLinkFor(input.email)).searchParams.get('token') ?? '';
    const short = await confirmReset(t, token, 'short');
    expect([short.status, short.body.message]).toEqual([400, MESSAGES.passwordTooShort]);
    expect((await confirmReset(t, token)).status).toBe(204);
  });

  it('makes every other outstanding link of the account useless once one is used', async () => {
    const { input } = await registerUser(t);
    const first = (await resetLinkFor(input.email)).searchParams.get('token') ?? '';
    const second = (await resetLinkFor(input.email)).searchParams.get('token') ?? '';
    expect((await confirmReset(t, second)).status).toBe(204);
    const late = await confirmReset(t, first, 'a third passphrase, too late');
    expect([late.status, late.body.message]).toEqual([400, ACCOUNT_MESSAGES.resetLinkInvalid]);
    expect((await logIn(t, input.username, NEW_PASSWORD)).status).toBe(200);
  });

  it('makes outstanding links useless when the password is changed', async () => {
    const { input, cookie } = await createSignedInUser(t);
    const token = (await resetLinkFor(input.email)).searchParams.get('token') ?? '';
    await changePassword(t, cookie, { currentPassword: input.password, newPassword: NEW_PASSWORD });
    const response = await confirmReset(t, token, 'an attacker’s passphrase');
    expect([response.status, response.body.message]).toEqual([
      400,
      ACCOUNT_MESSAGES.resetLinkInvalid,
    ]);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { input } = await registerUser(t);
    const token = (await resetLinkFor(input.email)).searchParams.get('token') ?? '';
    const answers = await Promise.all([
      confirmReset(t, token, 'first passphrase of the two'),
      confirmReset(t, token, 'second passphrase of the two'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 400]);
  });

  it('sends every account its link when several ask at once (no deadlock between their transactions)', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => registerUser(t)));
    const answers = await Promise.all(accounts.map(({ input }) => askReset(t, input.email)));
    expect(answers.map((answer) => answer.status)).toEqual(accounts.map(() => 202));
    for (const { input } of accounts) await resetMail(smtp, input.email, 1);
  });
});

describe('reset links expire', () => {
  it('refuses a link past its lifetime with the one message', async () => {
    const smtp = await startSmtpCapture();
    // An hour scaled down to 1.2 s.
    const t = await startApp({ SMTP_URL: smtp.url, PASSWORD_RESET_TOKEN_MINUTES: '0.02' });
    try {
      const { input } = await registerUser(t);
      expect((await askReset(t, input.email)).status).toBe(202);
      const token = resetLinkIn(await resetMail(smtp, input.email, 1)).searchParams.get('token');
      if (!token) throw new Error('the link has no token');
      await sleep(1500);
      const response = await confirmReset(t, token);
      expect([response.status, response.body.message]).toEqual([
        400,
        ACCOUNT_MESSAGES.resetLinkInvalid,
      ]);
      expect((await logIn(t, input.username, input.password)).status).toBe(200);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('reset requests are rate-limited', () => {
  it('per address, known or not, and per IP, with 429 and a Retry-After', async () => {
    const t = await startApp({
      PASSWORD_RESET_RATE_LIMIT_PER_ADDRESS: '2',
      PASSWORD_RESET_RATE_LIMIT_PER_IP: '7',
    });
    try {
      const { input } = await registerUser(t);
      const unknown = `nobody-${randomBytes(4).toString('hex')}@example.com`;
      for (const email of [input.email, unknown]) {
        expect((await askReset(t, email)).status).toBe(202);
        expect((await askReset(t, email.toUpperCase())).status).toBe(202);
        const third = await askReset(t, email);
        expect([third.status, third.body.message]).toEqual([
          429,
          ACCOUNT_MESSAGES.tooManyResetRequests,
        ]);
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Each of those six took a place in the IP's window (refused or not): a seventh address
      // passes, and the eighth request from this IP is refused whatever the address.
      expect((await askReset(t, `a-${unknown}`)).status).toBe(202);
      const eighth = await askReset(t, `b-${unknown}`);
      expect([eighth.status, eighth.body.message]).toEqual([
        429,
        ACCOUNT_MESSAGES.tooManyResetRequests,
      ]);
    } finally {
      await t.close();
    }
  });

  it('limits the links tried per IP', async () => {
    const t = await startApp({ PASSWORD_RESET_CONFIRM_RATE_LIMIT_PER_IP: '2' });
    try {
      for (let i = 0; i < 2; i++)
        expect((await confirmReset(t, randomBytes(32).toString('base64url'))).status).toBe(400);
      const third = await confirmReset(t, randomBytes(32).toString('base64url'));
      expect([third.status, third.body.message]).toEqual([429, MESSAGES.tooManyAttempts]);
    } finally {
      await t.close();
    }
  });
});
