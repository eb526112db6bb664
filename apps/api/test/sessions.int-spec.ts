import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Database, Statement } from 'better-sqlite3';
import mysql from 'mysql2';
import { DataSource, type Repository } from 'typeorm';
import { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver';
import { MESSAGES, type AccountSession } from '@consult/domain';
import { Session } from '../src/sessions/session.entity';
import { SessionsService } from '../src/sessions/sessions.service';
import { User } from '../src/users/user.entity';
import { UsersService } from '../src/users/users.service';
import {
  cookieAttributes,
  sessionCookie,
  sessionIdOf,
  sessionSetCookie,
  setCookieHeaders,
} from './support/cookies';
import { createSignedInUser, logIn, registerUser } from './support/factories';
import { FOREIGN_ORIGIN, ORIGIN, startApp, type TestApp } from './support/test-app';

const signedIn = async (t: TestApp, cookie: string) =>
  (await t.http().get('/api/user').set('Cookie', cookie)).status;

function sessionRepository(t: TestApp): Repository<Session> {
  return t.app.get<Repository<Session>>(getRepositoryToken(Session));
}

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
});

describe('session lifetime', () => {
  it('ends a browser session after the idle timeout, and activity keeps it alive until then', async () => {
    // 1.5 s idle timeout.
    const t = await startApp({ SESSION_IDLE_MINUTES: '0.025' });
    try {
      const { cookie } = await createSignedInUser(t);
      for (let i = 0; i < 4; i++) {
        await sleep(600);
        expect(await signedIn(t, cookie)).toBe(200);
      }
      await sleep(1800);
      expect(await signedIn(t, cookie)).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('ends a browser session at the absolute limit even when it is active', async () => {
    // 12 h scaled down to 2.5 s; idle limit far away.
    const t = await startApp({ SESSION_ABSOLUTE_HOURS: String(2.5 / 3600) });
    try {
      const { cookie } = await createSignedInUser(t);
      expect(await signedIn(t, cookie)).toBe(200);
      await sleep(1300);
      expect(await signedIn(t, cookie)).toBe(200);
      await sleep(1500);
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
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

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

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Signs in from a browser that names itself `userAgent`; answers the session cookie. */
async function signInWith(
  t: TestApp,
  account: { username: string; password: string },
  userAgent: string,
  rememberMe = false,
): Promise<string> {
  const response = await t
    .http()
    .post('/api/login')
    .set('Origin', ORIGIN)
    .set('User-Agent', userAgent)
    .send({ username: account.username, password: account.password, rememberMe });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

const listSessions = async (t: TestApp, cookie: string) => {
  const response = await t.http().get('/api/sessions').set('Cookie', cookie);
  expect(response.status).toBe(200);
  return response.body as AccountSession[];
};

const endSession = (t: TestApp, cookie: string, id: string) =>
  t.http().delete(`/api/sessions/${id}`).set('Origin', ORIGIN).set('Cookie', cookie);

describe('the client’s own sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists each session with a public id, its times, browser and address, this one marked', async () => {
    const { input, user } = await registerUser(t);
    const mac = await signInWith(t, input, CHROME_MAC);
    const windows = await signInWith(t, input, FIREFOX_WINDOWS);

    const sessions = await listSessions(t, mac);

    expect(sessions).toHaveLength(2);
    const current = sessions.find((session) => session.current);
    const other = sessions.find((session) => !session.current);
    expect(current).toMatchObject({
      browser: 'Chrome 120 on macOS',
      userAgent: CHROME_MAC,
      ipAddress: '127.0.0.1',
    });
    expect(other).toMatchObject({ browser: 'Firefox 128 on Windows', userAgent: FIREFOX_WINDOWS });
    for (const session of sessions) {
      expect(Date.parse(session.createdAt)).toBeLessThanOrEqual(Date.parse(session.lastSeenAt));
      expect(Date.now() - Date.parse(session.lastSeenAt)).toBeLessThan(60_000);
    }
    // The public ids give neither a session id nor its stored hash away.
    const rows = await sessionRepository(t).findBy({ userId: user.id });
    const secrets = [mac, windows].flatMap((cookie) => {
      const id = sessionIdOf(cookie);
      return [id, createHash('sha256').update(id).digest('hex')];
    });
    expect(rows.map((row) => row.id).sort()).toEqual(secrets.filter((_, i) => i % 2).sort());
    for (const session of sessions) {
      for (const secret of secrets) {
        expect(secret).not.toContain(session.id);
        expect(session.id).not.toContain(secret.slice(0, 16));
      }
    }
    // From the other browser, that one is the current one.
    expect((await listSessions(t, windows)).find((s) => s.current)?.id).toBe(other?.id);
  });

  it('lists no session of another client', async () => {
    const { input } = await registerUser(t);
    const mine = await signInWith(t, input, CHROME_MAC);
    const stranger = await createSignedInUser(t);
    const ids = (await listSessions(t, mine)).map((session) => session.id);
    expect(ids).toHaveLength(1);
    expect((await listSessions(t, stranger.cookie)).map((s) => s.id)).not.toContain(ids[0]);
  });

  it('ends one session at once: its cookie stops working, the others go on', async () => {
    const { input } = await registerUser(t);
    const mac = await signInWith(t, input, CHROME_MAC);
    const windows = await signInWith(t, input, FIREFOX_WINDOWS);
    const other = (await listSessions(t, mac)).find((session) => !session.current);
    if (!other) throw new Error('the other session should be listed');

    expect((await endSession(t, mac, other.id)).status).toBe(204);

    expect(await signedIn(t, windows)).toBe(401);
    expect(await signedIn(t, mac)).toBe(200);
    expect((await listSessions(t, mac)).map((session) => session.id)).not.toContain(other.id);
    expect((await endSession(t, mac, other.id)).status).toBe(404);
  });

  it('answers 404 for another client’s session, and leaves it alone', async () => {
    const owner = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    const [ownersSession] = await listSessions(t, owner.cookie);

    const response = await endSession(t, stranger.cookie, ownersSession.id);

    expect(response.status).toBe(404);
    expect(response.body.message).toBe(MESSAGES.notFound);
    expect(await signedIn(t, owner.cookie)).toBe(200);
    for (const id of ['nope', '../../x', '0'.repeat(64), sessionIdOf(owner.cookie)]) {
      expect((await endSession(t, stranger.cookie, encodeURIComponent(id))).status).toBe(404);
    }
    expect(await signedIn(t, owner.cookie)).toBe(200);
  });

  it('ending this session from the list signs it out and clears its cookie', async () => {
    const { cookie } = await createSignedInUser(t);
    const [current] = await listSessions(t, cookie);
    const response = await endSession(t, cookie, current.id);
    expect(response.status).toBe(204);
    expect(setCookieHeaders(response).join('\n')).toMatch(/^sid=;/m);
    expect(await signedIn(t, cookie)).toBe(401);
  });

  it('ends every other session and keeps this one', async () => {
    const { input } = await registerUser(t);
    const first = await signInWith(t, input, CHROME_MAC);
    const second = await signInWith(t, input, FIREFOX_WINDOWS);
    const third = await signInWith(t, input, CHROME_MAC, true);

    const response = await t
      .http()
      .delete('/api/sessions')
      .set('Origin', ORIGIN)
      .set('Cookie', first);

    expect([response.status, response.body]).toEqual([200, { ended: 2 }]);
    expect(await signedIn(t, first)).toBe(200);
    expect(await signedIn(t, second)).toBe(401);
    expect(await signedIn(t, third)).toBe(401);
    expect((await listSessions(t, first)).map((session) => session.current)).toEqual([true]);
  });

  it('needs a session (401) and the portal’s origin (403)', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await t.http().get('/api/sessions')).status).toBe(401);
    expect((await t.http().delete('/api/sessions').set('Origin', ORIGIN)).status).toBe(401);
    const foreign = await t
      .http()
      .delete('/api/sessions')
      .set('Origin', FOREIGN_ORIGIN)
      .set('Cookie', cookie);
    expect(foreign.status).toBe(403);
  });
});

describe('the session list and the lifetime rules', () => {
  it('leaves out a session that has idled out, before the sweep deletes its row', async () => {
    // 0.6 s idle timeout; remember-me has none.
    const t = await startApp({ SESSION_IDLE_MINUTES: '0.01' });
    try {
      const { input, user } = await registerUser(t);
      await signInWith(t, input, FIREFOX_WINDOWS);
      const remembered = await signInWith(t, input, CHROME_MAC, true);
      await sleep(900);
      expect(await sessionRepository(t).countBy({ userId: user.id })).toBe(2);
      const sessions = await listSessions(t, remembered);
      expect(sessions.map((session) => [session.browser, session.current])).toEqual([
        ['Chrome 120 on macOS', true],
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('a signed-in request (issue 19)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The SQL the app sends to the database while `work` runs, as the driver is asked for it. */
  async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
    const driver = t.get(DataSource).driver;
    const spies =
      driver instanceof BetterSqlite3Driver
        ? (['all', 'get', 'run', 'iterate'] as const).map((method) =>
            jest.spyOn(
              Object.getPrototypeOf(
                (driver.databaseConnection as Database).prepare('SELECT 1'),
              ) as Statement,
              method,
            ),
          )
        : (['query', 'execute'] as const).map((method) =>
            jest.spyOn(mysql.Connection.prototype, method),
          );
    try {
      await work();
      return spies.flatMap((spy) =>
        spy.mock.calls.map((args: unknown[], call) => {
          const [sql] = args;
          if (driver instanceof BetterSqlite3Driver) {
            return (spy.mock.contexts[call] as Statement).source;
          }
          return typeof sql === 'string' ? sql : (sql as { sql: string }).sql;
        }),
      );
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  it('reads its session and its account in one query, and writes nothing', async () => {
    const { cookie, user } = await createSignedInUser(t);
    expect(await signedIn(t, cookie)).toBe(200);

    const queries = await statementsDuring(async () => {
      const answer = await t.http().get('/api/user').set('Cookie', cookie);
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
