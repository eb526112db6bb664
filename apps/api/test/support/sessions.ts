import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AccountSession } from '@consult/domain';
import { Session } from '../../src/sessions/session.entity';
import { sessionCookie } from './cookies';
import { ORIGIN, type TestApp } from './test-app';

/* What the session suites (sessions*.int-spec.ts) sign in with, and how they read sessions. */

export const signedIn = async (t: TestApp, cookie: string) =>
  (await t.http().get('/api/user').set('Cookie', cookie)).status;

export function sessionRepository(t: TestApp): Repository<Session> {
  return t.app.get<Repository<Session>>(getRepositoryToken(Session));
}

export const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36';
export const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Signs in from a browser that names itself `userAgent`; answers the session cookie. */
export async function signInWith(
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

export const listSessions = async (t: TestApp, cookie: string) => {
  const response = await t.http().get('/api/sessions').set('Cookie', cookie);
  expect(response.status).toBe(200);
  return response.body as AccountSession[];
};

export const endSession = (t: TestApp, cookie: string, id: string) =>
  t.http().delete(`/api/sessions/${id}`).set('Origin', ORIGIN).set('Cookie', cookie);
