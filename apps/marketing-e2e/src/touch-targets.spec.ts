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

test('the check finds a small target that only scrolling shows, measured once its entrance ends @phone', async ({
  page,
}) => {
  // Below the fold, an observer adds two buttons when the bottom is scrolled into view: one stays
  // 20 px, the other grows from 20 to 48 px over 1.5 s. The first is small; the second is not,
  // once it has grown, as a person would see it.
  await page.setContent(`<main style="height: 3000px; position: relative">
    <div id="bottom" style="position: absolute; top: 2800px; height: 10px"></div>
  </main>
  <style>
    @keyframes grow { from { width: 20px; height: 20px } to { width: 48px; height: 48px } }
    button { padding: 0; border: 0 }
  </style>
  <script>
    new IntersectionObserver((entries, observer) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      document.getElementById('bottom').innerHTML =
        '<button style="width: 20px; height: 20px">small</button>' +
        '<button style="width: 48px; height: 48px; animation: grow 1.5s linear">grows</button>';
    }).observe(document.getElementById('bottom'));
  </script>`);
  expect(await smallTouchTargets(page)).toEqual(['<button> "small" 20×20']);
});
