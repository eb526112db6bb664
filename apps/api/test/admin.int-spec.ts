import { MESSAGES } from '@consult/domain';
import { DomainError } from '../src/common/errors/domain-error';
import { UsersService } from '../src/users/users.service';
import { createSignedInUser } from './support/factories';
import { startApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/check', () => {
  it('answers 401 to an anonymous visitor', async () => {
    const response = await t.http().get('/api/admin/check');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MESSAGES.notAuthenticated);
  });

  it('answers 403 to a client', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await t.http().get('/api/admin/check').set('Cookie', cookie);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: MESSAGES.adminRequired,
    });
  });

  it('answers 200 to an admin, reading the role from the database on each request', async () => {
    const { cookie, input } = await createSignedInUser(t);
    expect((await t.http().get('/api/admin/check').set('Cookie', cookie)).status).toBe(403);

    // Promoted while signed in (as the CLI's `promote` does): the same session is now an admin's.
    await t.get(UsersService).promoteByEmail(input.email.toUpperCase(), 'test');

    const response = await t.http().get('/api/admin/check').set('Cookie', cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isAdmin: true });
    expect((await t.http().get('/api/user').set('Cookie', cookie)).body.isAdmin).toBe(true);
  });

  it('logs the role change', async () => {
    const { input, user } = await createSignedInUser(t);
    await t.get(UsersService).promoteByEmail(input.email, 'cli');
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        event: 'user.role_changed',
        userId: user.id,
        isAdmin: true,
        actor: 'cli',
      }),
    );
  });
});

describe('promoting by e-mail', () => {
  it('fails clearly when no account has the e-mail', async () => {
    await expect(t.get(UsersService).promoteByEmail('nobody@example.com', 'cli')).rejects.toEqual(
      new DomainError('NOT_FOUND', 'No account has the email nobody@example.com'),
    );
  });
});

describe('GET /api/payment-info', () => {
  it('answers 401 without a session', async () => {
    expect((await t.http().get('/api/payment-info')).status).toBe(401);
  });

  it('answers the client’s payment methods (none yet)', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await t.http().get('/api/payment-info').set('Cookie', cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });
});

describe('GET /api/health', () => {
  it('is public and checks the database', async () => {
    const response = await t.http().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
  });
});
