import { expect, test, type Page } from '@playwright/test';
import { buildRegistration, E2E, verificationTokenFor } from '@consult/testing/node';
import { isPhone, seriousAxeFindings, tabTo } from '@consult/testing/playwright';

const BANNER = { name: 'Email verification' } as const;

/** Types into the focused field and moves on with Tab, as a keyboard user does. */
async function typeAndTab(page: Page, value: string) {
  await page.keyboard.type(value);
  await page.keyboard.press('Tab');
}

test('a new client registers, sees the banner, follows the e-mailed link and the banner is gone (keyboard only)', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = isPhone(testInfo);
  const shot = (name: string) =>
    page.screenshot({
      path: `dist/.playwright/email-verification-${testInfo.project.name}-${name}.png`,
      fullPage: true,
    });
  const account = buildRegistration();

  // Register with the keyboard alone: the form's fields in order, then Enter.
  await page.goto(`${E2E.portal}/register`);
  await tabTo(page, page.getByLabel(/^first name/i));
  for (const value of [
    account.firstName,
    account.lastName,
    account.username,
    account.email,
    account.phone,
    account.companyName,
    account.address,
    account.city,
    account.state,
    account.zipCode,
  ]) {
    await typeAndTab(page, value);
  }
  await expect(page.getByLabel(/^password/i)).toBeFocused();
  await typeAndTab(page, account.password);
  await tabTo(page, page.getByLabel(/^confirm password/i));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${E2E.portal}/log-in`);

  // Log in with the keyboard.
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(account.username);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${E2E.portal}/profile`);

  // The banner, on the profile and on every other signed-in page.
  const banner = page.getByRole('region', BANNER);
  await expect(banner).toContainText(`Please verify your email address (${account.email})`);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('banner');
  await page.goto(`${E2E.portal}/consulting-agreements`);
  await expect(page.getByRole('region', BANNER)).toBeVisible();

  // "Resend the link", with the keyboard: a toast says where it went.
  const resend = page.getByRole('region', BANNER).getByRole('button', { name: 'Resend the link' });
  await tabTo(page, resend);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(`We sent a new verification link to ${account.email}.`),
  ).toBeVisible();

  // The link, from the local mail catcher, opened in the browser.
  const token = await verificationTokenFor(account.email);
  await page.goto(`${E2E.portal}/verify-email?token=${token}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Verify your email address' }),
  ).toBeVisible();
  await expect(page.getByText(`Thank you: ${account.email} is verified.`)).toBeVisible();
  // The token is not left in the address bar.
  await expect(page).toHaveURL(`${E2E.portal}/verify-email`);
  await expect(page.getByRole('region', BANNER)).toHaveCount(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('verified');

  // On to the profile with the keyboard: no banner any more.
  await tabTo(page, page.getByRole('link', { name: 'Go to your profile' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${E2E.portal}/profile`);
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}` })).toBeVisible();
  await expect(page.getByRole('region', BANNER)).toHaveCount(0);

  // The same link again: it has been used.
  await page.goto(`${E2E.portal}/verify-email?token=${token}`);
  await expect(page.getByRole('alert')).toContainText(
    'This verification link is invalid, has already been used or has expired.',
  );
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('used-link');
  if (phone) await expect(page.getByRole('button', { name: /open menu/i })).toBeVisible();
});

test('the register form refuses a look-alike address with a Cyrillic letter', async ({ page }) => {
  const account = buildRegistration({ email: `p\u0430ypal.${Date.now()}@example.com` });
  await page.goto(`${E2E.portal}/register`);
  await page.getByLabel(/^e-?mail/i).fill(account.email);
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByLabel(/^e-?mail/i)).toHaveAccessibleDescription(
    'Please enter an email address that does not mix alphabets (such as a Cyrillic letter among Latin ones)',
  );
});
