import { expect, test, type Page } from '@playwright/test';
import { E2E, promoteToAdmin, registerAccount } from '@consult/testing/node';
import {
  focusRingFailures,
  settleAnimations,
  signIn,
  expectSkipLinkFirst,
} from '@consult/testing/playwright';
import { seedClient } from './support';

type Client = Awaited<ReturnType<typeof seedClient>>;

/** One page of each kind of the console (issue 18), for a client with every document. */

const PAGES: ReadonlyArray<{
  name: string;
  path: (client: Client) => string;
  /** What the admin does first, so that the page has what to show. */
  before?: (page: Page, client: Client) => Promise<void>;
}> = [
  { name: 'dashboard', path: () => '/admin-dashboard' },
  { name: 'user', path: (client) => `/admin-users/${client.user.id}` },
  {
    name: 'audit-log',
    path: () => '/admin-audit-log',
    // Downloads log rows with two links each ("NDA #n", then "User #n" further right): on a phone
    // the table scrolls sideways to each, and a ring must not be cut by the table's edge.
    before: async (page, client) => {
      for (let download = 0; download < 3; download++) {
        const response = await page.request.get(
          `${E2E.admin}/api/admin/nda/${client.ndaId}/download`,
        );
        expect(response.status()).toBe(200);
      }
    },
  },
  { name: 'nda-view', path: (client) => `/nda/${client.ndaId}` },
  { name: 'agreement-view', path: (client) => `/consulting-agreement/${client.agreementId}` },
];

for (const { name, path, before } of PAGES) {
  test(`keyboard: the skip link comes first and every stop shows a 3:1 focus ring on the ${name} page`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const client = await seedClient();
    const admin = await registerAccount({ firstName: 'Morgan', lastName: 'Ashby' });
    promoteToAdmin(admin.email);
    await signIn(page, admin);
    await before?.(page, client);
    await page.goto(`${E2E.admin}${path(client)}`);
    // The page's content has loaded (the dashboard's h1 is for screen readers only on a phone).
    await expect(page.locator('main').getByRole('heading').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    await settleAnimations(page);
    await expectSkipLinkFirst(page);
    const failures = await focusRingFailures(page, {
      name: `admin-${testInfo.project.name}-${name}`,
      scale: testInfo.project.use.deviceScaleFactor ?? 1,
    });
    expect(failures).toEqual([]);
  });
}

test('a focus ring is not cut by the edge of a table that scrolls sideways @phone', async ({
  page,
}) => {
  const client = await seedClient();
  const admin = await registerAccount({ firstName: 'Morgan', lastName: 'Ashby' });
  promoteToAdmin(admin.email);
  await signIn(page, admin);
  const download = await page.request.get(`${E2E.admin}/api/admin/nda/${client.ndaId}/download`);
  expect(download.status()).toBe(200);
  await page.goto(`${E2E.admin}/admin-audit-log`);
  const row = page
    .locator('main tbody tr')
    .filter({ hasText: `NDA #${client.ndaId}` })
    .first();
  const documentLink = row.getByRole('link', { name: `NDA #${client.ndaId}` });
  const userLink = row.getByRole('link', { name: `User #${client.user.id}` });
  await expect(userLink).toBeVisible();

  // The row's document link has the focus, and the table is scrolled so that the next stop, the
  // client's link, lies just inside the table's right edge: in view, so Chromium's focus scroll
  // leaves it where it is, with the 4 px ring outside it past the edge.
  await documentLink.focus();
  await userLink.evaluate((link) => {
    const scroller = link.closest('.MuiTableContainer-root') as HTMLElement;
    const visibleRight =
      scroller.getBoundingClientRect().left + scroller.clientLeft + scroller.clientWidth;
    scroller.scrollLeft += link.getBoundingClientRect().right - (visibleRight - 1);
  });
  await page.keyboard.press('Tab');
  await expect(userLink).toBeFocused();

  const room = await userLink.evaluate((link) => {
    const scroller = link.closest('.MuiTableContainer-root') as HTMLElement;
    const box = scroller.getBoundingClientRect();
    const left = box.left + scroller.clientLeft;
    const inner = link.getBoundingClientRect();
    return {
      left: inner.left - left,
      right: left + scroller.clientWidth - inner.right,
    };
  });
  // The ring reaches 4 px beyond the link (FOCUS_RING): all of it inside the table's visible part.
  expect(room.left).toBeGreaterThanOrEqual(4);
  expect(room.right).toBeGreaterThanOrEqual(4);
});
