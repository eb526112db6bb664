import { DataSource } from 'typeorm';
import type {
  AdminUserDetail,
  AgreementServiceSelection,
  AmendAgreementRequest,
  PaymentMethodSummary,
} from '@consult/domain';
import { ConsultingAgreement } from '../../src/agreements/agreement.entity';
import { PaymentMethod } from '../../src/payments/payment-method.entity';
import { adminGet, adminPost } from './admin';
import { buildAgreementRequest, buildClientData, signAgreement } from './agreements';
import { createSignedInUser } from './factories';
import { eventually, outboxDrained } from './mail-outbox';
import { acceptDisclosure } from './ndas';
import { isEmailVerification, isSignedDocumentDelivery, type CapturedMail } from './smtp-capture';
import { useTestAppWithMail } from './suite';
import { ORIGIN } from './test-app';

/*
 * The suite of docs/contracts-and-money.md (contracts-and-money-*.int-spec.ts): the agreements
 * and amendments its tests start from, and the helpers they share.
 */

export const FIRM_INBOX = 'contracts-inbox@firm.example';

export const outcome = (response: { status: number; body: { message?: unknown } }) => ({
  status: response.status,
  message: response.body.message,
});

/** One fixed-fee project: a grand total of $15,000, billed in one payment. */
export const PROJECT_15000: AgreementServiceSelection[] = [
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
export const HOURLY_AND_MONTHLY: AgreementServiceSelection[] = [
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
export const amendedServices = (): AgreementServiceSelection[] => [
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

export const amendment = (): AmendAgreementRequest => ({
  clientData: buildClientData({ signerTitle: 'Chair' }),
  services: amendedServices(),
});

/** The client's request signing the firm's proposal exactly as proposed. */
export const signingAsProposed = (proposalId: number) =>
  buildAgreementRequest({ ...amendment(), agreementId: proposalId });

/**
 * The app, with its own mail server (amendments and declines e-mail through the outbox), and the
 * helpers around it. What a test queued is delivered before the next one starts, and before the
 * file closes.
 */
export function contractsSuite() {
  const { t, smtp } = useTestAppWithMail({ FIRM_INBOX }, { drainOutboxOnClose: true });
  afterEach(() => outboxDrained(t));

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

  const amend = (id: number, cookie: string, body: object = amendment()) =>
    adminPost(t, `/api/admin/consulting-agreement/${id}/amend`, cookie, body);

  /** The client's payment methods for one agreement (any of its versions' ids), as listed. */
  async function methodsOf(cookie: string, agreementIds: number[]) {
    const response = await get('/api/payment-info', cookie);
    expect(response.status).toBe(200);
    return (response.body as PaymentMethodSummary[]).filter(
      (method) =>
        method.consultingAgreementId !== null &&
        agreementIds.includes(method.consultingAgreementId),
    );
  }

  /**
   * A signed-in client who has accepted the disclosure and signed an agreement of these services.
   */
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

  return {
    t,
    agreementRows,
    methodRows,
    get,
    removeAgreement,
    decline,
    mailsTo,
    waitForMailTo,
    waitForMail,
    amend,
    methodsOf,
    clientWithAgreement,
    adminDetail,
  };
}
