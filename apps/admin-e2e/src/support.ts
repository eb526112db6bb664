import { expect, request, type Browser, type Page } from '@playwright/test';
import type { RegisterRequest, User } from '@consult/domain';
import {
  attachmentBytes,
  capitalSuccess,
  caughtMails,
  type CaughtMail,
  digitalMonthly,
  promoteToAdmin,
  registerAccount,
  strategyHourly,
  uniqueSuffix,
} from '@consult/testing/node';
import {
  acceptDisclosure,
  callApi,
  signAgreement,
  signIn,
  signNda,
} from '@consult/testing/playwright';

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

/** A document id as its reference writes it: "000042". */
export const pad = (id: number) => String(id).padStart(6, '0');

/** A fresh admin, made the way operators make one (the CLI), signed in. */
export async function signedInAdmin(page: Page): Promise<Account> {
  const admin = await registerAccount({ firstName: 'Morgan', lastName: 'Ashby' });
  promoteToAdmin(admin.email);
  await signIn(page, admin);
  return admin;
}

/** A second browser, for the client, at the same width as the test's page. */
export async function clientPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  return context.newPage();
}

/** The newest caught message to `to` whose subject has `subject`, once the outbox has sent it. */
export async function mailTo(page: Page, to: string, subject: string) {
  await expect
    .poll(
      async () =>
        (await caughtMails()).some(
          (mail) => mail.to.includes(to) && mail.subject.includes(subject),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  const mail = (await caughtMails()).find(
    (item) => item.to.includes(to) && item.subject.includes(subject),
  );
  if (!mail) throw new Error(`no mail to ${to} about ${subject}`);
  return mail;
}

/**
 * Print on a document's view in the console: the PDF opens in a new window (a `blob:` address in
 * Chromium's PDF viewer: the story is tagged @pdf-viewer) and the console says so.
 */
export async function printShowsThePdf(page: Page): Promise<void> {
  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print' }).click();
  const popup = await opening;
  await expect(page.getByText('Document opened for printing')).toBeVisible();
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  await popup.close();
}
