import { devices, expect, test, type Page } from '@playwright/test';
import { E2E, registerAccount, strategyHourly } from '@consult/testing/node';
import {
  acceptDisclosure,
  callApi,
  signAgreement,
  signIn,
  signNda,
  smallTouchTargets,
} from '@consult/testing/playwright';

// The iPhone profile (its viewport, user agent, touch screen and pixel density) in the project's
// Chromium: WebKit is not installed, so the profile's default browser is left aside.
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone 13'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

type Account = Awaited<ReturnType<typeof registerAccount>>;

/** A signed NDA, a signed agreement and an invoice paying it, as the portal's forms make them. */
async function documents(page: Page, account: Account) {
  await acceptDisclosure(page.request);
  const ndaId = await signNda(page.request, account);
  const agreementId = await signAgreement(page.request, account, [strategyHourly()]);
  const method = await callApi<{ id: number }>(page.request, 'POST', '/payment-setup', {
    amount: 5000,
    consulting_agreement_id: agreementId,
    payment_type: 'pay by invoice',
    is_monthly: false,
    po_number: 'PO-TOUCH',
    billing_contact: `${account.firstName} ${account.lastName}`,
  });
  return { ndaId, agreementId, methodId: method.id };
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
  await signIn(page, account);
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
