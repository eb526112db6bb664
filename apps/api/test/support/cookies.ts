import type { Response } from 'supertest';

export function setCookieHeaders(response: Response): string[] {
  const header = response.headers['set-cookie'] as string[] | string | undefined;
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

/** The Set-Cookie line for the session cookie, if the response set one. */
export function sessionSetCookie(response: Response, name = 'sid'): string | undefined {
  return setCookieHeaders(response).find((line) => line.startsWith(`${name}=`));
}

/** "sid=<value>" to send back in a Cookie header. */
export function sessionCookie(response: Response, name = 'sid'): string {
  const line = sessionSetCookie(response, name);
  if (!line) throw new Error(`The response set no ${name} cookie`);
  return line.split(';', 1)[0];
}

/** The attributes of a Set-Cookie line, lower-cased names: { httponly: true, path: '/', ... }. */
export function cookieAttributes(line: string): Record<string, string | true> {
  const [, ...parts] = line.split(';').map((part) => part.trim());
  return Object.fromEntries(
    parts.map((part) => {
      const index = part.indexOf('=');
      return index === -1
        ? [part.toLowerCase(), true]
        : [part.slice(0, index).toLowerCase(), part.slice(index + 1)];
    }),
  );
}

/** The session id inside a signed cookie value ("sid=<id>.<signature>"). */
export function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
}
