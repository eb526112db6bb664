import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { SessionsService } from '../src/sessions/sessions.service';
import { User } from '../src/users/user.entity';
import { UsersService } from '../src/users/users.service';
import { cookieAttributes, sessionCookie, sessionIdOf, sessionSetCookie } from './support/cookies';
import { createSignedInUser, logIn, registerUser } from './support/factories';
import { requestStatementsDuring } from './support/request-statements';
import { startApp } from './support/test-app';
import { useTestApp } from './support/suite';
import {
  CHROME_MAC,
  FIREFOX_WINDOWS,
  endSession,
  listSessions,
  sessionRepository,
  signInWith,
  signedIn,
} from './support/sessions';

describe('sessions stored in the database', () => {
  it('survive a restart of the API', async () => {
    const first = await startApp();
    const { cookie } = await createSignedInUser(first);
    expect(await signedIn(first, cookie)).toBe(200);
    await first.close();

    const second = await startApp();
    try {
      expect(await signedIn(second, cookie)).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('are stored under the SHA-256 of the session id, never the id itself', async () => {
    const t = await startApp();
    try {
      const { cookie, user } = await createSignedInUser(t);
      const sessionId = sessionIdOf(cookie);
      const rows = await sessionRepository(t).findBy({ userId: user.id });

      expect(rows).toHaveLength(1);
      expect(rows[0].id).toBe(createHash('sha256').update(sessionId).digest('hex'));
      expect(rows[0].id).not.toContain(sessionId);
      expect(rows[0].data).not.toContain(sessionId);
    } finally {
      await t.close();
    }
  });

  it("keep in their data only what the plugin cannot restore: the sign-in's place and browser are the row's", async () => {
    // @fastify/session hashes all of a session's data twice on every request (stored-session.ts).
    const t = await startApp();
    try {
      const { input, user } = await registerUser(t);
      const browser = sessionIdOf(await signInWith(t, input, CHROME_MAC));
      const remembered = await signInWith(t, input, FIREFOX_WINDOWS, true);
      const rows = await sessionRepository(t).findBy({ userId: user.id });
      const rowOf = (cookieId: string) =>
        rows.find((row) => row.id === createHash('sha256').update(cookieId).digest('hex'));

      const browserRow = rowOf(browser);
      expect(JSON.parse(browserRow?.data ?? '')).toEqual({
        userId: user.id,
        rememberMe: false,
        authenticatedAt: expect.any(Number),
      });
      expect(browserRow).toMatchObject({ userAgent: CHROME_MAC, ipAddress: expect.any(String) });

      const rememberedRow = rowOf(sessionIdOf(remembered));
      const data = JSON.parse(rememberedRow?.data ?? '');
      expect(Object.keys(data).sort()).toEqual(
        ['authenticatedAt', 'cookie', 'rememberMe', 'userId'].sort(),
      );
      expect(data.cookie.originalMaxAge).toBe(30 * 24 * 60 * 60 * 1000);
      expect(rememberedRow?.userAgent).toBe(FIREFOX_WINDOWS);

      // Both still sign their browser in, the remembered one with its persistent cookie.
      expect(await signedIn(t, remembered)).toBe(200);
      expect(await listSessions(t, remembered)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ browser: expect.stringContaining('Chrome') }),
          expect.objectContaining({ browser: expect.stringContaining('Firefox') }),
        ]),
      );
    } finally {
      await t.close();
    }
  });
});

describe('session lifetime', () => {
  // Both limits are scaled down to seconds, with margins of whole seconds around each request: on a
  // loaded CI machine a request can take a second, and a test of a limit must not fail on that.

  it('ends a browser session after the idle timeout, and activity keeps it alive until then', async () => {
    // 4 s idle timeout: five requests 1 s apart span longer than it, then 6 s of silence ends it.
    const t = await startApp({ SESSION_IDLE_MINUTES: String(4 / 60) });
    try {
      const { cookie } = await createSignedInUser(t);
      for (let i = 0; i < 5; i++) {
        await sleep(1000);
        expect(await signedIn(t, cookie)).toBe(200);
      }
      await sleep(6000);
      expect(await signedIn(t, cookie)).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('ends a browser session at the absolute limit even when it is active', async () => {
    // 12 h scaled down to 8 s; the idle limit stays far away.
    const absoluteMs = 8000;
    const t = await startApp({ SESSION_ABSOLUTE_HOURS: String(absoluteMs / 3_600_000) });
    try {
      const before = Date.now();
      const { cookie, user } = await createSignedInUser(t);
      const after = Date.now();
      const [row] = await sessionRepository(t).findBy({ userId: user.id });
      // The end is fixed at sign-in, whatever comes after (to the second MariaDB keeps).
      const end = row.expiresAt.getTime();
      expect(end).toBeGreaterThanOrEqual(before + absoluteMs - 1000);
      expect(end).toBeLessThanOrEqual(after + absoluteMs + 1000);
      // Active up to 3 s before the end: every request is answered as signed in.
      let active = 0;
      while (Date.now() < end - 3000) {
        expect(await signedIn(t, cookie)).toBe(200);
        active++;
        await sleep(800);
      }
      expect(active).toBeGreaterThanOrEqual(2);
      expect((await sessionRepository(t).findOneByOrFail({ id: row.id })).expiresAt).toEqual(
        row.expiresAt,
      );
      await sleep(end - Date.now() + 500);
      expect(await signedIn(t, cookie)).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('keeps a remember-me session past the idle timeout', async () => {
    const t = await startApp({ SESSION_IDLE_MINUTES: '0.01' });
    try {
      const { cookie } = await createSignedInUser(t, {}, true);
      await sleep(1000);
      expect(await signedIn(t, cookie)).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('deletes expired rows in the sweep', async () => {
    const t = await startApp({ SESSION_IDLE_MINUTES: '0.005' });
    try {
      const { user } = await createSignedInUser(t);
      await sleep(400);
      await t.get(SessionsService).purgeExpired();
      expect(await sessionRepository(t).countBy({ userId: user.id })).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('ending a user’s sessions', () => {
  const t = useTestApp();

  it('demoting an admin signs them out everywhere', async () => {
    const { cookie, input } = await createSignedInUser(t);
    const users = t.get(UsersService);
    const admin = await users.promoteByEmail(input.email, 'test');
    const otherBrowser = sessionCookie(await logIn(t, input.username, input.password));
    expect(await signedIn(t, cookie)).toBe(200);

    await users.setAdmin(admin, false, 'test');

    expect(await signedIn(t, cookie)).toBe(401);
    expect(await signedIn(t, otherBrowser)).toBe(401);
  });

  it('deleting an account ends its sessions', async () => {
    const { cookie, user } = await createSignedInUser(t);
    const users = t.get(UsersService);
    const account = await users.findById(user.id);
    if (!account) throw new Error('the account should exist');
    await users.delete(account);
    expect(await signedIn(t, cookie)).toBe(401);
  });
});

/** What the spy reads of a command mysql2 queues on a connection. */
describe('a signed-in request (issue 19)', () => {
  const t = useTestApp();

  it('reads its session and its account in one query, and writes nothing', async () => {
    const { cookie, user } = await createSignedInUser(t);
    expect(await signedIn(t, cookie)).toBe(200);

    const queries = await requestStatementsDuring(t, async () => {
      // A background job's statement in the same moment (the mail outbox's, once, in CI) is not
      // the request's.
      const [answer] = await Promise.all([
        t.http().get('/api/user').set('Cookie', cookie),
        t.get(DataSource).query('SELECT 1'),
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: user.id, username: user.username });
    });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/^SELECT /);
  });

  it('reads the role with it: a role changed in the database counts on the very next request', async () => {
    const { cookie, user } = await createSignedInUser(t);
    const users = t.get(DataSource).getRepository(User);
    const check = async () => (await t.http().get('/api/admin/check').set('Cookie', cookie)).status;
    expect(await check()).toBe(403);

    await users.update({ id: user.id }, { isAdmin: true });
    expect(await check()).toBe(200);
    await users.update({ id: user.id }, { isAdmin: false });
    expect(await check()).toBe(403);
  });
});

describe('ending a session on one API instance', () => {
  it('signs it out on another instance at once', async () => {
    const first = await startApp();
    const second = await startApp();
    try {
      const { input } = await registerUser(first);
      const mac = await signInWith(first, input, CHROME_MAC);
      const windows = await signInWith(first, input, FIREFOX_WINDOWS);
      expect(await signedIn(second, windows)).toBe(200);
      const other = (await listSessions(second, mac)).find((session) => !session.current);
      if (!other) throw new Error('the other session should be listed');

      expect((await endSession(second, mac, other.id)).status).toBe(204);

      expect(await signedIn(first, windows)).toBe(401);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('admins never keep a remember-me session', () => {
  it('an admin’s remember-me sign-in keeps the idle limit and the absolute limit; a client’s lasts', async () => {
    // 1.2 s idle timeout.
    const t = await startApp({ SESSION_IDLE_MINUTES: '0.02' });
    try {
      const admin = await registerUser(t);
      await t.get(UsersService).promoteByEmail(admin.input.email, 'test');
      const client = await registerUser(t);

      const adminLogin = await logIn(t, admin.input.username, admin.input.password, {
        rememberMe: true,
      });
      const clientLogin = await logIn(t, client.input.username, client.input.password, {
        rememberMe: true,
      });
      // The admin's cookie ends with the browser; the client's lasts 30 days.
      const adminCookie = cookieAttributes(sessionSetCookie(adminLogin) ?? '');
      expect(adminCookie['max-age']).toBeUndefined();
      expect(adminCookie['expires']).toBeUndefined();
      expect(Number(cookieAttributes(sessionSetCookie(clientLogin) ?? '')['max-age'])).toBe(
        30 * 24 * 3600,
      );
      const [row] = await sessionRepository(t).findBy({ userId: admin.user.id });
      expect(row.rememberMe).toBe(false);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(
        12 * 3600_000 + 1000,
      );

      await sleep(1600);
      expect(await signedIn(t, sessionCookie(adminLogin))).toBe(401);
      expect(await signedIn(t, sessionCookie(clientLogin))).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('a promotion ends the account’s remember-me sessions and keeps its browser sessions', async () => {
    const t = await startApp();
    try {
      const { input, user } = await registerUser(t);
      const remembered = await signInWith(t, input, CHROME_MAC, true);
      const browserSession = await signInWith(t, input, FIREFOX_WINDOWS);

      await t.get(UsersService).promoteByEmail(input.email, 'test');

      expect(await signedIn(t, remembered)).toBe(401);
      expect(await signedIn(t, browserSession)).toBe(200);
      const me = await t.http().get('/api/user').set('Cookie', browserSession);
      expect(me.body.isAdmin).toBe(true);
      expect(await sessionRepository(t).countBy({ userId: user.id, rememberMe: true })).toBe(0);
    } finally {
      await t.close();
    }
  });
});
