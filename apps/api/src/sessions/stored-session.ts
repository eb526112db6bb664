import type { Session } from 'fastify';

/** The session cookie's attributes, as the sessions' plugin gives them to @fastify/session. */
export function sessionCookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
}

/**
 * What of a session its row's `data` keeps (issue 19). @fastify/session makes a session object of
 * the stored data on every request: it restores the cookie from it, copies every field, then hashes
 * the whole session twice, once restored and once as the answer goes out, to tell whether it
 * changed. So everything stored is paid for on every signed-in request; two things need not be:
 *
 * - The cookie, when it is the browser-session cookie the plugin makes from its own options (no
 *   expiry, no max-age, the plugin's attributes): the plugin restores exactly that cookie from a
 *   session stored without one. A remember-me cookie is kept as it is (its max-age and expiry).
 * - Where the sign-in came from and its browser: the row keeps them in columns of their own
 *   (DatabaseSessionStore.save), which is where the client's session list reads them.
 *
 * A row stored before this kept both; it is restored as it always was.
 */
export function storedSessionData(session: Session, secure: boolean): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const key of Object.keys(session)) {
    if (key === 'ipAddress' || key === 'userAgent') continue;
    if (key === 'cookie' && isPlainSessionCookie(session.cookie, secure)) continue;
    stored[key] = session[key as keyof Session];
  }
  return stored;
}

/** Cookie fields as @fastify/session's cookie gives them (its `toJSON`). */
interface CookieFields {
  expires?: unknown;
  originalMaxAge?: unknown;
  originalExpires?: unknown;
  sameSite?: unknown;
  secure?: unknown;
  path?: unknown;
  httpOnly?: unknown;
  domain?: unknown;
  partitioned?: unknown;
}

function isPlainSessionCookie(cookie: unknown, secure: boolean): boolean {
  if (typeof cookie !== 'object' || cookie === null) return false;
  const fields: CookieFields =
    'toJSON' in cookie && typeof cookie.toJSON === 'function'
      ? (cookie.toJSON() as CookieFields)
      : (cookie as CookieFields);
  const plain = sessionCookieOptions(secure);
  return (
    fields.expires == null &&
    fields.originalMaxAge == null &&
    fields.originalExpires == null &&
    fields.domain == null &&
    fields.partitioned == null &&
    fields.path === plain.path &&
    fields.httpOnly === plain.httpOnly &&
    fields.sameSite === plain.sameSite &&
    fields.secure === plain.secure
  );
}
