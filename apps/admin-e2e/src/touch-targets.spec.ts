import { devices, expect, test } from '@playwright/test';
import { E2E, promoteToAdmin, registerAccount } from '@consult/testing/node';
import { signIn, smallTouchTargets } from '@consult/testing/playwright';
import { seedClient } from './support';

// The iPhone profile (its viewport, user agent, touch screen and pixel density) in the project's
// Chromium: WebKit is not installed, so the profile's default browser is left aside.
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone 13'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

// Tagged @phone: the profile sets its own viewport, so one project runs it.
test('every touch target of the console is at least 44 × 44 px on an iPhone @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const client = await seedClient();
  const admin = await registerAccount({ firstName: 'Morgan', lastName: 'Ashby' });
  promoteToAdmin(admin.email);
  await signIn(page, admin);

  const found: Record<string, string[]> = {};
  const measure = async (name: string) => {
    const small = await smallTouchTargets(page);
    if (small.length) found[name] = small;
  };
  for (const path of [
    '/admin-dashboard',
    `/admin-users/${client.user.id}`,
    '/admin-audit-log',
    '/admin-promote',
    `/nda/${client.ndaId}`,
    `/consulting-agreement/${client.agreementId}`,
    `/payment-method/${client.paymentMethodId}`,
    '/no-such-page',
  ]) {
    await page.goto(`${E2E.admin}${path}`);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await measure(path);
    await page.screenshot({
      path: testInfo.outputPath(`${path.slice(1).replace(/\W+/g, '-')}.png`),
      fullPage: true,
    });
  }

  // The dashboard's documents tab and an expanded user card.
  await page.goto(`${E2E.admin}/admin-dashboard`);
  await page.getByRole('tab', { name: /documents/i }).click();
  await page.waitForLoadState('networkidle');
  await measure('the documents tab');
  expect(found).toEqual({});
});
