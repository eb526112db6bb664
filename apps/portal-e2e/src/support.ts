import { expect, type Page, type TestInfo } from '@playwright/test';
import { E2E } from '@consult/testing';

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Signs in through the portal's log-in form. */
export async function logIn(
  page: Page,
  username: string,
  password: string,
  options: { rememberMe?: boolean; phone?: boolean } = {},
) {
  await page.goto(`${E2E.portal}/log-in`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.rememberMe) {
    await page.getByLabel(options.phone ? 'Keep me logged in' : 'Remember me').check();
  }
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(`${E2E.portal}/profile`);
}

/** Opens the account menu: the avatar dropdown on desktop, the drawer on a phone. */
export async function openAccountMenu(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: /open menu/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  } else {
    await page.getByRole('button', { name: /account menu/i }).click();
  }
}

export async function logOut(page: Page, phone: boolean) {
  await openAccountMenu(page, phone);
  await page.getByRole(phone ? 'button' : 'menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/log-in`);
}
