import { DataSource } from 'typeorm';
import {
  ADMIN_MESSAGES,
  PAYMENT_METHOD_TYPE_LABELS,
  billingSummary,
  dashboardEntryId,
  invoiceReference,
  type AdminServiceItem,
  type AdminUserDetail,
  type AdminUserListItem,
} from '@consult/domain';
import { allPaymentTypes } from '@consult/testing/node';
import { AuditLog } from '../src/audit/audit-log.entity';
import {
  adminGet,
  createSignedInAdmin,
  clientWithDocuments,
  expectNoSecret,
} from './support/admin';
import { signAgreement } from './support/agreements';
import { createSignedInUser } from './support/factories';
import { signNda } from './support/ndas';
import { BANK, VISA, achRequest, setUpPayment } from './support/payments';
import { ORIGIN } from './support/test-app';
import { useTestApp } from './support/suite';

const t = useTestApp();

const auditRows = () => t.app.get(DataSource).getRepository(AuditLog);

describe('GET /api/admin/users', () => {
  it('lists every account with the spec’s record, its flags and documents, and no secret', async () => {
    const admin = await createSignedInAdmin(t);
    const busy = await clientWithDocuments(t);
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
  it('answers the full detail of req DOCS-3 with the shared pricing figures, and no secret', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await clientWithDocuments(t);

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

    // The agreement's figures are the pricing functions' (req RULES-4): $102,500 in all.
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
