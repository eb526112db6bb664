import type { Agreement, PaymentMethod, PaymentSetupRequest } from '@consult/domain';
import { allPaymentTypes } from '@consult/testing/node';
import { signAgreement } from './agreements';
import { createSignedInUser } from './factories';
import { TEST_USER_AGENT } from './ndas';
import { ORIGIN, type TestApp } from './test-app';

/** Luhn-valid test cards that no test data contains by chance. */
export const VISA = { number: '4716 0928 3361 5580', digits: '4716092833615580', last4: '5580' };
export const MASTERCARD = {
  number: '5431 8672 0954 1176',
  digits: '5431867209541176',
  last4: '1176',
};
/** Bank numbers: routing numbers with a valid ABA checksum; account numbers of 14 and 13 digits. */
export const BANK = { routing: '021000021', account: '90817263544536', accountLast4: '4536' };
export const OTHER_BANK = { routing: '011000015', account: '5550001119876', accountLast4: '9876' };

/** MM/YY, `years` after the current month. */
export function expiryIn(years: number, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${month}/${String((now.getUTCFullYear() + years) % 100).padStart(2, '0')}`;
}

/** A complete card setup (one-time, the agreement's grand total unless overridden). */
export function cardRequest(
  agreementId: number,
  overrides: Partial<PaymentSetupRequest> = {},
): PaymentSetupRequest {
  return {
    amount: 102500,
    consulting_agreement_id: agreementId,
    payment_type: 'pay by credit card',
    is_monthly: false,
    is_paid_in_full: true,
    po_number: 'PO-2025-001',
    billing_company_name: 'Analytical Engines Ltd',
    billing_address: '12 Example Street',
    billing_city: 'Boston',
    billing_state: 'MA',
    billing_zip: '02110',
    billing_email: 'ap@analytical-engines.example',
    billing_contact: 'Accounts Payable',
    billing_phone: '+1 617 555 0100',
    cardholder_name: 'Ada Lovelace',
    card_number: VISA.number,
    expiry_date: expiryIn(2),
    cvv: '9786',
    last4: VISA.last4,
    ...overrides,
  };
}

/** A complete ACH setup, monthly, both authorisations ticked. */
export function achRequest(
  agreementId: number,
  overrides: Partial<PaymentSetupRequest> = {},
): PaymentSetupRequest {
  return {
    amount: 17083.33,
    consulting_agreement_id: agreementId,
    payment_type: 'pay by ach',
    is_monthly: true,
    account_name: 'Analytical Engines Ltd',
    bank_name: 'First Harbor Bank',
    routing_number: BANK.routing,
    account_number: BANK.account,
    account_type: 'checking',
    ach_authorization: true,
    account_ownership: true,
    ...overrides,
  };
}

/** An invoice: the billing fields are optional and left out. */
export function invoiceRequest(
  agreementId: number,
  overrides: Partial<PaymentSetupRequest> = {},
): PaymentSetupRequest {
  return {
    amount: 102500,
    consulting_agreement_id: agreementId,
    payment_type: 'pay by invoice',
    is_monthly: false,
    ...overrides,
  };
}

export function postPayment(t: TestApp, cookie: string, body: object, requestId?: string) {
  const call = t
    .http()
    .post('/api/payment-setup')
    .set('Origin', ORIGIN)
    .set('Cookie', cookie)
    .set('User-Agent', TEST_USER_AGENT);
  return (requestId ? call.set('X-Request-Id', requestId) : call).send(body);
}

export function patchPayment(t: TestApp, cookie: string, id: number, body: object) {
  return t
    .http()
    .patch(`/api/payment-info/${id}`)
    .set('Origin', ORIGIN)
    .set('Cookie', cookie)
    .set('User-Agent', TEST_USER_AGENT)
    .send(body);
}

export function deletePayment(t: TestApp, cookie: string, id: number) {
  return t.http().delete(`/api/payment-info/${id}`).set('Origin', ORIGIN).set('Cookie', cookie);
}

/**
 * A signed-in client with a signed agreement of every payment type: grand total $102,500,
 * monthly payment $17,083.33 over 6 months.
 */
export async function clientWithAgreement(t: TestApp) {
  const client = await createSignedInUser(t);
  const agreement: Agreement = await signAgreement(t, client.cookie, {
    services: allPaymentTypes(),
  });
  return { ...client, agreement };
}

/** Sets up a payment method and answers it; fails the test on anything but 201. */
export async function setUpPayment(
  t: TestApp,
  cookie: string,
  body: object,
): Promise<PaymentMethod> {
  const response = await postPayment(t, cookie, body);
  if (response.status !== 201)
    throw new Error(`payment setup failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as PaymentMethod;
}
