import { expect, test } from '@playwright/test';
import { buildRegistration, E2E } from '@consult/testing/node';
import { isPhone, logIn, logOut, seriousAxeFindings } from '@consult/testing/playwright';

test('a visitor registers, logs in with remember me, edits the profile, sees it and logs out', async ({
  page,
  context,
}, testInfo) => {
  const phone = isPhone(testInfo);
  const account = buildRegistration();

  await page.goto(`${E2E.portal}/register`);
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  const fields: Array<[RegExp, string]> = [
    [/^first name/i, account.firstName],
    [/^last name/i, account.lastName],
    [/^username/i, account.username],
    [/^e-?mail/i, account.email],
    [/^company name/i, account.companyName],
    [/^phone/i, account.phone],
    [/^address/i, account.address],
    [/^city/i, account.city],
    [/^state/i, account.state],
    [/^zip/i, account.zipCode],
    [/^password/i, account.password],
    [/^confirm password/i, account.password],
  ];
  for (const [label, value] of fields) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(`${E2E.portal}/log-in`);

  await logIn(page, account, { rememberMe: true, phone });
  await expect(page.getByText('Login successful')).toBeVisible();
  const [sid] = (await context.cookies(E2E.portal)).filter((c) => c.name === 'sid');
  const days = (sid.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(sid.httpOnly).toBe(true);

  // A new account's profile is incomplete.
  await expect(page.getByText('Please complete your business profile below:')).toBeVisible();
  await page.getByRole('link', { name: 'Edit Profile' }).first().click();
  await expect(page).toHaveURL(`${E2E.portal}/profile/edit`);
  await page.getByLabel(/^title/i).fill('Chief Operating Officer');
  await page.getByLabel(/^sector/i).click();
  await page.getByRole('option', { name: 'Technology' }).click();
  await page.getByLabel(/^website/i).fill('lindqvist-logistics.example');
  await page
    .getByLabel(/^bio/i)
    .fill('Regional freight and warehousing operator serving New England.');
  // A person clicks the fourth star: the visible label of the visually hidden radio.
  const fourStars = page.getByRole('radio', { name: '4 Stars' });
  await page.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
  await expect(fourStars).toBeChecked();
  await page.getByRole('button', { name: /save/i }).click();

  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page).toHaveURL(`${E2E.portal}/profile`);
  await expect(page.getByText('Technology')).toBeVisible();
  await expect(page.getByText('Chief Operating Officer')).toBeVisible();
  await expect(page.getByRole('link', { name: /lindqvist-logistics\.example/ })).toHaveAttribute(
    'href',
    'https://lindqvist-logistics.example',
  );
  await expect(page.getByRole('img', { name: /4 Stars/ })).toBeVisible();
  // Complete now, but with no signed agreement: the agreement prompt replaces the profile prompt.
  await expect(page.getByText('Please complete your business profile below:')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /consulting agreement/i }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('profile.png'), fullPage: true });

  await logOut(page, phone);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await page.goto(`${E2E.portal}/profile`);
  await expect(page).toHaveURL(`${E2E.portal}/log-in?next=%2Fprofile`);
});

test('an anonymous visitor at /profile lands on /log-in', async ({ page }) => {
  await page.goto(`${E2E.portal}/profile`);
  await expect(page).toHaveURL(`${E2E.portal}/log-in?next=%2Fprofile`);
  await page.goto(`${E2E.portal}/profile/edit`);
  await expect(page).toHaveURL(`${E2E.portal}/log-in?next=%2Fprofile%2Fedit`);
});

test('the register form shows the spec messages and makes no call when passwords differ', async ({
  page,
}) => {
  await page.goto(`${E2E.portal}/register`);
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/register')) calls += 1;
  });
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  const account = buildRegistration();
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByLabel(/^confirm password/i).fill(`${account.password}x`);
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  expect(calls).toBe(0);
});

test('the register form refuses foo@bar before sending, hints at its rules, and shows a server-only refusal under its field, focused, without a toast', async ({
  page,
}, testInfo) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/register')) calls += 1;
  });
  await page.goto(`${E2E.portal}/register`);
  await expect(page.getByLabel(/^phone/i)).toHaveAccessibleDescription(
    'At least 10 characters, any format',
  );
  await expect(page.getByLabel(/^zip/i)).toHaveAccessibleDescription('ZIP or postal code');
  await expect(page.getByLabel(/^password/i)).toHaveAccessibleDescription('At least 8 characters');

  const account = buildRegistration();
  const fill = async (email: string) => {
    const fields: Array<[RegExp, string]> = [
      [/^first name/i, account.firstName],
      [/^last name/i, account.lastName],
      [/^username/i, account.username],
      [/^e-?mail/i, email],
      [/^company name/i, account.companyName],
      [/^phone/i, account.phone],
      [/^address/i, account.address],
      [/^city/i, account.city],
      [/^state/i, account.state],
      [/^zip/i, account.zipCode],
      [/^password/i, account.password],
      [/^confirm password/i, account.password],
    ];
    for (const [label, value] of fields) await page.getByLabel(label).fill(value);
  };
  await fill('foo@bar');
  await page.getByRole('button', { name: /create account/i }).click();
  const email = page.getByLabel(/^e-?mail/i);
  await expect(email).toHaveAccessibleDescription('Please enter a valid email');
  await expect(email).toBeFocused();
  expect(calls).toBe(0);

  // A refusal only the server can make, in the API's 400 shape (ApiErrorBody with `fields`).
  const message = 'An account with that email already exists';
  await page.route('**/api/register', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 400,
        error: 'Bad Request',
        message,
        fields: { email: message },
      }),
    }),
  );
  await email.fill(account.email);
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(email).toHaveAccessibleDescription(message);
  await expect(email).toBeFocused();
  await expect(page.getByText('Registration failed')).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
  await page.screenshot({
    path: testInfo.outputPath(`register-server-field-${testInfo.project.name}.png`),
    fullPage: true,
  });
  expect(await seriousAxeFindings(page)).toEqual([]);
});
