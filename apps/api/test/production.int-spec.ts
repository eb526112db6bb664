import { UsersService } from '../src/users/users.service';
import { cookieAttributes, sessionSetCookie } from './support/cookies';
import { buildUser } from './support/factories';
import { ORIGIN, PRODUCTION_ENV, startApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  // The schema comes from a development start (SQLite) or the migrations (MariaDB) first.
  await (await startApp()).close();
  t = await startApp(PRODUCTION_ENV);
});

afterAll(async () => {
  await t.close();
});

const overHttps = (method: 'get' | 'post', path: string) =>
  t.http()[method](path).set('X-Forwarded-Proto', 'https');

async function registerAndLogIn() {
  const input = buildUser();
  expect((await overHttps('post', '/api/register').set('Origin', ORIGIN).send(input)).status).toBe(
    201,
  );
  return {
    input,
    response: await overHttps('post', '/api/login')
      .set('Origin', ORIGIN)
      .send({ username: input.username, password: input.password }),
  };
}

describe('in production', () => {
  it('uses a __Host- cookie: Secure, host-only, HttpOnly, SameSite=Lax, Path=/', async () => {
    const { response } = await registerAndLogIn();
    expect(response.status).toBe(200);
    const line = sessionSetCookie(response, '__Host-sid');
    expect(line).toBeDefined();
    const attributes = cookieAttributes(line as string);
    expect(attributes).toMatchObject({ secure: true, httponly: true, samesite: 'Lax', path: '/' });
    expect(attributes).not.toHaveProperty('domain');
    expect(sessionSetCookie(response, 'sid')).toBeUndefined();

    const cookie = (line as string).split(';', 1)[0];
    expect((await overHttps('get', '/api/user').set('Cookie', cookie)).status).toBe(200);

    const logout = await overHttps('post', '/api/logout')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie);
    expect(logout.status).toBe(204);
    expect(sessionSetCookie(logout, '__Host-sid')).toMatch(/Secure/);
    expect((await overHttps('get', '/api/user').set('Cookie', cookie)).status).toBe(401);
  });

  it('clears a cookie that names no live session, with the attributes a __Host- cookie needs', async () => {
    const { response } = await registerAndLogIn();
    const cookie = (sessionSetCookie(response, '__Host-sid') as string).split(';', 1)[0];
    const logout = await overHttps('post', '/api/logout')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie);
    expect(logout.status).toBe(204);

    // The ended session's cookie, and one whose signature was tampered with.
    const at = cookie.indexOf('=') + 1;
    const tampered = `${cookie.slice(0, at)}${cookie[at] === 'A' ? 'B' : 'A'}${cookie.slice(at + 1)}`;
    for (const stale of [cookie, tampered]) {
      const answer = await overHttps('get', '/api/user').set('Cookie', stale);
      expect(answer.status).toBe(401);
      // A browser ignores a __Host- cookie without Secure, clearing included.
      const cleared = cookieAttributes(sessionSetCookie(answer, '__Host-sid') as string);
      expect(cleared).toMatchObject({
        secure: true,
        httponly: true,
        samesite: 'Lax',
        path: '/',
        'max-age': '0',
      });
      expect(sessionSetCookie(answer, '__Host-sid')).toMatch(/^__Host-sid=;/);
    }
  });

  it('never sends the session cookie over plain http', async () => {
    const input = buildUser();
    await overHttps('post', '/api/register').set('Origin', ORIGIN).send(input);
    const response = await t
      .http()
      .post('/api/login')
      .set('Origin', ORIGIN)
      .send({ username: input.username, password: input.password });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('sends HSTS', async () => {
    const response = await overHttps('get', '/api/health');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('hashes passwords with argon2id at the OWASP parameters', async () => {
    const { input } = await registerAndLogIn();
    const user = await t.get(UsersService).findByUsername(input.username);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
