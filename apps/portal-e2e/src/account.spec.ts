import { expect, test, type TestInfo } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@consult/domain';
import { E2E, registerAccount, waitForMail } from '@consult/testing/node';
import {
  isPhone,
  logIn,
  openAccountMenu,
  seriousAxeFindings,
  tabTo,
} from '@consult/testing/playwright';

/**
 * Issue 17, items 5 and 6: a forgotten password reset through the e-mailed link, a password
 * changed on the account page, and another browser's session signed out from it.
 */

/** Where a screenshot goes: dist/.playwright/account-<desktop|phone>-<name>.png, kept after the run. */
const shot = (testInfo: TestInfo, name: string) =>
  `dist/.playwright/account-${testInfo.project.name}-${name}.png`;
const NEW_PASSWORD = 'Lantern-Quay-Evening-2026';

/** The reset link of the newest reset e-mail the local mail catcher holds for `email`. */
async function resetLinkFor(email: string): Promise<string> {
  const mail = await waitForMail(email, 'Reset your client portal password');
  const link = /(http\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`the reset e-mail to ${email} carries no link`);
  return link;
}

test('a client who forgot the password gets a link by e-mail, sets a new one and signs in, with the keyboard alone', async ({
  page,
}, testInfo) => {
  const account = await registerAccount();

  await page.goto(`${E2E.portal}/log-in`);
  const forgot = page.getByRole('link', { name: 'Forgot password?' });
  await expect(forgot).toBeVisible();
  await page.screenshot({ path: shot(testInfo, 'log-in'), fullPage: true });
  await tabTo(page, forgot);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${E2E.portal}/forgot-password`);
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await tabTo(page, page.getByLabel(/^Email/));
  await page.keyboard.type(account.email);
  await page.keyboard.press('Enter');
  await expect(page.getByText(ACCOUNT_MESSAGES.resetRequested)).toBeVisible();
  await page.screenshot({ path: shot(testInfo, 'forgot-password-sent'), fullPage: true });

  const link = await resetLinkFor(account.email);
  expect(link.startsWith(`${E2E.portal}/reset-password?token=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await tabTo(page, page.getByLabel(/^New password/));
  await page.keyboard.type(NEW_PASSWORD);
  await tabTo(page, page.getByLabel(/^Confirm new password/));
  await page.keyboard.type(NEW_PASSWORD);
  await page.screenshot({ path: shot(testInfo, 'reset-password'), fullPage: true });
  await page.keyboard.press('Enter');

  await expect(page.getByText(ACCOUNT_MESSAGES.passwordReset, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${E2E.portal}/log-in`);

  // The link worked once.
  await page.goto(link);
  await page.getByLabel(/^New password/).fill('Another-Passphrase-2026');
  await page.getByLabel(/^Confirm new password/).fill('Another-Passphrase-2026');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(
    page
      .getByRole('form', { name: 'Choose a new password' })
      .getByText(ACCOUNT_MESSAGES.resetLinkInvalid),
  ).toBeVisible();

  // The old password no longer signs in; the new one does, typed and sent with the keyboard.
  await page.goto(`${E2E.portal}/log-in`);
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(account.username);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${E2E.portal}/profile`);
});

test('a client sees the sessions of two browsers, signs the other one out, and changes the password', async ({
  page,
  browser,
}, testInfo) => {
  const phone = isPhone(testInfo);
  const account = await registerAccount();
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const otherContext = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  const other = await otherContext.newPage();
  try {
    await logIn(other, account, { phone });
    await logIn(page, account, { phone });

    // The account page, from the avatar menu (the drawer on a phone).
    await openAccountMenu(page, phone);
    await page.getByRole(phone ? 'link' : 'menuitem', { name: 'Account & Security' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/account`);
    const sessions = page.getByRole('list', { name: 'Your sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    const mine = sessions.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Chrome');
    await expect(mine).toContainText('IP address 127.0.0.1');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.screenshot({ path: shot(testInfo, 'account'), fullPage: true });

    // Sign the other browser out, after a confirmation.
    const theirs = sessions.getByRole('listitem').filter({ hasNotText: 'This device' });
    await theirs.getByRole('button', { name: /^Sign out/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out this session?' });
    await expect(dialog).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.screenshot({ path: shot(testInfo, 'account-sign-out') });
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.sessionEnded)).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    // The other browser is signed out at once.
    await other.goto(`${E2E.portal}/profile`);
    await expect(other).toHaveURL(`${E2E.portal}/log-in?next=%2Fprofile`);

    // Change the password here: this session stays.
    await page.getByLabel(/^Current password/).fill(account.password);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.passwordChanged, { exact: true })).toBeVisible();
    await expect(page.getByLabel(/^Current password/)).toHaveValue('');
    await page.reload();
    await expect(page).toHaveURL(`${E2E.portal}/account`);

    // The other browser signs in with the new password only.
    await other.goto(`${E2E.portal}/log-in`);
    await other.getByLabel('Username').fill(account.username);
    await other.getByLabel('Password', { exact: true }).fill(account.password);
    await other.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(other.getByText('Invalid username or password')).toBeVisible();
    await logIn(other, { username: account.username, password: NEW_PASSWORD }, { phone });
  } finally {
    await otherContext.close();
  }
});

test('the account page signs out all other sessions at once @desktop', async ({
  page,
  browser,
}, testInfo) => {
  const account = await registerAccount();
  const others = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    for (const context of others) await logIn(await context.newPage(), account);
    await logIn(page, account);
    await page.goto(`${E2E.portal}/account`);
    const sessions = page.getByRole('list', { name: 'Your sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(3);

    await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out all other sessions?' });
    await dialog.getByRole('button', { name: 'Sign out all' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.otherSessionsEnded(2))).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    for (const context of others) {
      const check = await context.newPage();
      await check.goto(`${E2E.portal}/profile`);
      await expect(check).toHaveURL(`${E2E.portal}/log-in?next=%2Fprofile`);
    }
    await page.screenshot({
      path: shot(testInfo, 'account-others-ended'),
      fullPage: true,
    });
  } finally {
    await Promise.all(others.map((context) => context.close()));
  }
});
