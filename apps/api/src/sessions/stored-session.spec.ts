import fc from 'fast-check';
import { sessionCookieOptions, storedSessionData } from './stored-session';

/** @fastify/session's own session class: what the plugin makes of a stored session on every request. */
interface LibrarySession {
  cookie: { toJSON(): Record<string, unknown> };
  options(options: Record<string, unknown>): void;
  isModified(): boolean;
  [field: string]: unknown;
}
type LibrarySessionClass = new (...args: unknown[]) => LibrarySession;
// The plugin's internal class, as the plugin itself loads it (the package exports no types for it).
const Session = require('@fastify/session/lib/session') as LibrarySessionClass;

const store = {};
const request = { protocol: 'https' };
const signer = { sign: (id: string) => `${id}.signature` };
const newId = () => 'a-new-session-id';

/** A session as the API's sign-in leaves it (SessionAuthService.begin). */
function signedIn(
  secure: boolean,
  fields: { rememberMe: boolean; ipAddress: string; userAgent: string },
  rememberMeMs: number,
): LibrarySession {
  const session = new Session(store, request, newId, sessionCookieOptions(secure), signer);
  session.userId = 7;
  session.rememberMe = fields.rememberMe;
  session.authenticatedAt = 1_796_000_000_000;
  session.ipAddress = fields.ipAddress;
  session.userAgent = fields.userAgent;
  session.options(
    fields.rememberMe ? { maxAge: rememberMeMs } : { maxAge: undefined, expires: undefined },
  );
  return session;
}

/** The session the plugin makes of a row's `data` on a later request. */
function restored(data: string, secure: boolean): LibrarySession {
  const stored = JSON.parse(data) as unknown;
  return new Session(
    store,
    request,
    newId,
    sessionCookieOptions(secure),
    signer,
    stored,
    'the-session-id',
  );
}

const signIn = fc.record({
  rememberMe: fc.boolean(),
  ipAddress: fc.oneof(fc.ipV4(), fc.ipV6()),
  userAgent: fc.string({ maxLength: 500 }),
});

describe('storedSessionData', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-01T09:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('keeps neither a browser-session cookie nor where the sign-in came from', () => {
    const session = signedIn(
      true,
      { rememberMe: false, ipAddress: '203.0.113.9', userAgent: 'Firefox' },
      0,
    );

    expect(JSON.parse(JSON.stringify(storedSessionData(session as never, true)))).toEqual({
      userId: 7,
      rememberMe: false,
      authenticatedAt: 1_796_000_000_000,
    });
  });

  it('keeps a remember-me cookie as it is', () => {
    const session = signedIn(
      true,
      { rememberMe: true, ipAddress: '203.0.113.9', userAgent: 'Firefox' },
      30 * 86_400_000,
    );

    const stored = JSON.parse(JSON.stringify(storedSessionData(session as never, true)));
    expect(stored.cookie).toEqual(JSON.parse(JSON.stringify(session.cookie)));
    expect(stored.cookie.originalMaxAge).toBe(30 * 86_400_000);
    expect(stored).not.toHaveProperty('ipAddress');
    expect(stored).not.toHaveProperty('userAgent');
  });

  it('keeps a cookie the plugin would not make from its own options', () => {
    const session = signedIn(false, { rememberMe: false, ipAddress: '::1', userAgent: 'x' }, 0);
    // Stored by a server whose cookie is Secure: restoring it there must keep it as it was.
    expect(storedSessionData(session as never, true)).toHaveProperty('cookie');
  });

  it('is restored by @fastify/session to the same session and cookie as the whole session was', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        signIn,
        fc.integer({ min: 1, max: 400 * 86_400_000 }),
        (secure, fields, rememberMeMs) => {
          const session = signedIn(secure, fields, rememberMeMs);
          const whole = restored(JSON.stringify(session), secure);
          const slim = restored(
            JSON.stringify(storedSessionData(session as never, secure)),
            secure,
          );

          expect(slim.cookie.toJSON()).toEqual(whole.cookie.toJSON());
          for (const field of ['userId', 'rememberMe', 'authenticatedAt', 'sessionId']) {
            expect(slim[field]).toEqual(whole[field]);
          }
          expect(slim.encryptedSessionId).toBe(whole.encryptedSessionId);
          expect(slim.isModified()).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
