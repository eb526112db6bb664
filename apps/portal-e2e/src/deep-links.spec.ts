import { expect, test, type Page } from '@playwright/test';
import { E2E, registerAccount } from '@consult/testing/node';
import { seriousAxeFindings } from '@consult/testing/playwright';

/** Fills in the log-in form the guard led to, and sends it. */
async function signInHere(page: Page, account: { username: string; password: string }) {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

test('a portal link opened while signed out opens its page once signed in', async ({
  page,
}, testInfo) => {
  const client = await registerAccount();
  const deepLink = '/consulting-agreements?from=share#top';
  await page.goto(`${E2E.portal}${deepLink}`);
  await expect(page).toHaveURL(`${E2E.portal}/log-in?next=${encodeURIComponent(deepLink)}`);
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await signInHere(page, client);
  await expect(page).toHaveURL(`${E2E.portal}${deepLink}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Consulting Agreements/);
  await page.screenshot({ path: testInfo.outputPath('deep-link-landed.png'), fullPage: true });

  // Signed in already: the log-in address with a target goes straight there.
  await page.goto(`${E2E.portal}/log-in?next=${encodeURIComponent('/signed-ndas')}`);
  await expect(page).toHaveURL(`${E2E.portal}/signed-ndas`);
});

for (const [kind, next] of [
  ['another host', 'https://evil.example/profile'],
  ['a protocol-relative address', '//evil.example/profile'],
  ['a backslash trick', '/\\evil.example/profile'],
  ['javascript:', 'javascript:alert(document.domain)'],
  ['an encoded protocol-relative address', '%2F%2Fevil.example'],
  ['a look-alike of the console', `${E2E.admin}.evil.example/admin-dashboard`],
] as const) {
  test(`a hostile return target (${kind}) lands on /profile`, async ({ page }) => {
    const client = await registerAccount();
    await page.goto(`${E2E.portal}/log-in?next=${encodeURIComponent(next)}`);
    await signInHere(page, client);
    await expect(page).toHaveURL(`${E2E.portal}/profile`);
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  });
}

test("a client whose target is a console page lands on the portal's profile", async ({ page }) => {
  const client = await registerAccount();
  await page.goto(
    `${E2E.portal}/log-in?next=${encodeURIComponent(`${E2E.admin}/admin-dashboard`)}`,
  );
  await signInHere(page, client);
  await expect(page).toHaveURL(`${E2E.portal}/profile`);
});
