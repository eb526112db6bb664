import { expect, test, type Page } from '@playwright/test';
import { E2E, promoteToAdmin, registerAccount } from '@consult/testing/node';
import { isPhone, seriousAxeFindings, signIn } from '@consult/testing/playwright';
import { type Account } from './support';

/**
 * Issue 18, item 7: promoting another account asks first, in a dialog naming it, and the admin
 * stays in the console; only promoting one's own account says to log out and back in and opens
 * the portal's /log-in.
 */

async function signedInAdmin(page: Page): Promise<Account> {
  const admin = await registerAccount({ firstName: 'Morgan', lastName: 'Ashby' });
  promoteToAdmin(admin.email);
  await signIn(page, admin);
  return admin;
}

const form = (page: Page) => page.getByRole('form', { name: 'Promote to Admin' });

async function ask(page: Page, email: string) {
  await page.getByLabel(/^Email/).fill(email);
  await form(page).getByRole('button', { name: 'Promote to Admin' }).click();
}

test('promoting another account asks first, names it, and leaves the admin in the console', async ({
  page,
  browser,
}, testInfo) => {
  const phone = isPhone(testInfo);
  const client = await registerAccount();
  await signedInAdmin(page);
  await page.goto(`${E2E.admin}/admin-promote`);

  // Cancel: nothing changes.
  await ask(page, client.email);
  const dialog = page.getByRole('dialog', { name: `Make ${client.email} an admin?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`The account ${client.email} will see every client`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath(`promote-confirm-${phone ? 390 : 1280}.png`) });
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(form(page).getByRole('button', { name: 'Promote to Admin' })).toBeFocused();
  await expect(page.getByLabel(/^Email/)).toHaveValue(client.email);
  // Escape cancels too.
  await form(page).getByRole('button', { name: 'Promote to Admin' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Confirmed: promoted (not "an admin already", so the cancels did nothing), and still here.
  await form(page).getByRole('button', { name: 'Promote to Admin' }).click();
  await dialog.getByRole('button', { name: 'Promote to Admin' }).click();
  await expect(form(page).getByRole('status')).toHaveText(
    `${client.email} is now an admin. They see the console after logging out and back in.`,
  );
  await expect(page.getByText('Admin status updated. Please log out and log back in.')).toHaveCount(
    0,
  );
  await expect(page.getByLabel(/^Email/)).toHaveValue('');
  await page.screenshot({ path: testInfo.outputPath(`promote-done-${phone ? 390 : 1280}.png`) });
  // Longer than the own-account redirect's delay: the admin is still in the console.
  await page.waitForTimeout(3500);
  await expect(page).toHaveURL(`${E2E.admin}/admin-promote`);
  expect(await seriousAxeFindings(page)).toEqual([]);

  // The promoted client gets the console after logging in again.
  const other = await browser.newContext({ viewport: page.viewportSize() });
  const portal = await other.newPage();
  await signIn(portal, client);
  await portal.goto(`${E2E.admin}/admin-dashboard`);
  await expect(portal.getByRole('tab', { name: 'Users & Companies' })).toBeVisible();
  await other.close();
});

test('promoting their own account asks nothing, says to log out and back in, and opens /log-in', async ({
  page,
}) => {
  const admin = await signedInAdmin(page);
  await page.goto(`${E2E.admin}/admin-promote`);
  await ask(page, admin.email.toUpperCase());
  await expect(
    page.getByText('Admin status updated. Please log out and log back in. Taking you to log in…'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Then on to the portal's /log-in (which sends a signed-in account on to the profile).
  await expect(page).toHaveURL(new RegExp(`^${E2E.portal}/(log-in|profile)$`));
});
