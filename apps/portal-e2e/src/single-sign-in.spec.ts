import { expect, test } from '@playwright/test';
import { E2E, promoteToAdmin, registerAccount } from '@consult/testing/node';
import { isPhone, logIn, openAccountMenu } from '@consult/testing/playwright';

test('one sign-in is seen by the portal, the marketing site and the admin console', async ({
  page,
}, testInfo) => {
  const phone = isPhone(testInfo);
  const account = await registerAccount();
  await logIn(page, account, { phone });

  // The marketing site's header shows the signed-in client instead of a login button.
  await page.goto(`${E2E.marketing}/`);
  await expect(
    page.getByRole('heading', { name: 'Modern Solutions, Classic Service' }),
  ).toBeVisible();
  await openAccountMenu(page, phone);
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText('Admin Dashboard')).toHaveCount(0);

  // The admin console knows the client too, and sends a non-admin to the marketing home (once the
  // firm has an admin: before, it explains how the first one is made).
  promoteToAdmin((await registerAccount()).email);
  await page.goto(`${E2E.admin}/admin-dashboard`);
  await expect(page).toHaveURL(`${E2E.marketing}/`);
});
