import { LIMITS, MESSAGES, type RegisterRequest } from '@consult/domain';
import {
  cookieAttributes,
  sessionCookie,
  sessionSetCookie,
  setCookieHeaders,
} from './support/cookies';
import { buildUser, createSignedInUser, logIn, registerUser } from './support/factories';
import { ORIGIN, startApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});

afterAll(async () => {
  await t.close();
});

const register = (body: unknown) =>
  t
    .http()
    .post('/api/register')
    .set('Origin', ORIGIN)
    .send(body as object);

describe('POST /api/register', () => {
  it('creates a client account and answers 201 with the User JSON, without signing in', async () => {
    const input = buildUser({ email: 'Mixed.Case.' + Date.now() + '@Example.COM' });
    const response = await register(input);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      username: input.username,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.toLowerCase(),
      // Until the link mailed to it is followed (email-verification.int-spec.ts).
      emailVerified: false,
      isAdmin: false,
    });
    expect(JSON.stringify(response.body)).not.toContain(input.password);
    expect(setCookieHeaders(response)).toEqual([]);
    expect((await t.http().get('/api/user')).status).toBe(401);
  });

  const requiredMessages: Array<[keyof RegisterRequest, string]> = [
    ['username', MESSAGES.usernameRequired],
    ['email', MESSAGES.emailInvalid],
    ['password', MESSAGES.passwordRequired],
    ['firstName', MESSAGES.firstNameRequired],
    ['lastName', MESSAGES.lastNameRequired],
    ['companyName', MESSAGES.companyNameRequired],
    ['address', MESSAGES.addressRequired],
    ['city', MESSAGES.cityRequired],
    ['state', MESSAGES.stateRequired],
    ['zipCode', MESSAGES.zipCodeRequired],
    ['phone', MESSAGES.phoneInvalid],
  ];

  it.each(requiredMessages)(
    'requires %s (missing, empty or blank) with its message',
    async (field, message) => {
      const withoutField: Partial<RegisterRequest> = buildUser();
      delete withoutField[field];
      for (const body of [
        withoutField,
        { ...buildUser(), [field]: '' },
        { ...buildUser(), [field]: '   ' },
      ]) {
        if (field === 'password' && body[field] === '   ') continue; // passwords are not trimmed
        const response = await register(body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message,
          fields: { [field]: message },
        });
      }
    },
  );

  const ruleCases: Array<[string, Partial<RegisterRequest>, keyof RegisterRequest, string]> = [
    ['a username shorter than 3', { username: 'ab' }, 'username', MESSAGES.usernameFormat],
    [
      'a username longer than 50',
      { username: 'u'.repeat(LIMITS.usernameMax + 1) },
      'username',
      MESSAGES.usernameFormat,
    ],
    ['a username with spaces', { username: 'john smith' }, 'username', MESSAGES.usernameFormat],
    ['a username with symbols', { username: 'john<script>' }, 'username', MESSAGES.usernameFormat],
    ['an invalid email', { email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
    ['an email without a domain', { email: 'someone@' }, 'email', MESSAGES.emailInvalid],
    ['a password of 7 characters', { password: '1234567' }, 'password', MESSAGES.passwordTooShort],
    [
      'a password of 129 characters',
      { password: 'p'.repeat(LIMITS.passwordMax + 1) },
      'password',
      MESSAGES.passwordTooLong,
    ],
    ['a phone shorter than 10 characters', { phone: '555 0101' }, 'phone', MESSAGES.phoneInvalid],
    [
      'a phone longer than 30 characters',
      { phone: '5'.repeat(LIMITS.phoneMax + 1) },
      'phone',
      MESSAGES.tooLong('Phone number', LIMITS.phoneMax),
    ],
    [
      'a first name over 100 characters',
      { firstName: 'f'.repeat(LIMITS.nameMax + 1) },
      'firstName',
      MESSAGES.tooLong('First name', LIMITS.nameMax),
    ],
    [
      'a last name over 100 characters',
      { lastName: 'l'.repeat(LIMITS.nameMax + 1) },
      'lastName',
      MESSAGES.tooLong('Last name', LIMITS.nameMax),
    ],
    [
      'a company name over 200 characters',
      { companyName: 'c'.repeat(LIMITS.companyNameMax + 1) },
      'companyName',
      MESSAGES.tooLong('Company name', LIMITS.companyNameMax),
    ],
    [
      'an address over 200 characters',
      { address: 'a'.repeat(LIMITS.addressMax + 1) },
      'address',
      MESSAGES.tooLong('Address', LIMITS.addressMax),
    ],
    [
      'a city over 100 characters',
      { city: 'c'.repeat(LIMITS.cityMax + 1) },
      'city',
      MESSAGES.tooLong('City', LIMITS.cityMax),
    ],
    [
      'a state over 100 characters',
      { state: 's'.repeat(LIMITS.stateMax + 1) },
      'state',
      MESSAGES.tooLong('State', LIMITS.stateMax),
    ],
    [
      'a ZIP code over 20 characters',
      { zipCode: '1'.repeat(LIMITS.zipMax + 1) },
      'zipCode',
      MESSAGES.tooLong('ZIP code', LIMITS.zipMax),
    ],
    [
      'a number for a text field',
      { firstName: 42 as unknown as string },
      'firstName',
      MESSAGES.mustBeText('First name'),
    ],
  ];

  it.each(ruleCases)('rejects %s', async (_label, overrides, field, message) => {
    const input = buildUser(overrides);
    const response = await register(input);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.fields).toEqual({ [field]: message });
    // Nothing was created: the username is still free.
    if (field !== 'username')
      expect((await register({ ...input, ...pick(buildUser(), field) })).status).toBe(201);
  });

  it('accepts passwords of exactly 8 and 128 characters, with no composition rules', async () => {
    expect((await register(buildUser({ password: 'aaaaaaaa' }))).status).toBe(201);
    expect((await register(buildUser({ password: 'x'.repeat(LIMITS.passwordMax) }))).status).toBe(
      201,
    );
  });

  it('lists every failing field and shows the first field message as the toast message', async () => {
    const response = await register({});
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(
      requiredMessages.map(([field]) => field).sort(),
    );
    expect(response.body.message).toBe(Object.values(response.body.fields)[0]);
  });

  it('rejects isAdmin as an unknown field and creates no account', async () => {
    const input = buildUser();
    const response = await register({ ...input, isAdmin: true });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.unknownField('isAdmin'));
    expect(response.body.fields).toEqual({ isAdmin: MESSAGES.unknownField('isAdmin') });
    expect((await logIn(t, input.username, input.password)).status).toBe(401);
  });

  it('answers 409 for a username already taken, whatever its case', async () => {
    const { input } = await registerUser(t);
    const response = await register(buildUser({ username: input.username.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: MESSAGES.usernameTaken,
      fields: { username: MESSAGES.usernameTaken },
    });
  });

  it('answers 409 for an e-mail already registered, whatever its case', async () => {
    const { input } = await registerUser(t);
    const response = await register(buildUser({ email: input.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MESSAGES.emailTaken);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const response = await t
      .http()
      .post('/api/register')
      .set('Origin', ORIGIN)
      .set('Content-Type', 'application/json')
      .send('[1,2]');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.invalidBody);
  });
});

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

function pick<T extends object, K extends keyof T>(source: T, key: K): Pick<T, K> {
  return { [key]: source[key] } as Pick<T, K>;
}
