import { DataSource } from 'typeorm';
import { ADMIN_MESSAGES, MESSAGES, type AuditLogEntry, type AuditLogPage } from '@consult/domain';
import { AuditLog } from '../src/audit/audit-log.entity';
import { DomainError } from '../src/common/errors/domain-error';
import { User } from '../src/users/user.entity';
import { UsersService } from '../src/users/users.service';
import {
  ADMIN_ROUTES,
  adminGet,
  adminPost,
  callRoute,
  createSignedInAdmin,
  everyServedAdminRoute,
} from './support/admin';
import { createSignedInUser } from './support/factories';
import { useTestApp } from './support/suite';

const t = useTestApp();

const auditRows = () => t.app.get(DataSource).getRepository(AuditLog);

describe('access to the admin API', () => {
  it('lists every admin route the app serves', () => {
    const listed = ADMIN_ROUTES.map((route) => `${route.method} ${route.path}`).sort();
    expect(listed).toEqual(everyServedAdminRoute().sort());
  });

  it.each(ADMIN_ROUTES)('$method $path answers 401 to an anonymous visitor', async (route) => {
    const response = await callRoute(t, route);
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 401,
      message: MESSAGES.notAuthenticated,
    });
  });

  it.each(ADMIN_ROUTES)('$method $path answers 403 to a client', async (route) => {
    const { cookie } = await createSignedInUser(t);
    const before = await auditRows().count();
    const response = await callRoute(t, route, cookie);
    expect(response.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: MESSAGES.adminRequired,
    });
    expect(await auditRows().count()).toBe(before);
  });
});

describe('GET /api/admin/check', () => {
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

describe('GET /api/admin-setup', () => {
  const users = () => t.app.get(DataSource).getRepository(User);

  it('answers 401 to an anonymous visitor', async () => {
    const response = await t.http().get('/api/admin-setup');
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 401,
      message: MESSAGES.notAuthenticated,
    });
  });

  it('tells a signed-in client that no admin exists until the first one is promoted', async () => {
    // The suite's database is shared: set the admins other tests made aside, then restore them.
    const admins = await users().findBy({ isAdmin: true });
    await users().update({ isAdmin: true }, { isAdmin: false });
    try {
      const { cookie, input } = await createSignedInUser(t);
      const before = await t.http().get('/api/admin-setup').set('Cookie', cookie);
      expect({ status: before.status, body: before.body }).toEqual({
        status: 200,
        body: { adminExists: false },
      });

      // What the console tells them to run: `promote <email>`.
      await t.get(UsersService).promoteByEmail(input.email, 'cli');
      const other = await createSignedInUser(t);
      const after = await t.http().get('/api/admin-setup').set('Cookie', other.cookie);
      expect(after.body).toEqual({ adminExists: true });
      expect((await t.http().get('/api/admin/check').set('Cookie', cookie)).status).toBe(200);
    } finally {
      for (const admin of admins) await users().update({ id: admin.id }, { isAdmin: true });
    }
  });
});

describe('promoting by e-mail from the command line', () => {
  it('fails clearly when no account has the e-mail', async () => {
    await expect(t.get(UsersService).promoteByEmail('nobody@example.com', 'cli')).rejects.toEqual(
      new DomainError('NOT_FOUND', 'No account has the email nobody@example.com'),
    );
  });
});

describe('POST /api/admin/promote', () => {
  it('makes the account an admin, effective on its very next request', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t);
    expect((await adminGet(t, '/api/admin/users', client.cookie)).status).toBe(403);

    const response = await adminPost(t, '/api/admin/promote', admin.cookie, {
      email: `  ${client.input.email.toUpperCase()} `,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: client.user.id,
      email: client.input.email,
      isAdmin: true,
      alreadyAdmin: false,
    });

    // The same session, without signing in again: the role is read from the database.
    expect((await adminGet(t, '/api/admin/users', client.cookie)).status).toBe(200);
    expect((await adminGet(t, '/api/user', client.cookie)).body.isAdmin).toBe(true);

    expect(await auditRows().findBy({ actorUserId: admin.user.id })).toEqual([
      expect.objectContaining({
        action: 'user.promote',
        targetKind: 'user',
        targetId: client.user.id,
        targetUserId: client.user.id,
        detail: { email: client.input.email, alreadyAdmin: false },
      }),
    ]);
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        event: 'user.role_changed',
        userId: client.user.id,
        isAdmin: true,
        actor: `admin:${admin.user.id}`,
      }),
    );
  });

  it('is idempotent for an admin', async () => {
    const admin = await createSignedInAdmin(t);
    const other = await createSignedInAdmin(t);
    const response = await adminPost(t, '/api/admin/promote', admin.cookie, {
      email: other.input.email,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: other.user.id, isAdmin: true, alreadyAdmin: true });
  });

  it('answers 404 with a clear message for an unknown e-mail', async () => {
    const admin = await createSignedInAdmin(t);
    const response = await adminPost(t, '/api/admin/promote', admin.cookie, {
      email: 'Nobody@Example.com',
    });
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 404,
      message: 'No account has the email nobody@example.com',
    });
  });

  it.each([
    [{}, MESSAGES.emailInvalid],
    [{ email: '' }, MESSAGES.emailInvalid],
    [{ email: 'not-an-email' }, MESSAGES.emailInvalid],
    [{ email: 'a@example.com', isAdmin: true }, 'Unknown field: isAdmin'],
  ])('refuses %j with 400', async (body, message) => {
    const admin = await createSignedInAdmin(t);
    const response = await adminPost(t, '/api/admin/promote', admin.cookie, body);
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message,
    });
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists the entries newest first, a page at a time', async () => {
    const admin = await createSignedInAdmin(t);
    const clients = [];
    for (let i = 0; i < 3; i++) clients.push(await createSignedInUser(t));
    for (const client of clients) {
      await adminGet(t, `/api/admin/users/${client.user.id}`, admin.cookie).expect(200);
    }

    const first = await adminGet(t, '/api/admin/audit-log?limit=2', admin.cookie);
    expect(first.status).toBe(200);
    const page = first.body as AuditLogPage;
    expect(page.entries.map((entry) => entry.targetId)).toEqual([
      clients[2].user.id,
      clients[1].user.id,
    ]);
    expect(page.entries[0]).toEqual<AuditLogEntry>({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      actorUserId: admin.user.id,
      actorEmail: admin.input.email,
      action: 'user.view',
      targetKind: 'user',
      targetId: clients[2].user.id,
      targetUserId: clients[2].user.id,
      client: { name: 'Ada Lovelace', companyName: 'Analytical Engines Ltd' },
      ipAddress: '127.0.0.1',
      userAgent: expect.any(String),
      detail: null,
    });
    expect(page.nextBefore).toBe(page.entries[1].id);

    const next = (
      await adminGet(t, `/api/admin/audit-log?limit=2&before=${page.nextBefore}`, admin.cookie)
    ).body as AuditLogPage;
    expect(next.entries[0].targetId).toBe(clients[0].user.id);
    expect(next.entries.every((entry) => entry.id < page.entries[1].id)).toBe(true);

    const all = (await adminGet(t, '/api/admin/audit-log', admin.cookie)).body as AuditLogPage;
    const ids = all.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it.each([
    ['limit=0', ADMIN_MESSAGES.auditLimit],
    ['limit=201', ADMIN_MESSAGES.auditLimit],
    ['limit=ten', ADMIN_MESSAGES.auditLimit],
    ['before=-1', ADMIN_MESSAGES.auditBefore],
    ['since=1', 'Unknown field: since'],
  ])('refuses ?%s with 400', async (query, message) => {
    const admin = await createSignedInAdmin(t);
    const response = await adminGet(t, `/api/admin/audit-log?${query}`, admin.cookie);
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message,
    });
  });
});

describe('GET /api/payment-info', () => {
  it('answers 401 without a session', async () => {
    expect((await t.http().get('/api/payment-info')).status).toBe(401);
  });

  it('answers a new client’s payment methods: none', async () => {
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
    expect(response.body).toMatchObject({ status: 'ok', database: 'ok' });
  });
});
