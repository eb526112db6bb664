import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@consult/domain';
import { sessionIdOf, setCookieHeaders } from './support/cookies';
import { createSignedInUser, registerUser } from './support/factories';
import { FOREIGN_ORIGIN, ORIGIN, startApp } from './support/test-app';
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

describe('the client’s own sessions', () => {
  const t = useTestApp();

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
