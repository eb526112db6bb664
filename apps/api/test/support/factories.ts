import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { RegisterRequest, User } from '@consult/domain';
import { User as UserEntity } from '../../src/users/user.entity';
import { sessionCookie } from './cookies';
import { ORIGIN, type TestApp } from './test-app';

let sequence = 0;

/** A valid registration with a unique username and e-mail. */
export function buildUser(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const tag = `${(sequence++).toString(36)}${randomBytes(4).toString('hex')}`;
  return {
    username: `client_${tag}`,
    email: `client_${tag}@example.com`,
    password: 'correct horse battery staple',
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: 'Analytical Engines Ltd',
    address: '12 Example Street',
    city: 'Boston',
    state: 'MA',
    zipCode: '02110',
    phone: '+1 555 010 1234',
    ...overrides,
  };
}

export interface AccountOptions {
  /**
   * Whether the account's address counts as verified (issue 17): true by default, written straight
   * to the column, so the suites about documents and mail go on receiving them as before. The
   * verification link is mailed either way. `email-verification.int-spec.ts` follows the link.
   */
  verified?: boolean;
}

export async function registerUser(
  t: TestApp,
  overrides: Partial<RegisterRequest> = {},
  { verified = true }: AccountOptions = {},
) {
  const input = buildUser(overrides);
  const response = await t.http().post('/api/register').set('Origin', ORIGIN).send(input);
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  const user = response.body as User;
  if (verified) {
    await t.get(DataSource).getRepository(UserEntity).update(user.id, {
      emailVerifiedAt: new Date(),
    });
    user.emailVerified = true;
  }
  return { input, user };
}

export function logIn(
  t: TestApp,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  return t
    .http()
    .post('/api/login')
    .set('Origin', ORIGIN)
    .send({ username, password, ...extra });
}

/** Registers a client and signs in; returns the session cookie to send back. */
export async function createSignedInUser(
  t: TestApp,
  overrides: Partial<RegisterRequest> = {},
  rememberMe = false,
  options: AccountOptions = {},
) {
  const { input, user } = await registerUser(t, overrides, options);
  const response = await logIn(t, input.username, input.password, { rememberMe });
  if (response.status !== 200)
    throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { input, user, cookie: sessionCookie(response) };
}
