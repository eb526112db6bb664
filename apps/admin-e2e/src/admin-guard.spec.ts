import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { E2E, promoteToAdmin, registerAccount } from '@consult/testing/node';
import { signIn } from '@consult/testing/playwright';

/**
 * Runs `body` on a system with no admin at all, as a fresh installation is: the admins earlier
 * tests made are set aside in the e2e database (tests run one at a time), then restored.
 */
async function withNoAdmin(body: () => Promise<void>) {
  const database = new Database(E2E.databaseUrl.slice('sqlite:'.length));
  const admins = database.prepare('SELECT id FROM users WHERE isAdmin = 1').all() as {
    id: number;
  }[];
  database.prepare('UPDATE users SET isAdmin = 0').run();
  try {
    await body();
  } finally {
    const restore = database.prepare('UPDATE users SET isAdmin = 1 WHERE id = ?');
    for (const { id } of admins) restore.run(id);
    database.close();
  }
}

test('an anonymous visitor opening the admin console lands on the portal log-in', async ({
  page,
}) => {
  await page.goto(`${E2E.admin}/admin-dashboard`);
  await expect(page).toHaveURL(
    `${E2E.portal}/log-in?next=${encodeURIComponent(`${E2E.admin}/admin-dashboard`)}`,
  );
});

test('a client opening the admin console lands on the marketing home', async ({ page }) => {
  // Once the firm has an admin (before, the console explains how to make one: below).
  promoteToAdmin((await registerAccount()).email);
  const client = await registerAccount();
  await signIn(page, client);
  await page.goto(`${E2E.admin}/admin-dashboard`);
  await expect(page).toHaveURL(`${E2E.marketing}/`);
});

// @alone: it takes every admin's role away for a moment, which no other story may see.
test('with no admin yet, a signed-in client is shown how the first one is made; promoted, they get the console @alone', async ({
  page,
}, testInfo) => {
  const client = await registerAccount();
  await signIn(page, client);
  await withNoAdmin(async () => {
    await page.goto(`${E2E.admin}/admin-dashboard`);
    await expect(page.getByRole('heading', { name: 'No admin yet' })).toBeVisible();
    await expect(page).toHaveURL(`${E2E.admin}/admin-dashboard`);
    await expect(page.getByText(`npm run admin:promote -- ${client.email}`)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('no-admin-yet.png'), fullPage: true });

    // What the page says to run, then Reload: the console opens.
    promoteToAdmin(client.email);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByPlaceholder('Search users or documents...')).toBeVisible();
  });
});

test('an admin sees the admin page, reached from / and /admin/dashboard too', async ({
  page,
}, testInfo) => {
  const admin = await registerAccount({ firstName: 'Morgan', lastName: 'Ashby' });
  promoteToAdmin(admin.email);
  await signIn(page, admin);

  for (const path of ['/', '/admin/dashboard', '/admin-dashboard']) {
    await page.goto(`${E2E.admin}${path}`);
    await expect(page).toHaveURL(`${E2E.admin}/admin-dashboard`);
  }
  await page.getByPlaceholder('Search users or documents...').fill(admin.email);
  const card = page.getByRole('tabpanel').getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(admin.email);
  await expect(card.getByText('Admin', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin.png'), fullPage: true });

  await page.goto(`${E2E.admin}/no-such-page`);
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});
