import { DataSource } from 'typeorm';
import {
  ADMIN_MESSAGES,
  MESSAGES,
  PAYMENT_METHOD_TYPE_LABELS,
  billingSummary,
  dashboardEntryId,
  invoiceReference,
  type AdminServiceItem,
  type AdminUserDetail,
  type AdminUserListItem,
  type AuditLogEntry,
  type AuditLogPage,
} from '@consult/domain';
import { allPaymentTypes } from '@consult/testing/node';
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
import { signAgreement } from './support/agreements';
import { createSignedInUser } from './support/factories';
import { signNda } from './support/ndas';
import { BANK, VISA, achRequest, cardRequest, setUpPayment } from './support/payments';
import { ORIGIN, startApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});

afterAll(async () => {
  await t.close();
});

const auditRows = () => t.app.get(DataSource).getRepository(AuditLog);

/**
 * Fails if the JSON holds anything secret: a password field, a hash, an argon2 string, a card
 * number, a CVV, a routing or account number (plain or encrypted).
 */
function expectNoSecret(body: unknown) {
  const json = JSON.stringify(body);
  expect(json).not.toMatch(/passwordHash|"password"|\$argon2|cvv|encrypted/i);
  for (const secret of [VISA.digits, VISA.number, BANK.routing, BANK.account]) {
    expect(json).not.toContain(secret);
  }
}

/**
 * A client with a profile, a signed NDA, an agreement with one service of each payment type and a
 * card paying it.
 */
async function clientWithDocuments() {
  const client = await createSignedInUser(t, { companyName: 'Analytical Engines Ltd' });
  await t
    .http()
    .patch('/api/profile')
    .set('Origin', ORIGIN)
    .set('Cookie', client.cookie)
    .send({ title: 'Founder', sector: 'technology', website: 'example.com', bio: 'Engines.' })
    .expect(200);
  const nda = await signNda(t, client.cookie);
  const agreement = await signAgreement(t, client.cookie, { services: allPaymentTypes() });
  const payment = await setUpPayment(t, client.cookie, cardRequest(agreement.id));
  return { ...client, nda, agreement, payment };
}

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

describe('GET /api/admin/users', () => {
  it('lists every account with the spec’s record, its flags and documents, and no secret', async () => {
    const admin = await createSignedInAdmin(t);
    const busy = await clientWithDocuments();
    const idle = await createSignedInUser(t, { companyName: 'Idle Co' });

    const response = await adminGet(t, '/api/admin/users', admin.cookie);
    expect(response.status).toBe(200);
    expectNoSecret(response.body);
    const users = response.body as AdminUserListItem[];

    const record = users.find((user) => user.id === busy.user.id);
    expect(record).toEqual({
      id: busy.user.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: busy.input.email,
      emailVerified: true,
      companyName: 'Analytical Engines Ltd',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      hasSignedNda: true,
      hasSignedAgreement: true,
      hasPaymentMethod: true,
      isAdmin: false,
      documents: [
        {
          kind: 'nda',
          id: busy.nda.id,
          name: 'Mutual NDA',
          reference: busy.nda.reference,
          date: busy.nda.agreementDate,
          status: null,
          deletedByClientAt: null,
          userId: busy.user.id,
          userName: 'Ada Lovelace',
          companyName: 'Analytical Engines Ltd',
        },
        {
          kind: 'agreement',
          id: busy.agreement.id,
          name: 'Consulting Agreement',
          reference: busy.agreement.reference,
          date: busy.agreement.signedDate,
          status: 'active',
          deletedByClientAt: null,
          userId: busy.user.id,
          userName: 'Ada Lovelace',
          companyName: 'Analytical Engines Ltd',
        },
        {
          kind: 'payment',
          id: busy.payment.id,
          name: 'Payment Invoice',
          reference: invoiceReference(busy.payment.id),
          date: busy.payment.createdAt.slice(0, 10),
          status: null,
          deletedByClientAt: null,
          userId: busy.user.id,
          userName: 'Ada Lovelace',
          companyName: 'Analytical Engines Ltd',
        },
      ],
    });
    expect(users.find((user) => user.id === idle.user.id)).toMatchObject({
      hasSignedNda: false,
      hasSignedAgreement: false,
      hasPaymentMethod: false,
      isAdmin: false,
      documents: [],
    });
    expect(users.find((user) => user.id === admin.user.id)?.isAdmin).toBe(true);

    // Newest account first.
    const order = [idle.user.id, busy.user.id, admin.user.id].map((id) =>
      users.findIndex((user) => user.id === id),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('does not count an NDA the client deleted, and still lists it for the firm, marked', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t);
    const nda = await signNda(t, client.cookie);
    await t
      .http()
      .delete(`/api/nda/${nda.id}`)
      .set('Origin', ORIGIN)
      .set('Cookie', client.cookie)
      .expect(204);
    const users = (await adminGet(t, '/api/admin/users', admin.cookie)).body as AdminUserListItem[];
    expect(users.find((user) => user.id === client.user.id)).toMatchObject({
      hasSignedNda: false,
      documents: [{ kind: 'nda', id: nda.id, deletedByClientAt: expect.any(String) }],
    });
  });

  it('numbers dashboard tiles as the spec does', () => {
    expect([
      dashboardEntryId(7, 'nda'),
      dashboardEntryId(7, 'agreement'),
      dashboardEntryId(7, 'payment'),
    ]).toEqual([701, 702, 703]);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('answers the full detail of spec 001 §3 with the shared pricing figures, and no secret', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await clientWithDocuments();

    const response = await adminGet(t, `/api/admin/users/${client.user.id}`, admin.cookie);
    expect(response.status).toBe(200);
    expectNoSecret(response.body);
    const detail = response.body as AdminUserDetail;

    expect(Object.keys(detail).sort()).toEqual(
      [
        'id',
        'username',
        'email',
        'emailVerified',
        'firstName',
        'lastName',
        'companyName',
        'phone',
        'address',
        'city',
        'state',
        'zipCode',
        'createdAt',
        'isAdmin',
        'hasSignedNda',
        'hasSignedAgreement',
        'hasPaymentMethod',
        'serviceType',
        'billingSummary',
        'profile',
        'agreements',
        'payments',
        'ndas',
      ].sort(),
    );
    expect(detail).toMatchObject({
      id: client.user.id,
      username: client.input.username,
      email: client.input.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Analytical Engines Ltd',
      phone: client.input.phone,
      address: client.input.address,
      city: client.input.city,
      state: client.input.state,
      zipCode: client.input.zipCode,
      isAdmin: false,
      hasSignedNda: true,
      hasSignedAgreement: true,
      hasPaymentMethod: true,
      profile: {
        companyName: 'Analytical Engines Ltd',
        title: 'Founder',
        sector: 'technology',
        website: 'example.com',
        bio: 'Engines.',
      },
      payments: [
        {
          id: client.payment.id,
          consultingAgreementId: client.agreement.id,
          billingCompanyName: 'Analytical Engines Ltd',
          billingContact: 'Accounts Payable',
          billingEmail: 'ap@analytical-engines.example',
          amount: 102500,
          amountCents: 10_250_000,
          paymentType: 'pay by credit card',
          isMonthly: false,
          isAutoPayment: true,
          last4: VISA.last4,
          cardBrand: 'Visa',
          createdAt: client.payment.createdAt,
        },
      ],
      ndas: [
        {
          id: client.nda.id,
          reference: client.nda.reference,
          companyName: client.nda.companyName,
          signerName: client.nda.signerName,
          signerTitle: client.nda.signerTitle,
          agreementDate: client.nda.agreementDate,
          createdAt: client.nda.createdAt,
          deletedByClientAt: null,
        },
      ],
    });

    // The agreement's figures are the pricing functions' (DECISIONS §4): $102,500 in all.
    const { agreement } = client;
    expect(detail.agreements).toEqual([
      {
        id: agreement.id,
        reference: agreement.reference,
        version: 1,
        previousVersionId: null,
        status: 'active',
        amendedByFirm: false,
        companyName: agreement.companyName,
        signerName: agreement.signerName,
        signerTitle: agreement.signerTitle,
        signedDate: agreement.signedDate,
        services: agreement.services,
        totals: agreement.totals,
        amount: 102500,
        paymentType: 'pay by credit card',
        createdAt: agreement.createdAt,
        deletedByClientAt: null,
        clientSignedAt: agreement.signature?.signedAt,
        proposal: null,
        history: agreement.history,
      },
    ]);
    expect(detail.billingSummary).toEqual(billingSummary(agreement.totals));
    expect(detail.billingSummary).toEqual({
      grandTotalCents: 10_250_000,
      downPaymentCents: 250_000,
      remainingBalanceCents: 10_000_000,
    });

    const services = JSON.parse(detail.serviceType) as AdminServiceItem[];
    expect(services).toEqual(
      agreement.services.map((line) => ({
        name: line.name,
        description: expect.any(String),
        paymentType: line.paymentType,
        fee: line.fee,
        months: line.months ?? null,
        hours: line.hours ?? null,
        downPayment: line.downPayment ?? null,
        paymentMethod: PAYMENT_METHOD_TYPE_LABELS['pay by credit card'],
        subServices: line.subServices,
        subtotalCents: line.subtotalCents,
      })),
    );
    expect(services.map((service) => service.description)).toEqual([
      '$500 per hour × 10 hours',
      '$5,000 per month × 6 months × 2 sub-services',
      '$15,000 fixed project fee',
      '$2,500 down payment + $10,000 base fee × 2 sub-services',
    ]);
  });

  it('shows bank accounts masked and knows which agreement version a method pays', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t);
    const first = await signAgreement(t, client.cookie, { services: allPaymentTypes() });
    const payment = await setUpPayment(t, client.cookie, achRequest(first.id));
    // Re-signed after the payment was set up: the method still pays this agreement.
    const second = await signAgreement(t, client.cookie, {
      services: allPaymentTypes(),
      agreementId: first.id,
    });

    const response = await adminGet(t, `/api/admin/users/${client.user.id}`, admin.cookie);
    expectNoSecret(response.body);
    const detail = response.body as AdminUserDetail;
    // The method in force carried over to version 2 (awaiting the client's confirmation); the
    // one that paid version 1 stays on record, replaced.
    expect(detail.payments).toEqual([
      expect.objectContaining({
        consultingAgreementId: second.id,
        agreementVersion: 2,
        status: 'active',
        needsConfirmation: true,
        paymentType: 'pay by ach',
        isMonthly: true,
        last4: BANK.accountLast4,
      }),
      expect.objectContaining({
        id: payment.id,
        consultingAgreementId: first.id,
        agreementVersion: 1,
        status: 'replaced',
        paymentType: 'pay by ach',
        isMonthly: true,
        isAutoPayment: true,
        last4: BANK.accountLast4,
        cardBrand: null,
      }),
    ]);
    expect(detail.agreements.map((agreement) => [agreement.id, agreement.paymentType])).toEqual([
      [second.id, 'pay by ach'],
    ]);
    const services = JSON.parse(detail.serviceType) as AdminServiceItem[];
    expect(new Set(services.map((service) => service.paymentMethod))).toEqual(
      new Set([PAYMENT_METHOD_TYPE_LABELS['pay by ach']]),
    );
  });

  it('records the view in the audit log and the structured log', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t);
    await adminGet(t, `/api/admin/users/${client.user.id}`, admin.cookie)
      .set('User-Agent', 'AdminConsoleTest/1.0')
      .expect(200);

    const rows = await auditRows().findBy({ actorUserId: admin.user.id });
    expect(rows).toEqual([
      expect.objectContaining({
        actorEmail: admin.input.email,
        action: 'user.view',
        targetKind: 'user',
        targetId: client.user.id,
        targetUserId: client.user.id,
        ipAddress: '127.0.0.1',
        userAgent: 'AdminConsoleTest/1.0',
      }),
    ]);
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        event: 'audit.user.view',
        actorUserId: admin.user.id,
        targetId: client.user.id,
        reqId: expect.any(String),
      }),
    );
  });

  it('answers a client without documents with empty lists and no service information', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t);
    const detail = (await adminGet(t, `/api/admin/users/${client.user.id}`, admin.cookie))
      .body as AdminUserDetail;
    expect(detail).toMatchObject({
      serviceType: '[]',
      billingSummary: null,
      agreements: [],
      payments: [],
      ndas: [],
      profile: { companyName: client.input.companyName, title: null, sector: null },
    });
  });

  it("answers 404 'User not found' for an unknown id", async () => {
    const admin = await createSignedInAdmin(t);
    const response = await adminGet(t, '/api/admin/users/999999', admin.cookie);
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 404,
      message: ADMIN_MESSAGES.userNotFound,
    });
    expect((await adminGet(t, '/api/admin/users/abc', admin.cookie)).status).toBe(404);
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
