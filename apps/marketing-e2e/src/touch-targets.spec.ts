import { devices, expect, test } from '@playwright/test';
import { E2E } from '@consult/testing/node';
import { smallTouchTargets } from '@consult/testing/playwright';
import { PAGE_OF_EACH_KIND } from './public-pages';

// The iPhone profile (its viewport, user agent, touch screen and pixel density) in the project's
// Chromium: WebKit is not installed, so the profile's default browser is left aside.
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone 13'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

// Tagged @phone: the profile sets its own viewport, so one project runs it.
for (const path of PAGE_OF_EACH_KIND) {
  test(`every touch target on ${path} is at least 44 × 44 px on an iPhone @phone`, async ({
    page,
  }, testInfo) => {
    await page.goto(`${E2E.marketing}${path}`);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await smallTouchTargets(page), 'targets under 44 × 44 px').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('page.png'), fullPage: true });
  });
}

test('every touch target of the open menu is at least 44 × 44 px on an iPhone @phone', async ({
  page,
}) => {
  await page.goto(`${E2E.marketing}/`);
  await page.getByRole('button', { name: /open menu/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await smallTouchTargets(page), 'targets under 44 × 44 px').toEqual([]);
});
