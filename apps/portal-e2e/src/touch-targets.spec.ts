import { devices, expect, test, type Page } from '@playwright/test';
import { E2E, registerAccount } from '@consult/testing';
import { smallTouchTargets } from '@consult/testing/e2e';
import { localIsoDate } from '@consult/domain';
import { logIn } from './support';

// The iPhone profile (its viewport, user agent, touch screen and pixel density) in the project's
// Chromium: WebKit is not installed, so the profile's default browser is left aside.
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone 13'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

type Account = Awaited<ReturnType<typeof registerAccount>>;

/** Calls the API as the signed-in browser does (its cookie, the portal's origin). */
async function api<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`${E2E.portal}/api${path}`, {
    data,
    headers: { Origin: E2E.portal },
  });
  expect(response.ok(), `POST ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A signed NDA, a signed agreement and an invoice paying it, as the portal's forms make them. */
async function documents(page: Page, account: Account) {
  const signer = `${account.firstName} ${account.lastName}`;
  const consent = await page.request.get(`${E2E.portal}/api/esign-consent`);
  await api(page, '/esign-consent', {
    version: ((await consent.json()) as { version: string }).version,
  });
  const nda = await api<{ id: number }>(page, '/nda', {
    companyName: account.companyName,
    companyAddress: account.address,
    companyCity: account.city,
    companyState: account.state,
    companyZip: account.zipCode,
    signerName: signer,
    signerTitle: 'Chief Operating Officer',
    agreementDate: localIsoDate(new Date()),
    signature: signer,
    agreeToSignElectronically: true,
  });
  const agreement = await api<{ id: number }>(page, '/consulting-agreement', {
    clientData: {
      companyName: account.companyName,
      companyStreet: account.address,
      companyCity: account.city,
      companyState: account.state,
      companyZip: account.zipCode,
      companyPhone: account.phone,
      signerName: signer,
      signerTitle: 'Chief Operating Officer',
      date: localIsoDate(new Date()),
    },
    services: [
      {
        name: 'Business Strategy & Growth',
        subServices: ['Growth Strategy'],
        paymentType: 'hourly',
        fee: 500,
        hours: 10,
      },
    ],
    signature: signer,
    agreeToSignElectronically: true,
  });
  const method = await api<{ id: number }>(page, '/payment-setup', {
    amount: 5000,
    consulting_agreement_id: agreement.id,
    payment_type: 'pay by invoice',
    is_monthly: false,
    po_number: 'PO-TOUCH',
    billing_contact: signer,
  });
  return { ndaId: nda.id, agreementId: agreement.id, methodId: method.id };
}

/** Opens each path, waits for its heading and lists its targets under 44 × 44 px. */
async function offenders(page: Page, paths: readonly string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(`${E2E.portal}${path}`);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const small = await smallTouchTargets(page);
    if (small.length) found[path] = small;
  }
  return found;
}

// Tagged @phone: the profile sets its own viewport, so one project runs it.
test('every touch target of the signed-out pages is at least 44 × 44 px on an iPhone @phone', async ({
  page,
}) => {
  expect(await offenders(page, ['/log-in', '/register', '/forgot-password'])).toEqual({});
});

test('every touch target of a client’s pages is at least 44 × 44 px on an iPhone @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const account = await registerAccount();
  await logIn(page, account.username, account.password, { phone: true });
  const { ndaId, agreementId, methodId } = await documents(page, account);
  const found = await offenders(page, [
    '/profile',
    '/profile/edit',
    '/account',
    '/mutual-nda',
    '/signed-ndas',
    `/nda/${ndaId}`,
    '/consulting-agreement',
    '/consulting-agreements',
    `/consulting-agreement/${agreementId}`,
    `/payment-method-selection?agreementId=${agreementId}`,
    `/payment-details?type=pay%20by%20credit%20card&agreementId=${agreementId}`,
    `/payment-method/${methodId}`,
    '/all-payment-methods',
    '/no-such-page',
  ]);
  await page.goto(`${E2E.portal}/profile`);
  await page.getByRole('button', { name: /open menu/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const menu = await smallTouchTargets(page);
  if (menu.length) found['the menu'] = menu;
  await page.screenshot({ path: testInfo.outputPath('menu.png') });
  expect(found).toEqual({});
});
