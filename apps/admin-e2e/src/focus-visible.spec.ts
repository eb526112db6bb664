import { expect, test } from '@playwright/test';
import { E2E, promoteToAdmin, registerAccount } from '@consult/testing';
import { expectSkipLinkFirst, focusRingFailures } from '@consult/testing/e2e';
import { logIn, seedClient } from './support';

/** One page of each kind of the console (issue 18), for a client with every document. */
const PAGES: ReadonlyArray<{
  name: string;
  path: (client: Awaited<ReturnType<typeof seedClient>>) => string;
}> = [
  { name: 'dashboard', path: () => '/admin-dashboard' },
  { name: 'user', path: (client) => `/admin-users/${client.user.id}` },
  { name: 'audit-log', path: () => '/admin-audit-log' },
  { name: 'nda-view', path: (client) => `/nda/${client.ndaId}` },
  { name: 'agreement-view', path: (client) => `/consulting-agreement/${client.agreementId}` },
];

for (const { name, path } of PAGES) {
  test(`keyboard: the skip link comes first and every stop shows a 3:1 focus ring on the ${name} page`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const client = await seedClient();
    const admin = await registerAccount({ firstName: 'Morgan', lastName: 'Ashby' });
    promoteToAdmin(admin.email);
    await logIn(page, admin);
    await page.goto(`${E2E.admin}${path(client)}`);
    // The page's content has loaded (the dashboard's h1 is for screen readers only on a phone).
    await expect(page.locator('main').getByRole('heading').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await expectSkipLinkFirst(page);
    const failures = await focusRingFailures(page, {
      name: `admin-${testInfo.project.name}-${name}`,
      scale: testInfo.project.use.deviceScaleFactor ?? 1,
    });
    expect(failures).toEqual([]);
  });
}
