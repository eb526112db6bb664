import { expect, test } from '@playwright/test';
import { E2E, registerAccount } from '@consult/testing/node';
import { seriousAxeFindings, signIn } from '@consult/testing/playwright';

test("the portal's 404 says the spec's text, then leads back into the portal", async ({
  page,
}, testInfo) => {
  const client = await registerAccount();
  await signIn(page, client);
  await page.goto(`${E2E.portal}/no-such-page`);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(main.getByText('Did you forget to add the page to the router?')).toBeVisible();
  const ways = main.getByRole('navigation', { name: 'Ways back' });
  await expect(ways.getByRole('link')).toHaveText([
    'Your Profile',
    'Your Agreements',
    'Your NDAs',
    'Back to Home',
  ]);
  for (const link of await ways.getByRole('link').all()) {
    const name = (await link.textContent()) ?? undefined;
    const box = await link.boundingBox();
    if (!box) throw new Error(`the link ${name} is not drawn`);
    expect(box.height, name).toBeGreaterThanOrEqual(44);
    // A page without a viewport (none here) reads as 0 wide, and fails.
    expect(box.x + box.width, name).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  }
  await expect(ways.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
    'href',
    `${E2E.marketing}/`,
  );
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('portal-404.png'), fullPage: true });

  await ways.getByRole('link', { name: 'Your Agreements' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/consulting-agreements`);
  await page.goBack();
  await ways.getByRole('link', { name: 'Your Profile' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/profile`);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
});

test("a signed-out visitor's way back from the portal's 404 goes through log-in to the page", async ({
  page,
}) => {
  const client = await registerAccount();
  await page.goto(`${E2E.portal}/no-such-page`);
  await page
    .getByRole('navigation', { name: 'Ways back' })
    .getByRole('link', { name: 'Your NDAs' })
    .click();
  await expect(page).toHaveURL(`${E2E.portal}/log-in?next=${encodeURIComponent('/signed-ndas')}`);
  await page.getByLabel('Username').fill(client.username);
  await page.getByLabel('Password', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(`${E2E.portal}/signed-ndas`);
});
