import { MESSAGES } from '@consult/domain';
import {
  cookieAttributes,
  sessionCookie,
  sessionSetCookie,
  setCookieHeaders,
} from './support/cookies';
import { createSignedInUser, logIn, registerUser } from './support/factories';
import { ORIGIN } from './support/test-app';
import { useTestApp } from './support/suite';

const t = useTestApp();

describe('POST /api/login', () => {
  it('signs in with a host-only HttpOnly SameSite=Lax browser-session cookie and answers the User', async () => {
    const { input, user } = await registerUser(t);
    const response = await logIn(t, input.username, input.password);

    expect(response.status).toBe(200);
    expect(response.body).toEqual(user);
    const line = sessionSetCookie(response);
    expect(line).toBeDefined();
    const attributes = cookieAttributes(line as string);
    expect(attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(attributes).not.toHaveProperty('domain');
    expect(attributes).not.toHaveProperty('max-age');
    expect(attributes).not.toHaveProperty('expires');
    // Not Secure on plain http in development/test (production: __Host-sid; Secure).
    expect(attributes).not.toHaveProperty('secure');
  });

  it('gives a ~30-day cookie with remember-me', async () => {
    const { input } = await registerUser(t);
    const response = await logIn(t, input.username, input.password, { rememberMe: true });
    expect(response.status).toBe(200);
    const attributes = cookieAttributes(sessionSetCookie(response) as string);
    const thirtyDays = 30 * 24 * 60 * 60;
    expect(Number(attributes['max-age'])).toBeGreaterThan(thirtyDays - 60);
    expect(Number(attributes['max-age'])).toBeLessThanOrEqual(thirtyDays);
    const expires = Date.parse(String(attributes['expires']));
    expect(Math.abs(expires - (Date.now() + thirtyDays * 1000))).toBeLessThan(60_000);
  });

  it('accepts the username in any case', async () => {
    const { input } = await registerUser(t);
    expect((await logIn(t, input.username.toUpperCase(), input.password)).status).toBe(200);
  });

  it('gives the same 401 for an unknown user and a wrong password, and sets no cookie', async () => {
    const { input } = await registerUser(t);
    const unknownUser = await logIn(t, `nobody_${Date.now()}`, input.password);
    const wrongPassword = await logIn(t, input.username, 'not the password');

    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: MESSAGES.invalidCredentials,
    });
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(sessionSetCookie(unknownUser)).toBeUndefined();
    expect(sessionSetCookie(wrongPassword)).toBeUndefined();
  });

  it.each([
    ['username', { password: 'whatever-password' }, MESSAGES.usernameRequired],
    ['username', { username: '', password: 'whatever-password' }, MESSAGES.usernameRequired],
    ['password', { username: 'someone' }, MESSAGES.passwordRequired],
    ['password', { username: 'someone', password: '' }, MESSAGES.passwordRequired],
    [
      'rememberMe',
      { username: 'someone', password: 'whatever-password', rememberMe: 'yes' },
      MESSAGES.rememberMeInvalid,
    ],
    [
      'isAdmin',
      { username: 'someone', password: 'whatever-password', isAdmin: true },
      MESSAGES.unknownField('isAdmin'),
    ],
  ])('answers 400 on %s: %j', async (field, body, message) => {
    const response = await t.http().post('/api/login').set('Origin', ORIGIN).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.fields).toEqual({ [field]: message });
  });

  it('issues a new session id at every sign-in; the previous one stops working', async () => {
    const { input, cookie: first } = await createSignedInUser(t);
    const again = await t
      .http()
      .post('/api/login')
      .set('Origin', ORIGIN)
      .set('Cookie', first)
      .send({ username: input.username, password: input.password });
    expect(again.status).toBe(200);
    const second = sessionCookie(again);

    expect(second).not.toBe(first);
    expect((await t.http().get('/api/user').set('Cookie', first)).status).toBe(401);
    expect((await t.http().get('/api/user').set('Cookie', second)).status).toBe(200);
  });

  it('ignores a session id chosen by someone else (no fixation)', async () => {
    const { input } = await registerUser(t);
    const planted = 'sid=attacker-chosen-id.c2lnbmF0dXJl';
    const response = await t
      .http()
      .post('/api/login')
      .set('Origin', ORIGIN)
      .set('Cookie', planted)
      .send({ username: input.username, password: input.password });
    expect(response.status).toBe(200);
    expect(sessionCookie(response)).not.toBe(planted);
    expect((await t.http().get('/api/user').set('Cookie', planted)).status).toBe(401);
  });
});

describe('GET /api/user', () => {
  it('answers 401 "Not authenticated" without a session', async () => {
    const response = await t.http().get('/api/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: MESSAGES.notAuthenticated,
    });
  });

  it('answers the signed-in user', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const response = await t.http().get('/api/user').set('Cookie', cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(user);
  });

  it('rejects a cookie whose signature was tampered with', async () => {
    const { cookie } = await createSignedInUser(t);
    const tampered = cookie.slice(0, -3) + (cookie.endsWith('AAA') ? 'BBB' : 'AAA');
    expect((await t.http().get('/api/user').set('Cookie', tampered)).status).toBe(401);
  });
});

describe('GET /api/session', () => {
  it('answers 200 { signedIn: false } without a session, and starts none', async () => {
    const response = await t.http().get('/api/session');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ signedIn: false });
    expect(setCookieHeaders(response)).toEqual([]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the signed-in user as GET /api/user does', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const response = await t.http().get('/api/session').set('Cookie', cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ signedIn: true, user });
    expect(response.body.user).toEqual(
      (await t.http().get('/api/user').set('Cookie', cookie)).body,
    );
  });

  it('answers signed out after logout and for a tampered cookie, while GET /api/user keeps its 401', async () => {
    const { cookie } = await createSignedInUser(t);
    const tampered = cookie.slice(0, -3) + (cookie.endsWith('AAA') ? 'BBB' : 'AAA');
    expect((await t.http().get('/api/session').set('Cookie', tampered)).body).toEqual({
      signedIn: false,
    });
    await t.http().post('/api/logout').set('Origin', ORIGIN).set('Cookie', cookie).send({});
    const response = await t.http().get('/api/session').set('Cookie', cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ signedIn: false });
    expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('ends the session and clears the cookie; the old cookie is useless afterwards', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await t.http().post('/api/logout').set('Origin', ORIGIN).set('Cookie', cookie);

    expect(response.status).toBe(204);
    const cleared = cookieAttributes(sessionSetCookie(response) as string);
    expect(sessionSetCookie(response)).toMatch(/^sid=;/);
    expect(Date.parse(String(cleared['expires']))).toBeLessThan(Date.now());
    expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(401);
  });

  it('also answers 204 when nobody is signed in', async () => {
    const response = await t.http().post('/api/logout').set('Origin', ORIGIN);
    expect(response.status).toBe(204);
  });

  it('accepts the JSON body the browser client sends ({})', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await t
      .http()
      .post('/api/logout')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .send({});
    expect(response.status).toBe(204);
    expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(401);
  });
});
