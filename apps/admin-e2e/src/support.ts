import {
  expect,
  request,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { E2E, registerAccount, uniqueSuffix } from '@consult/testing';
import type { RegisterRequest, User } from '@consult/domain';

export const isPhone = (testInfo: TestInfo) => testInfo.project.name.endsWith('phone');

export type Account = RegisterRequest & { user: User };

/** Signs in through the portal's log-in form (the console has none: one sign-in serves all apps). */
export async function logIn(page: Page, account: Pick<Account, 'username' | 'password'>) {
  await page.goto(`${E2E.portal}/log-in`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(`${E2E.portal}/profile`);
}

/** Opens the account menu: the avatar dropdown on desktop, the drawer on a phone. */
export async function openAccountMenu(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: /open menu/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  } else {
    await page.getByRole('button', { name: /account menu/i }).click();
  }
}

export async function logOut(page: Page, phone: boolean) {
  await openAccountMenu(page, phone);
  await page.getByRole(phone ? 'button' : 'menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/log-in`);
}

/** The signer's today, as the portal's forms send it. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The agreement every seeded client signs: $5,000 + $60,000 + $12,500 = $77,500. */
export const SEEDED_SERVICES = [
  {
    name: 'Business Strategy & Growth',
    subServices: ['Growth Strategy'],
    paymentType: 'hourly',
    fee: 500,
    hours: 10,
  },
  {
    name: 'Digital Solutions',
    subServices: ['Cloud Migration', 'AI Adoption'],
    paymentType: 'monthly',
    fee: 5000,
    months: 6,
  },
  {
    name: 'Capital Markets Advisory',
    subServices: ['Capital Raising'],
    paymentType: 'success',
    fee: 10000,
    downPayment: 2500,
  },
] as const;

export interface SeededClient extends Account {
  ndaId: number;
  agreementId: number;
  paymentMethodId: number;
}

/** A signed-in API session of a client, as the portal would hold it (JSON, from the portal's origin). */
async function clientSession(account: Account): Promise<APIRequestContext> {
  const api = await request.newContext({
    extraHTTPHeaders: { Origin: E2E.portal },
  });
  const login = await api.post(`${E2E.api}/login`, {
    data: { username: account.username, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

async function post<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await api.post(`${E2E.api}${path}`, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json().catch(() => null)) as T;
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
  const signer = `${account.firstName} ${account.lastName}`;
  const api = await clientSession(account);
  try {
    await post(api, '/esign-consent', { version: '2025-01' });
    const nda = await post<{ id: number }>(api, '/nda', {
      companyName: account.companyName,
      companyAddress: account.address,
      companyCity: account.city,
      companyState: account.state,
      companyZip: account.zipCode,
      signerName: signer,
      signerTitle: 'Chief Operating Officer',
      agreementDate: today(),
      signature: signer,
      agreeToSignElectronically: true,
    });
    const agreement = await post<{ id: number }>(api, '/consulting-agreement', {
      clientData: {
        companyName: account.companyName,
        companyStreet: account.address,
        companyCity: account.city,
        companyState: account.state,
        companyZip: account.zipCode,
        companyPhone: account.phone,
        signerName: signer,
        signerTitle: 'Chief Operating Officer',
        date: today(),
      },
      services: SEEDED_SERVICES,
      signature: signer,
      agreeToSignElectronically: true,
    });
    const payment = await post<{ id: number }>(api, '/payment-setup', {
      amount: 12916.66,
      consulting_agreement_id: agreement.id,
      payment_type: 'pay by invoice',
      is_monthly: true,
      po_number: `PO-${uniqueSuffix()}`,
      billing_contact: signer,
      ...paymentFields,
    });
    return { ...account, ndaId: nda.id, agreementId: agreement.id, paymentMethodId: payment.id };
  } finally {
    await api.dispose();
  }
}

const MAIL_CATCHER = 'http://localhost:1080';

export interface CaughtMail {
  id: number;
  to: string[];
  subject: string;
  attachments: Array<{ index: number; filename: string; mimeType: string; size: number }>;
}

/** The messages the local mail catcher holds, newest first. */
export async function caughtMails(page: Page): Promise<CaughtMail[]> {
  const response = await page.request.get(`${MAIL_CATCHER}/messages.json`);
  return (await response.json()) as CaughtMail[];
}

/** A caught message's attachment, as the mail carried it. */
export async function attachmentBytes(page: Page, mail: CaughtMail, index = 0): Promise<Buffer> {
  const response = await page.request.get(
    `${MAIL_CATCHER}/messages/${mail.id}/attachments/${index}`,
  );
  return response.body();
}

/** The first bytes of a caught message's attachment ("%PDF-" for a PDF). */
export async function attachmentStart(page: Page, mail: CaughtMail, index = 0): Promise<string> {
  return (await attachmentBytes(page, mail, index)).subarray(0, 5).toString('latin1');
}

/**
 * Moves the focus with Tab alone, as a keyboard user does, until `target` has it; fails when
 * `limit` presses never reach it (a control the keyboard cannot reach).
 */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with Tab in at most ${limit} presses`).toBeFocused();
}
