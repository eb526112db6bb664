import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Session } from '../src/sessions/session.entity';
import { SessionsService } from '../src/sessions/sessions.service';
import { UsersService } from '../src/users/users.service';
import { sessionCookie, sessionIdOf } from './support/cookies';
import { createSignedInUser, logIn } from './support/factories';
import { startApp, type TestApp } from './support/test-app';

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
