import { request } from '@playwright/test';
import type { RegisterRequest, User } from '@consult/domain';
import {
  attachmentBytes,
  capitalSuccess,
  type CaughtMail,
  digitalMonthly,
  registerAccount,
  strategyHourly,
  uniqueSuffix,
} from '@consult/testing/node';
import { acceptDisclosure, callApi, signAgreement, signNda } from '@consult/testing/playwright';

export type Account = RegisterRequest & { user: User };

/** The agreement every seeded client signs: $5,000 + $60,000 + $12,500 = $77,500. */
export const seededServices = () => [strategyHourly(), digitalMonthly(), capitalSuccess()];

export interface SeededClient extends Account {
  ndaId: number;
  agreementId: number;
  paymentMethodId: number;
}

/**
 * A client with every document, made through the API as the portal makes them: the electronic
 * records disclosure accepted, a mutual NDA and a consulting agreement signed, and an invoice
 * payment method (monthly) set up for the agreement.
 */
export async function seedClient(
  overrides: Partial<RegisterRequest> = {},
  /** Extra payment-setup fields (`billing_email`). */
  paymentFields: Record<string, string> = {},
): Promise<SeededClient> {
  const account = await registerAccount(overrides);
  const api = await request.newContext();
  try {
    await callApi(api, 'POST', '/login', {
      username: account.username,
      password: account.password,
    });
    await acceptDisclosure(api);
    const ndaId = await signNda(api, account);
    const agreementId = await signAgreement(api, account, seededServices());
    const payment = await callApi<{ id: number }>(api, 'POST', '/payment-setup', {
      amount: 12916.66,
      consulting_agreement_id: agreementId,
      payment_type: 'pay by invoice',
      is_monthly: true,
      po_number: `PO-${uniqueSuffix()}`,
      billing_contact: `${account.firstName} ${account.lastName}`,
      ...paymentFields,
    });
    return { ...account, ndaId, agreementId, paymentMethodId: payment.id };
  } finally {
    await api.dispose();
  }
}

// The mail catcher (MailDev), read through its REST API.
export { attachmentBytes, caughtMails, type CaughtMail } from '@consult/testing/node';

/** The first bytes of a caught message's attachment ("%PDF-" for a PDF). */
export async function attachmentStart(mail: CaughtMail, index = 0): Promise<string> {
  return (await attachmentBytes(mail, index)).subarray(0, 5).toString('latin1');
}
