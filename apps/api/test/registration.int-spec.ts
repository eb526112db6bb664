import { LIMITS, MESSAGES, type RegisterRequest } from '@consult/domain';
import { setCookieHeaders } from './support/cookies';
import { buildUser, logIn, registerUser } from './support/factories';
import { ORIGIN } from './support/test-app';
import { useTestApp } from './support/suite';

const t = useTestApp();

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

function pick<T extends object, K extends keyof T>(source: T, key: K): Pick<T, K> {
  return { [key]: source[key] } as Pick<T, K>;
}
