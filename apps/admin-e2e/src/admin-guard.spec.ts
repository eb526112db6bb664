import { expect, test, type Page } from '@playwright/test';
import { E2E, promoteToAdmin, registerAccount } from '@consult/testing';

async function logIn(page: Page, username: string, password: string) {
  await page.goto(`${E2E.portal}/log-in`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(`${E2E.portal}/profile`);
}

test('an anonymous visitor opening the admin console lands on the portal log-in', async ({
  page,
}) => {
  await page.goto(`${E2E.admin}/admin-dashboard`);
  await expect(page).toHaveURL(`${E2E.portal}/log-in`);
});

test('a client opening the admin console lands on the marketing home', async ({ page }) => {
  const client = await registerAccount();
  await logIn(page, client.username, client.password);
  await page.goto(`${E2E.admin}/admin-dashboard`);
  await expect(page).toHaveURL(`${E2E.marketing}/`);
});

test('an admin sees the admin page, reached from / and /admin/dashboard too', async ({
  page,
}, testInfo) => {
  const admin = await registerAccount({ firstName: 'Morgan', lastName: 'Ashby' });
  promoteToAdmin(admin.email);
  await logIn(page, admin.username, admin.password);

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
