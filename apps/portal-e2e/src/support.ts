import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { E2E } from '@consult/testing';

export const isPhone = (testInfo: TestInfo) => testInfo.project.name.endsWith('phone');

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

/**
 * Moves the focus with Tab alone, as a keyboard user does, until `target` has it; fails when
 * `limit` presses never reach it (a control the keyboard cannot reach).
 */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with Tab in at most ${limit} presses`).toBeFocused();
}

export { seriousAxeFindings } from '@consult/testing/e2e';
