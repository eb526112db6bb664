import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { callApi } from './client-api';
import { E2E } from './e2e-stack';

/** The Playwright projects named `*-phone` run on a phone's viewport (the menus become drawers). */
export const isPhone = (testInfo: TestInfo) => testInfo.project.name.endsWith('phone');

export interface LogInOptions {
  /** Ticks "Remember me" ("Keep me logged in" on a phone). */
  rememberMe?: boolean;
  phone?: boolean;
}

/**
 * Signs in through the portal's log-in form and lands on the profile (the console has no form of
 * its own: one sign-in serves all three apps).
 */
export async function logIn(
  page: Page,
  account: { username: string; password: string },
  { rememberMe = false, phone = false }: LogInOptions = {},
) {
  await page.goto(`${E2E.portal}/log-in`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  if (rememberMe) await page.getByLabel(phone ? 'Keep me logged in' : 'Remember me').check();
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(`${E2E.portal}/profile`);
}

/**
 * Signs in with the request the log-in form sends, for the stories whose subject is what comes
 * after: the session cookie lands in the page's browser context, and no page is opened (the next
 * `goto` is the first). It spares a story the log-in page and the profile it lands on, two page
 * loads of Chromium's time (docs/performance.md); the form itself is `logIn`'s, and the stories
 * about signing in use that.
 */
export async function signIn(page: Page, account: { username: string; password: string }) {
  const { username, password } = account;
  await callApi(page.request, 'POST', '/login', { username, password });
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

/** Logs out from the account menu and lands on the portal's log-in. */
export async function logOut(page: Page, phone: boolean) {
  await openAccountMenu(page, phone);
  await page.getByRole(phone ? 'button' : 'menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/log-in`);
}

/**
 * Moves the focus with Tab alone, as a keyboard user does, until `target` has it; fails when
 * `limit` presses never reach it (a control the keyboard cannot reach).
 */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with Tab in at most ${limit} presses`).toBeFocused();
}
