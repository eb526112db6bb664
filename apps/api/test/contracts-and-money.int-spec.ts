import { DataSource } from 'typeorm';
import {
  AGREEMENT_MESSAGES,
  AMENDMENT_MESSAGES,
  PAYMENT_AMOUNT_MESSAGES,
  PAYMENT_MESSAGES,
  appLink,
  instalmentSchedule,
  paymentAmountRule,
  type Agreement,
  type AgreementServiceSelection,
  type AgreementSummary,
  type AdminUserDetail,
  type AdminUserListItem,
  type AmendAgreementRequest,
  type Nda,
  type PaymentMethod as PaymentMethodResponse,
  type PaymentMethodSummary,
} from '@consult/domain';
import { allPaymentTypes } from '@consult/testing/node';
import { ConsultingAgreement } from '../src/agreements/agreement.entity';
import { isUniqueViolation } from '../src/common/errors/unique-violation';
import { PaymentMethod } from '../src/payments/payment-method.entity';
import { adminGet, adminPost, createSignedInAdmin } from './support/admin';
import {
  buildAgreementRequest,
  buildClientData,
  postAgreement,
  signAgreement,
} from './support/agreements';
import { createSignedInUser } from './support/factories';
import { eventually, outboxDrained } from './support/mail-outbox';
import { acceptDisclosure, download, signNda } from './support/ndas';
import {
  achRequest,
  cardRequest,
  invoiceRequest,
  patchPayment,
  postPayment,
  setUpPayment,
} from './support/payments';
import {
  isEmailVerification,
  isSignedDocumentDelivery,
  startSmtpCapture,
  type CapturedMail,
  type SmtpCapture,
} from './support/smtp-capture';
import { ORIGIN, startApp, type TestApp } from './support/test-app';

/**
 * The rules of docs/contracts-and-money.md (issue 15), over HTTP: the payment amount follows the
 * agreement, one payment method in force per agreement, a firm amendment is a proposal the client
 * signs as proposed or declines, an agreement bills something, and signed records stay with the
 * firm.
 */

const FIRM_INBOX = 'contracts-inbox@firm.example';

let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  // Amendments and declines e-mail through the outbox: this file's own mail server takes them.
  smtp = await startSmtpCapture();
  t = await startApp({ SMTP_URL: smtp.url, FIRM_INBOX });
});

// What a test queued is delivered before the next one starts (and before this file closes).
afterEach(() => outboxDrained(t));

afterAll(async () => {
  if (t) await outboxDrained(t, 30_000);
  await t?.close();
  await smtp?.close();
});

const agreementRows = () => t.app.get(DataSource).getRepository(ConsultingAgreement);
const methodRows = () => t.app.get(DataSource).getRepository(PaymentMethod);
const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie);
const removeAgreement = (id: number, cookie: string) =>
  t.http().delete(`/api/consulting-agreement/${id}`).set('Origin', ORIGIN).set('Cookie', cookie);
const decline = (id: number, cookie: string, body: object = {}) =>
  t
    .http()
    .post(`/api/consulting-agreement/${id}/decline`)
    .set('Origin', ORIGIN)
    .set('Cookie', cookie)
    .send(body);

/** The messages the SMTP server received for this address (envelope recipient). */
const mailsTo = (address: string) =>
  smtp.messages.filter(
    (mail) =>
      mail.envelope.to.includes(address.toLowerCase()) &&
      !isSignedDocumentDelivery(mail) &&
      !isEmailVerification(mail),
  );

/** The messages to this address, once there are at least `count` of them. */
function waitForMailTo(address: string, count = 1, timeoutMs = 10_000) {
  return eventually(
    async () => mailsTo(address).length >= count && mailsTo(address),
    `${count} e-mail(s) to ${address}`,
    timeoutMs,
  );
}

/** The first message the SMTP server received that matches (or fails after `timeoutMs`). */
async function waitForMail(
  matches: (mail: CapturedMail) => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<CapturedMail> {
  return eventually(async () => smtp.messages.find(matches), what, timeoutMs);
}

/** { status, message } of an answer, to compare in one assertion. */
const outcome = (response: { status: number; body: { message?: unknown } }) => ({
  status: response.status,
  message: response.body.message,
});

/** One fixed-fee project: a grand total of $15,000, billed in one payment. */
const PROJECT_15000: AgreementServiceSelection[] = [
  {
    name: 'Marketing & Branding',
    subServices: ['Marketing Strategy'],
    paymentType: 'project',
    fee: 15000,
  },
];

/**
 * $100 × 1 hour + $1,000 × 3 months = $3,100 over 3 months: $1,033.33, $1,033.33 and a last
 * payment of $1,033.34.
 */
const HOURLY_AND_MONTHLY: AgreementServiceSelection[] = [
  {
    name: 'Business Strategy & Growth',
    subServices: ['Strategic Analysis'],
    paymentType: 'hourly',
    fee: 100,
    hours: 1,
  },
  {
    name: 'Digital Solutions',
    subServices: ['Cloud Migration'],
    paymentType: 'monthly',
    fee: 1000,
    months: 3,
  },
];

/**
 * The firm's amended terms: Digital Solutions $5,000 × 3 months + Corporate Advisory $7,000 =
 * $22,000, monthly $7,333.33 (the last month $7,333.34).
 */
const amendedServices = (): AgreementServiceSelection[] => [
  {
    name: 'Digital Solutions',
    subServices: ['Cloud Migration'],
    paymentType: 'monthly',
    fee: 5000,
    months: 3,
  },
  {
    name: 'Corporate Advisory',
    subServices: ['Due Diligence'],
    paymentType: 'project',
    fee: 7000,
  },
];

const amendment = (): AmendAgreementRequest => ({
  clientData: buildClientData({ signerTitle: 'Chair' }),
  services: amendedServices(),
});

/** The client's request signing the firm's proposal exactly as proposed. */
const signingAsProposed = (proposalId: number) =>
  buildAgreementRequest({ ...amendment(), agreementId: proposalId });

const amend = (id: number, cookie: string, body: object = amendment()) =>
  adminPost(t, `/api/admin/consulting-agreement/${id}/amend`, cookie, body);

/** The client's payment methods for one agreement (any of its versions' ids), as listed. */
async function methodsOf(cookie: string, agreementIds: number[]) {
  const response = await get('/api/payment-info', cookie);
  expect(response.status).toBe(200);
  return (response.body as PaymentMethodSummary[]).filter(
    (method) =>
      method.consultingAgreementId !== null && agreementIds.includes(method.consultingAgreementId),
  );
}

/** A signed-in client who has accepted the disclosure and signed an agreement of these services. */
async function clientWithAgreement(services: AgreementServiceSelection[]) {
  const client = await createSignedInUser(t);
  await acceptDisclosure(t, client.cookie);
  const agreement = await signAgreement(t, client.cookie, { services });
  return { ...client, agreement };
}

/** The admin's detail of one client. */
async function adminDetail(adminCookie: string, userId: number): Promise<AdminUserDetail> {
  const response = await adminGet(t, `/api/admin/users/${userId}`, adminCookie);
  expect(response.status).toBe(200);
  return response.body as AdminUserDetail;
}

describe('the payment amount follows the agreement', () => {
  it('refuses an amount that is not the agreement’s total, naming the right one; the exact total passes', async () => {
    const { cookie, user, agreement } = await clientWithAgreement(PROJECT_15000);
    expect(agreement.totals.grandTotalCents).toBe(1_500_000);

    const wrong = await postPayment(t, cookie, invoiceRequest(agreement.id, { amount: 1 }));
    const rule = paymentAmountRule(agreement.totals, false);
    expect(outcome(wrong)).toEqual({
      status: 400,
      message: PAYMENT_AMOUNT_MESSAGES.amountMismatch(
        rule as { amountCents: number; explanation: string },
      ),
    });
    expect(wrong.body.message).toContain('$15,000');
    // Named as the amount's, so a form shows it under the amount.
    expect(wrong.body.fields).toEqual({ amount: wrong.body.message });
    // "Only amount <= total" is not the rule any more: less than the total is refused too.
    const less = await postPayment(t, cookie, invoiceRequest(agreement.id, { amount: 14999.99 }));
    expect(less.status).toBe(400);
    expect(less.body.message).toContain('$15,000');
    expect(await methodRows().countBy({ userId: user.id })).toBe(0);

    const exact = await postPayment(t, cookie, invoiceRequest(agreement.id, { amount: 15000 }));
    expect(exact.status).toBe(201);
    expect(exact.body).toMatchObject({
      amountCents: 1_500_000,
      isMonthly: false,
      isPaidInFull: true,
      status: 'active',
      instalments: null,
    });
  });

  it('refuses is_paid_in_full with a monthly schedule, and a monthly schedule without a monthly service', async () => {
    const monthly = await clientWithAgreement(HOURLY_AND_MONTHLY);
    const paidInFull = await postPayment(
      t,
      monthly.cookie,
      invoiceRequest(monthly.agreement.id, {
        amount: 1033.33,
        is_monthly: true,
        is_paid_in_full: true,
      }),
    );
    expect(outcome(paidInFull)).toEqual({
      status: 400,
      message: PAYMENT_AMOUNT_MESSAGES.paidInFull,
    });
    // One-time with is_paid_in_full false is the other wrong combination.
    const notPaidInFull = await postPayment(
      t,
      monthly.cookie,
      invoiceRequest(monthly.agreement.id, { amount: 3100, is_paid_in_full: false }),
    );
    expect(outcome(notPaidInFull)).toEqual({
      status: 400,
      message: PAYMENT_AMOUNT_MESSAGES.paidInFull,
    });

    const oneTime = await clientWithAgreement(PROJECT_15000);
    const noMonthly = await postPayment(
      t,
      oneTime.cookie,
      invoiceRequest(oneTime.agreement.id, { amount: 2500, is_monthly: true }),
    );
    expect(outcome(noMonthly)).toEqual({
      status: 400,
      message: PAYMENT_AMOUNT_MESSAGES.monthlyWithoutMonthlyService,
    });
    expect(await methodRows().countBy({ userId: monthly.user.id })).toBe(0);
    expect(await methodRows().countBy({ userId: oneTime.user.id })).toBe(0);
  });

  it('bills a monthly schedule the total over the months rounded down to the cent; the instalments add up to the total', async () => {
    const { cookie, agreement } = await clientWithAgreement(HOURLY_AND_MONTHLY);
    expect(agreement.totals).toMatchObject({ grandTotalCents: 310_000, longestMonths: 3 });

    // Rounded up is not the amount: $1,033.34 is refused, naming $1,033.33.
    const roundedUp = await postPayment(
      t,
      cookie,
      invoiceRequest(agreement.id, { amount: 1033.34, is_monthly: true }),
    );
    expect(roundedUp.status).toBe(400);
    expect(roundedUp.body.message).toContain('$1,033.33');

    const method = await setUpPayment(
      t,
      cookie,
      invoiceRequest(agreement.id, { amount: 1033.33, is_monthly: true }),
    );
    expect(method).toMatchObject({ amountCents: 103_333, isMonthly: true, isPaidInFull: false });

    for (const response of [
      await get(`/api/payment-info/${method.id}`, cookie),
      { body: (await methodsOf(cookie, [agreement.id]))[0] },
    ]) {
      const { instalments } = response.body as PaymentMethodResponse;
      expect(instalments).toEqual({
        count: 3,
        regularCents: 103_333,
        finalCents: 103_334,
        totalCents: 310_000,
      });
      if (!instalments) throw new Error('no instalments');
      expect(instalments.regularCents * (instalments.count - 1) + instalments.finalCents).toBe(
        agreement.totals.grandTotalCents,
      );
    }
  });
});

describe('one payment method in force per agreement', () => {
  it('card, then ACH, then invoice: one in force, two replaced with their date and successor; a replaced one cannot be edited', async () => {
    const { cookie, agreement } = await clientWithAgreement(PROJECT_15000);
    const card = await setUpPayment(
      t,
      cookie,
      cardRequest(agreement.id, { amount: 15000, is_paid_in_full: true }),
    );
    const ach = await setUpPayment(
      t,
      cookie,
      achRequest(agreement.id, { amount: 15000, is_monthly: false }),
    );
    const invoice = await setUpPayment(t, cookie, invoiceRequest(agreement.id, { amount: 15000 }));

    const listed = await methodsOf(cookie, [agreement.id]);
    expect(listed).toHaveLength(3);
    expect(listed.filter((method) => method.status === 'active')).toEqual([
      expect.objectContaining({ id: invoice.id, statusChangedAt: null, replacedById: null }),
    ]);
    const byId = new Map(listed.map((method) => [method.id, method]));
    expect(byId.get(card.id)).toMatchObject({ status: 'replaced', replacedById: ach.id });
    expect(byId.get(ach.id)).toMatchObject({ status: 'replaced', replacedById: invoice.id });
    for (const id of [card.id, ach.id]) {
      expect(Date.parse(byId.get(id)?.statusChangedAt ?? '')).not.toBeNaN();
    }
    // One view agrees with the list.
    expect((await get(`/api/payment-info/${card.id}`, cookie)).body).toMatchObject({
      status: 'replaced',
      replacedById: ach.id,
    });

    // History is never edited; the method in force is.
    for (const id of [card.id, ach.id]) {
      const edit = await patchPayment(t, cookie, id, { po_number: 'PO-EDITED' });
      expect(outcome(edit)).toEqual({ status: 409, message: PAYMENT_AMOUNT_MESSAGES.notInForce });
    }
    expect((await methodRows().findOneByOrFail({ id: card.id })).poNumber).toBe('PO-2025-001');
    const live = await patchPayment(t, cookie, invoice.id, { po_number: 'PO-EDITED' });
    expect(live.status).toBe(200);

    // The ACH authorisation evidence stays on the replaced row.
    expect((await methodRows().findOneByOrFail({ id: ach.id })).achAuthorizedAt).toBeInstanceOf(
      Date,
    );
  });

  /** `count` saves of an invoice for the agreement, all at once. */
  const saveAtOnce = (cookie: string, agreementId: number, count: number) =>
    Promise.all(
      Array.from({ length: count }, () =>
        postPayment(t, cookie, invoiceRequest(agreementId, { amount: 15000 })),
      ),
    );

  it('leaves exactly one method in force after simultaneous saves for one agreement', async () => {
    const { cookie, agreement } = await clientWithAgreement(PROJECT_15000);
    let saved = 0;
    // First with no method in force, then with one in force that both try to replace.
    for (const round of [1, 2, 3]) {
      const answers = await saveAtOnce(cookie, agreement.id, 2);
      expect({ round, saved: answers.some((answer) => answer.status === 201) }).toEqual({
        round,
        saved: true,
      });
      saved += answers.filter((answer) => answer.status === 201).length;

      const listed = await methodsOf(cookie, [agreement.id]);
      expect(listed).toHaveLength(saved);
      expect(listed.filter((method) => method.status === 'active')).toHaveLength(1);
      // Every other one was replaced, and names what replaced it.
      for (const method of listed.filter((item) => item.status !== 'active')) {
        expect(method).toMatchObject({ status: 'replaced', replacedById: expect.any(Number) });
      }
      expect(await methodRows().countBy({ activeAgreementKey: agreement.id })).toBe(1);
    }
  });

  it('answers simultaneous saves 201, or 409 "try again", never 500', async () => {
    const { cookie, agreement } = await clientWithAgreement(PROJECT_15000);
    const unexpected: { round: number; status: number; message: unknown }[] = [];
    for (const round of [1, 2, 3, 4, 5, 6]) {
      for (const answer of await saveAtOnce(cookie, agreement.id, 5)) {
        const conflict =
          answer.status === 409 && answer.body.message === PAYMENT_AMOUNT_MESSAGES.conflict;
        if (answer.status !== 201 && !conflict) {
          unexpected.push({ round, status: answer.status, message: answer.body.message });
        }
      }
    }
    expect(unexpected).toEqual([]);
    expect(await methodRows().countBy({ activeAgreementKey: agreement.id })).toBe(1);
  });

  it('is enforced by the database: a second row in force for the same agreement is refused', async () => {
    const { cookie, agreement } = await clientWithAgreement(PROJECT_15000);
    const method = await setUpPayment(t, cookie, invoiceRequest(agreement.id, { amount: 15000 }));
    const stored = await methodRows().findOneByOrFail({ id: method.id });
    expect(stored).toMatchObject({ status: 'active', activeAgreementKey: agreement.id });

    const copy: Partial<PaymentMethod> = { ...stored };
    delete copy.id;
    const error = await methodRows()
      .insert(copy)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error)).toBe(true);
    expect(await methodRows().countBy({ consultingAgreementId: agreement.id })).toBe(1);
  });
});

describe('deleting an agreement', () => {
  it('ends its method in force; the console still shows the agreement, marked, and the method as ended', async () => {
    const admin = await createSignedInAdmin(t);
    const { cookie, user, agreement } = await clientWithAgreement(PROJECT_15000);
    const method = await setUpPayment(t, cookie, invoiceRequest(agreement.id, { amount: 15000 }));

    expect((await removeAgreement(agreement.id, cookie)).status).toBe(204);

    const stored = await methodRows().findOneByOrFail({ id: method.id });
    expect(stored).toMatchObject({ status: 'ended', activeAgreementKey: null });
    expect(stored.statusChangedAt).toBeInstanceOf(Date);

    const detail = await adminDetail(admin.cookie, user.id);
    expect(detail.hasSignedAgreement).toBe(false);
    expect(detail.hasPaymentMethod).toBe(false);
    expect(detail.agreements).toHaveLength(1);
    expect(detail.agreements[0]).toMatchObject({ id: agreement.id, status: 'active' });
    expect(Date.parse(detail.agreements[0].deletedByClientAt ?? '')).not.toBeNaN();
    expect(detail.payments).toEqual([
      expect.objectContaining({
        id: method.id,
        status: 'ended',
        statusChangedAt: expect.any(String),
      }),
    ]);

    // The client's profile agrees: nothing in force, nothing paying.
    expect((await get('/api/profile', cookie)).body).toMatchObject({
      hasSignedAgreement: false,
      hasPaymentMethod: false,
    });

    // The client's history shows it ended too; it can no longer be edited.
    expect((await get(`/api/payment-info/${method.id}`, cookie)).body).toMatchObject({
      status: 'ended',
    });
    const edit = await patchPayment(t, cookie, method.id, { po_number: 'PO-LATE' });
    expect(outcome(edit)).toEqual({ status: 409, message: PAYMENT_AMOUNT_MESSAGES.notInForce });

    // The console still opens and downloads the deleted agreement.
    expect(
      (await adminGet(t, `/api/admin/consulting-agreement/${agreement.id}`, admin.cookie)).status,
    ).toBe(200);
    const pdf = await download(
      t,
      `/api/admin/consulting-agreement/${agreement.id}/download`,
      admin.cookie,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('declines a proposal waiting on it, and tells the firm', async () => {
    const admin = await createSignedInAdmin(t);
    const { cookie, input, agreement } = await clientWithAgreement(PROJECT_15000);
    const proposal = (await amend(agreement.id, admin.cookie).expect(201)).body as Agreement;
    await waitForMailTo(input.email);

    expect((await removeAgreement(agreement.id, cookie)).status).toBe(204);
    const after = await adminGet(t, `/api/admin/consulting-agreement/${proposal.id}`, admin.cookie);
    expect(after.body).toMatchObject({ id: proposal.id, status: 'declined', declineNote: null });
    // The firm is not left waiting on a proposal nobody will sign.
    const firmMail = await waitForMail(
      (mail) =>
        mail.envelope.to.includes(FIRM_INBOX) &&
        (mail.parsed.text ?? '').includes(input.email) &&
        (mail.parsed.text ?? '').includes('deleted the agreement'),
      `the e-mail to ${FIRM_INBOX} about the deleted agreement`,
    );
    expect(firmMail.parsed.subject).toContain('Amendment declined');
    expect(outcome(await postAgreement(t, cookie, signingAsProposed(proposal.id)))).toEqual({
      status: 404,
      message: 'Not found',
    });
  });
});

describe('a firm amendment binds as proposed', () => {
  it('stays a proposal until the client signs exactly its terms; then that version itself is in force and version 1 superseded', async () => {
    const admin = await createSignedInAdmin(t);
    const { cookie, user, input, agreement } = await clientWithAgreement(allPaymentTypes());
    await setUpPayment(t, cookie, achRequest(agreement.id));

    // The firm amends: version 2, pending, unsigned.
    const response = await amend(agreement.id, admin.cookie);
    expect(response.status).toBe(201);
    const proposal = response.body as Agreement;
    expect(proposal).toMatchObject({
      version: 2,
      status: 'pending',
      amendedByFirm: true,
      previousVersionId: agreement.id,
      signature: null,
      totals: { grandTotalCents: 2_200_000, longestMonths: 3 },
    });
    expect(Date.parse(proposal.proposedAt ?? '')).not.toBeNaN();

    // The client is e-mailed, with a link to review it.
    const [mail] = await waitForMailTo(input.email);
    const link = appLink(t.config.get('appUrls').portal, `/consulting-agreement/${proposal.id}`);
    expect(mail.parsed.text).toContain(link);
    expect(mail.parsed.html).toContain(link);
    expect(mail.parsed.subject).toContain(agreement.reference);

    // While it is pending, version 1 stays in force everywhere.
    const list = (await get('/api/consulting-agreements', cookie)).body as AgreementSummary[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: agreement.id,
      version: 1,
      status: 'active',
      pendingAmendment: { id: proposal.id, version: 2, grandTotalCents: 2_200_000 },
    });
    expect((await get('/api/profile', cookie)).body.hasSignedAgreement).toBe(true);

    const users = (await adminGet(t, '/api/admin/users', admin.cookie)).body as AdminUserListItem[];
    expect(users.find((item) => item.id === user.id)).toMatchObject({
      hasSignedAgreement: true,
      hasPaymentMethod: true,
    });
    const detail = await adminDetail(admin.cookie, user.id);
    expect(detail.hasSignedAgreement).toBe(true);
    expect(detail.agreements).toHaveLength(1);
    expect(detail.agreements[0]).toMatchObject({
      id: agreement.id,
      version: 1,
      status: 'active',
      proposal: { id: proposal.id, version: 2, totals: { grandTotalCents: 2_200_000 } },
    });
    expect(detail.agreements[0].history.map((entry) => [entry.id, entry.status])).toEqual([
      [agreement.id, 'active'],
      [proposal.id, 'pending'],
    ]);
    expect(JSON.parse(detail.serviceType)).toHaveLength(allPaymentTypes().length);

    // The unsigned proposal never says it was signed.
    const proposalView = await get(`/api/consulting-agreement/${proposal.id}`, cookie);
    expect(proposalView.status).toBe(200);
    expect(proposalView.body).toMatchObject({ status: 'pending', signature: null });

    const countBefore = await agreementRows().countBy({ userId: user.id });
    expect(countBefore).toBe(2);

    // The client cannot change the firm's terms: 400, nothing changed.
    const [firstService, ...rest] = amendedServices();
    const otherFees = await postAgreement(
      t,
      cookie,
      buildAgreementRequest({
        ...amendment(),
        services: [{ ...firstService, fee: 1 }, ...rest],
        agreementId: proposal.id,
      }),
    );
    expect(outcome(otherFees)).toEqual({ status: 400, message: AMENDMENT_MESSAGES.termsDiffer });
    const otherClient = await postAgreement(
      t,
      cookie,
      buildAgreementRequest({
        ...amendment(),
        clientData: buildClientData({ signerTitle: 'Chief Executive Officer' }),
        agreementId: proposal.id,
      }),
    );
    expect(outcome(otherClient)).toEqual({ status: 400, message: AMENDMENT_MESSAGES.termsDiffer });
    expect(await agreementRows().countBy({ userId: user.id })).toBe(countBefore);
    expect((await get(`/api/consulting-agreement/${proposal.id}`, cookie)).body).toMatchObject({
      status: 'pending',
      signature: null,
    });
    expect((await get(`/api/consulting-agreement/${agreement.id}`, cookie)).body).toMatchObject({
      status: 'active',
      supersededById: null,
    });

    // Nor re-sign version 1 with their own edit while the proposal waits.
    const ownEdit = await postAgreement(
      t,
      cookie,
      buildAgreementRequest({ agreementId: agreement.id, services: allPaymentTypes() }),
    );
    expect(outcome(ownEdit)).toEqual({ status: 409, message: AMENDMENT_MESSAGES.pendingExists });

    // The firm cannot propose a second one, nor amend the proposal.
    expect(outcome(await amend(agreement.id, admin.cookie))).toEqual({
      status: 409,
      message: AMENDMENT_MESSAGES.proposalExists,
    });
    expect(outcome(await amend(proposal.id, admin.cookie))).toEqual({
      status: 409,
      message: AMENDMENT_MESSAGES.notInForce,
    });
    expect(await agreementRows().countBy({ userId: user.id })).toBe(countBefore);
    expect(await methodRows().countBy({ userId: user.id })).toBe(1);

    // The client signs exactly the proposed terms: that version comes into force.
    const signed = await postAgreement(t, cookie, signingAsProposed(proposal.id));
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({
      id: proposal.id,
      version: 2,
      status: 'active',
      amendedByFirm: true,
      typedSignature: 'Ada Lovelace',
      signature: { ipAddress: '127.0.0.1' },
      totals: { grandTotalCents: 2_200_000 },
    });
    expect((signed.body as Agreement).history.map((entry) => [entry.id, entry.status])).toEqual([
      [agreement.id, 'superseded'],
      [proposal.id, 'active'],
    ]);
    expect(await agreementRows().countBy({ userId: user.id })).toBe(countBefore);
    expect((await get(`/api/consulting-agreement/${agreement.id}`, cookie)).body).toMatchObject({
      status: 'superseded',
      supersededById: proposal.id,
    });
    const listAfter = (await get('/api/consulting-agreements', cookie)).body as AgreementSummary[];
    expect(listAfter.map((item) => [item.id, item.version, item.status])).toEqual([
      [proposal.id, 2, 'active'],
    ]);
    expect(listAfter[0].pendingAmendment ?? null).toBeNull();
  });

  it('carries the method in force over to the proposal the client signs: amount recomputed, to be confirmed', async () => {
    const admin = await createSignedInAdmin(t);
    const { cookie, user, input, agreement } = await clientWithAgreement(allPaymentTypes());
    // An ACH method in force on version 1: monthly, $102,500 / 6 = $17,083.33.
    const ach = await setUpPayment(t, cookie, achRequest(agreement.id));
    expect(ach).toMatchObject({ amountCents: 1_708_333, status: 'active' });
    const proposal = (await amend(agreement.id, admin.cookie).expect(201)).body as Agreement;
    await waitForMailTo(input.email);

    // While the proposal waits, the method stays as it is, on version 1.
    expect(
      (await methodsOf(cookie, [agreement.id, proposal.id])).map((m) => [m.id, m.status]),
    ).toEqual([[ach.id, 'active']]);
    expect((await postAgreement(t, cookie, signingAsProposed(proposal.id))).status).toBe(201);

    // The method in force carried over: amount recomputed, awaiting the client's confirmation.
    const methods = await methodsOf(cookie, [agreement.id, proposal.id]);
    expect(methods).toHaveLength(2);
    const carried = methods.find((method) => method.status === 'active');
    expect(carried).toMatchObject({
      consultingAgreementId: proposal.id,
      paymentType: 'pay by ach',
      isMonthly: true,
      amountCents: 733_333,
      needsConfirmation: true,
      agreementVersion: 2,
      agreementTotalCents: 2_200_000,
      instalments: instalmentSchedule(2_200_000, 3),
    });
    expect(methods.find((method) => method.id === ach.id)).toMatchObject({
      status: 'replaced',
      replacedById: carried?.id,
      amountCents: 1_708_333,
    });
    // One agreement number for every version, on the agreements and on both methods.
    const signedProposal = (await get(`/api/consulting-agreement/${proposal.id}`, cookie))
      .body as Agreement;
    expect(signedProposal.reference).toBe(agreement.reference);
    expect(new Set(methods.map((method) => method.agreementReference))).toEqual(
      new Set([agreement.reference]),
    );
    const carriedView = (await get(`/api/payment-info/${carried?.id}`, cookie))
      .body as PaymentMethodResponse;
    // The ACH authorisation was for the old amount: it is asked again.
    expect(carriedView.achAuthorization).toBeNull();
    expect((await adminDetail(admin.cookie, user.id)).payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: carried?.id, status: 'active', needsConfirmation: true }),
        expect.objectContaining({ id: ach.id, status: 'replaced' }),
      ]),
    );

    // Confirming it asks for the ACH authorisation again, then clears the flag.
    const unconfirmed = await patchPayment(t, cookie, carried?.id ?? 0, { amount: 7333.33 });
    expect(outcome(unconfirmed)).toEqual({
      status: 400,
      message: PAYMENT_MESSAGES.achAuthorization,
    });
    const confirmed = await patchPayment(t, cookie, carried?.id ?? 0, {
      amount: 7333.33,
      ach_authorization: true,
      account_ownership: true,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ needsConfirmation: false, amountCents: 733_333 });
  });

  it('carries the method over when the client re-signs their own edit, one-time when no monthly service is left', async () => {
    const { cookie, agreement } = await clientWithAgreement(HOURLY_AND_MONTHLY);
    const monthly = await setUpPayment(
      t,
      cookie,
      invoiceRequest(agreement.id, { amount: 1033.33, is_monthly: true }),
    );
    const second = await signAgreement(t, cookie, {
      agreementId: agreement.id,
      services: PROJECT_15000,
    });
    expect(second).toMatchObject({ version: 2, status: 'active' });

    const methods = await methodsOf(cookie, [agreement.id, second.id]);
    expect(methods).toHaveLength(2);
    const carried = methods.find((method) => method.status === 'active');
    expect(carried).toMatchObject({
      consultingAgreementId: second.id,
      paymentType: 'pay by invoice',
      isMonthly: false,
      amountCents: 1_500_000,
      needsConfirmation: true,
      agreementVersion: 2,
      agreementTotalCents: 1_500_000,
      instalments: null,
    });
    expect((await get(`/api/payment-info/${carried?.id}`, cookie)).body).toMatchObject({
      isPaidInFull: true,
    });
    expect(methods.find((method) => method.id === monthly.id)).toMatchObject({
      status: 'replaced',
      replacedById: carried?.id,
    });
    // Saving it again confirms it.
    const confirmed = await patchPayment(t, cookie, carried?.id ?? 0, { amount: 15000 });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ needsConfirmation: false, status: 'active' });
  });

  it('lets the client decline with a note (e-mailed to the firm), and the firm withdraw; version 1 stays in force', async () => {
    const admin = await createSignedInAdmin(t);
    const { cookie, input, agreement } = await clientWithAgreement(PROJECT_15000);

    const proposal = (await amend(agreement.id, admin.cookie).expect(201)).body as Agreement;
    await waitForMailTo(input.email);
    const note = 'Three months is too short for the migration; please keep the current terms.';
    const declined = await decline(proposal.id, cookie, { note });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ id: proposal.id, status: 'declined', declineNote: note });

    const firmMail = await waitForMail(
      (mail) => mail.envelope.to.includes(FIRM_INBOX) && (mail.parsed.text ?? '').includes(note),
      `the decline e-mail to ${FIRM_INBOX}`,
    );
    expect(firmMail.parsed.subject).toContain(agreement.reference);
    expect(firmMail.parsed.text).toContain(input.email);

    const list = (await get('/api/consulting-agreements', cookie)).body as AgreementSummary[];
    expect(list.map((item) => [item.id, item.status])).toEqual([[agreement.id, 'active']]);
    expect(list[0].pendingAmendment ?? null).toBeNull();
    // A declined proposal can be neither declined again nor signed.
    expect(outcome(await decline(proposal.id, cookie))).toEqual({
      status: 409,
      message: AMENDMENT_MESSAGES.notPending,
    });
    expect(outcome(await postAgreement(t, cookie, signingAsProposed(proposal.id)))).toEqual({
      status: 409,
      message: AMENDMENT_MESSAGES.notPending,
    });

    // The firm proposes again, then withdraws it.
    const second = (await amend(agreement.id, admin.cookie).expect(201)).body as Agreement;
    expect(second).toMatchObject({ version: 3, status: 'pending' });
    await waitForMailTo(input.email, 2);
    const withdraw = () =>
      adminPost(t, `/api/admin/consulting-agreement/${second.id}/withdraw`, admin.cookie);
    const withdrawn = await withdraw();
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ id: second.id, status: 'withdrawn' });
    expect(outcome(await withdraw())).toEqual({
      status: 409,
      message: AMENDMENT_MESSAGES.notPending,
    });
    expect(outcome(await decline(second.id, cookie))).toEqual({
      status: 409,
      message: AMENDMENT_MESSAGES.notPending,
    });
    // Neither takes a payment method: they never came into force.
    for (const never of [proposal, second]) {
      const paying = await postPayment(
        t,
        cookie,
        invoiceRequest(never.id, { amount: never.totals.grandTotalCents / 100 }),
      );
      expect(outcome(paying)).toEqual({
        status: 409,
        message: PAYMENT_MESSAGES.agreementNeverInForce,
      });
    }

    const stillInForce = (await get(`/api/consulting-agreement/${agreement.id}`, cookie))
      .body as Agreement;
    expect(stillInForce).toMatchObject({ status: 'active', supersededById: null });
    expect(stillInForce.history.map((entry) => [entry.version, entry.status])).toEqual([
      [1, 'active'],
      [2, 'declined'],
      [3, 'withdrawn'],
    ]);

    // With no proposal waiting, the client may re-sign their own edit again.
    const resigned = await postAgreement(
      t,
      cookie,
      buildAgreementRequest({ agreementId: agreement.id, services: PROJECT_15000 }),
    );
    expect(resigned.status).toBe(201);
    expect(resigned.body).toMatchObject({ version: 4, status: 'active' });
  });
});

describe('an agreement bills something', () => {
  const zero: AgreementServiceSelection[] = [{ ...PROJECT_15000[0], fee: 0 }];

  it('refuses a $0 agreement on the client’s signing', async () => {
    const client = await createSignedInUser(t);
    await acceptDisclosure(t, client.cookie);
    const response = await postAgreement(
      t,
      client.cookie,
      buildAgreementRequest({ services: zero }),
    );
    expect(outcome(response)).toEqual({ status: 400, message: AGREEMENT_MESSAGES.zeroTotal });
    // Zero hours is not a way around it.
    const noHours = await postAgreement(
      t,
      client.cookie,
      buildAgreementRequest({ services: [{ ...HOURLY_AND_MONTHLY[0], hours: 0 }] }),
    );
    expect(outcome(noHours)).toEqual({ status: 400, message: AGREEMENT_MESSAGES.hours });
    expect(await agreementRows().countBy({ userId: client.user.id })).toBe(0);
  });

  it('refuses a $0 amendment from the firm, and writes nothing', async () => {
    const admin = await createSignedInAdmin(t);
    const { cookie, user, agreement } = await clientWithAgreement(PROJECT_15000);
    const response = await amend(agreement.id, admin.cookie, { ...amendment(), services: zero });
    expect(outcome(response)).toEqual({ status: 400, message: AGREEMENT_MESSAGES.zeroTotal });
    const noHours = await amend(agreement.id, admin.cookie, {
      ...amendment(),
      services: [{ ...HOURLY_AND_MONTHLY[0], hours: 0 }],
    });
    expect(outcome(noHours)).toEqual({ status: 400, message: AGREEMENT_MESSAGES.hours });
    expect(await agreementRows().countBy({ userId: user.id })).toBe(1);
    const list = (await get('/api/consulting-agreements', cookie)).body as AgreementSummary[];
    expect(list.map((item) => [item.id, item.status, item.pendingAmendment ?? null])).toEqual([
      [agreement.id, 'active', null],
    ]);
  });
});

describe('signed records stay with the firm', () => {
  it('hides an NDA the client deletes from the client only: the console lists, views and downloads it', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t);
    const nda = await signNda(t, client.cookie);

    const deleted = await t
      .http()
      .delete(`/api/nda/${nda.id}`)
      .set('Origin', ORIGIN)
      .set('Cookie', client.cookie);
    expect(deleted.status).toBe(204);
    const ndas = (await get('/api/ndas', client.cookie)).body as Nda[];
    expect(ndas.map((item) => item.id)).not.toContain(nda.id);
    expect((await get(`/api/nda/${nda.id}`, client.cookie)).status).toBe(404);

    const detail = await adminDetail(admin.cookie, client.user.id);
    expect(detail.ndas).toEqual([expect.objectContaining({ id: nda.id })]);
    expect(Date.parse(detail.ndas[0].deletedByClientAt ?? '')).not.toBeNaN();
    const users = (await adminGet(t, '/api/admin/users', admin.cookie)).body as AdminUserListItem[];
    const entry = users
      .find((item) => item.id === client.user.id)
      ?.documents.find((document) => document.kind === 'nda' && document.id === nda.id);
    expect(entry).toBeDefined();
    expect(Date.parse(entry?.deletedByClientAt ?? '')).not.toBeNaN();

    const view = await adminGet(t, `/api/admin/nda/${nda.id}`, admin.cookie);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: nda.id, companyName: nda.companyName });
    const pdf = await download(t, `/api/admin/nda/${nda.id}/download`, admin.cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
