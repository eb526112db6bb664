import { expect, test } from '@playwright/test';
import { E2E, promoteToAdmin, registerAccount } from '@consult/testing/node';

test("a console link opened while signed out opens the console's page once the admin signs in", async ({
  page,
}, testInfo) => {
  const client = await registerAccount({ companyName: 'Deep Link Holdings' });
  const admin = await registerAccount();
  promoteToAdmin(admin.email);

  // The Copy Link of a user page, opened in a browser that is not signed in.
  const userPage = `${E2E.admin}/admin-users/${client.user.id}`;
  await page.goto(userPage);
  await expect(page).toHaveURL(`${E2E.portal}/log-in?next=${encodeURIComponent(userPage)}`);

  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();

  // Back to the console page, never the portal's profile.
  await expect(page).toHaveURL(userPage);
  await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  await expect(page.getByLabel('Company')).toHaveText('Deep Link Holdings');
  await page.screenshot({ path: testInfo.outputPath('console-deep-link.png'), fullPage: true });
});
