import { expect, test } from '@playwright/test';
import { SERVICE_CATALOGUE } from '@consult/domain';
import { E2E } from '@consult/testing/node';
import {
  expectSkipLinkFirst,
  focusRingFailures,
  settleAnimations,
  untilAppFollowsLink,
} from '@consult/testing/playwright';

/** One page of each kind (issue 18): the keyboard pass measures the focus ring of each Tab stop. */
const PAGES: ReadonlyArray<{ name: string; path: string }> = [
  { name: 'home', path: '/' },
  { name: 'services', path: '/services' },
  { name: 'service', path: `/services/${SERVICE_CATALOGUE[0].slug}` },
  { name: 'about', path: '/who-we-are' },
  { name: 'success-stories', path: '/success-stories' },
  { name: 'contact', path: '/contact' },
  { name: 'consultation', path: '/request-consultation' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'verify', path: '/verify' },
];

for (const { name, path } of PAGES) {
  test(`keyboard: the skip link comes first and every stop shows a 3:1 focus ring on ${path}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto(`${E2E.marketing}${path}`);
    await expect(page.locator('h1').first()).toBeVisible();
    // Let the entrance animations finish, so the page is measured as a visitor sees it.
    await settleAnimations(page);
    await expectSkipLinkFirst(page);
    const failures = await focusRingFailures(page, {
      name: `marketing-${testInfo.project.name}-${name}`,
      scale: testInfo.project.use.deviceScaleFactor ?? 1,
    });
    expect(failures).toEqual([]);
  });
}

test('the prerendered pages start with the skip link to the page’s main', async ({ request }) => {
  // Every prerendered page (the 404 is rendered in the browser; the keyboard pass covers it).
  for (const { path } of PAGES.filter((page) => page.name !== 'not-found')) {
    const html = await (await request.get(`${E2E.marketing}${path}`)).text();
    const body = html.slice(html.indexOf('<body'));
    const skip = body.indexOf('>Skip to main content</a>');
    expect(skip, `${path} has the skip link`).toBeGreaterThan(0);
    expect(
      body.indexOf('href="#main-content"'),
      `${path}: the skip link targets main`,
    ).toBeLessThan(skip);
    expect(skip, `${path}: the skip link comes before the header`).toBeLessThan(
      body.indexOf('<header'),
    );
    expect(body, `${path} has the target`).toMatch(/<main[^>]*id="main-content"[^>]*tabindex="-1"/);
  }
});

test('Tab held down through the header leaves no focus ripple behind on the controls it passed @desktop', async ({
  page,
}) => {
  await page.goto(`${E2E.marketing}/success-stories`);
  // The header is live: its links have their handlers.
  await untilAppFollowsLink(page, 'header a[href="/contact"]');
  // As fast as a held key repeats, with no pause between presses: the skip link, the brand, the
  // nav links, Login, then on into the page.
  const stops = 9;
  for (let i = 0; i < stops; i += 1) await page.keyboard.press('Tab');
  // A ripple leaves within 550 ms of its stop; one never stopped stays for good.
  const rippledControls = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.MuiTouchRipple-root')]
        .filter((root) => root.childElementCount > 0)
        .map((root) => root.parentElement)
        .filter((control) => control && !control.contains(document.activeElement))
        .map((control) => control?.textContent?.trim() || control?.getAttribute('aria-label')),
    );
  await expect
    .poll(rippledControls, {
      message: 'controls still showing a ripple after the focus left them',
      timeout: 3_000,
    })
    .toEqual([]);
});
