import { expect, test } from '@playwright/test';
import { E2E } from '@consult/testing/node';

/** Signed-out pages of the three apps (the console's leads to the portal's log-in). */
const SIGNED_OUT_PAGES = [
  `${E2E.marketing}/`,
  `${E2E.marketing}/contact`,
  `${E2E.marketing}/consulting-services`,
  `${E2E.marketing}/success-stories`,
  `${E2E.marketing}/request-consultation`,
  `${E2E.portal}/log-in`,
  `${E2E.portal}/register`,
  `${E2E.portal}/forgot-password`,
  `${E2E.portal}/profile`,
  `${E2E.admin}/admin-dashboard`,
];

test('a signed-out visitor meets no console error and no page error on any app (issue 18)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const sessionChecks: { origin: string; status: number }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/session')
      sessionChecks.push({ origin: new URL(page.url()).origin, status: response.status() });
  });

  for (const url of SIGNED_OUT_PAGES) {
    await page.goto(url);
    await expect(page.locator('h1').first(), url).toBeVisible();
    // Let the session check (loaded after the first paint on the marketing site) answer.
    await page.waitForLoadState('networkidle');
  }
  await expect(page).toHaveURL(new RegExp(`^${E2E.portal}/log-in\\?next=`));
  expect(errors).toEqual([]);
  // The apps did ask who is signed in (the console's check may still be on its way when it
  // moves to the portal's log-in), and were answered without an error status.
  const askedFrom = new Set(sessionChecks.map((check) => check.origin));
  expect(askedFrom.has(E2E.marketing) && askedFrom.has(E2E.portal)).toBe(true);
  expect(sessionChecks.every((check) => check.status === 200)).toBe(true);
});
