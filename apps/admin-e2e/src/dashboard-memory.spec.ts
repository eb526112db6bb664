import { expect, test, type Page } from '@playwright/test';
import { E2E, promoteToAdmin, registerAccount, uniqueSuffix } from '@consult/testing/node';
import { isPhone, seriousAxeFindings, signIn } from '@consult/testing/playwright';
import { seedClient } from './support';

/**
 * Issue 18, item 6: the console remembers the dashboard (req DOCS-4: tab, view, expanded card,
 * visible count, search text) when the admin comes back from a user, by the browser's Back and by
 * 'Back to Dashboard', and through a reload.
 */

const search = (page: Page) => page.getByPlaceholder('Search users or documents...');
const panel = (page: Page) => page.getByRole('tabpanel');

async function signedInAdmin(page: Page) {
  const admin = await registerAccount({ firstName: 'Morgan', lastName: 'Ashby' });
  promoteToAdmin(admin.email);
  await signIn(page, admin);
}

test('Back and Back to Dashboard return to the users tab as it was left: search, count, expanded card', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const phone = isPhone(testInfo);
  const token = uniqueSuffix();
  // Twelve clients of this test: more than the first page of cards (10 on a desktop, 3 on a phone).
  for (let index = 1; index <= 12; index++)
    await registerAccount({
      companyName: `Memory ${token} Company ${String(index).padStart(2, '0')}`,
    });
  await signedInAdmin(page);

  await page.goto(`${E2E.admin}/admin-dashboard`);
  await search(page).fill(token);
  const cards = panel(page).getByRole('article');
  await expect(cards).toHaveCount(phone ? 3 : 10);
  await page.getByRole('button', { name: 'Show More Users' }).click();
  const shown = phone ? 6 : 12;
  await expect(cards).toHaveCount(shown);
  // The last card shown (only there after Show More), expanded.
  const card = cards.nth(shown - 1);
  const name = (await card.getAttribute('aria-labelledby')) ?? '';
  await card.getByRole('button', { name: 'Show Documents' }).click();
  await expect(card.getByRole('button', { name: 'Hide Documents' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const left = page.url();
  expect(new URL(left).searchParams.get('q')).toBe(token);

  const expectAsLeft = async (how: string) => {
    await expect(search(page), how).toHaveValue(token);
    await expect(page.getByRole('tab', { name: 'Users & Companies' }), how).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cards, how).toHaveCount(shown);
    const same = panel(page).locator(`article[aria-labelledby="${name}"]`);
    await expect(same.getByRole('button', { name: 'Hide Documents' }), how).toBeVisible();
    await expect(same.getByRole('region', { name: /^Documents of / }), how).toBeVisible();
  };

  // 1. The browser's Back.
  await card.getByRole('link', { name: 'View Complete Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(left);
  await expectAsLeft('after the browser’s Back');

  // 2. Back to Dashboard (a new history entry, the same dashboard).
  await panel(page)
    .locator(`article[aria-labelledby="${name}"]`)
    .getByRole('link', { name: 'View Complete Profile' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(left);
  await expectAsLeft('after Back to Dashboard');

  // 3. A reload keeps it too.
  await page.reload();
  await expectAsLeft('after a reload');
  await page.screenshot({
    path: testInfo.outputPath(`dashboard-remembered-${phone ? 390 : 1280}.png`),
    fullPage: true,
  });
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('the documents table is remembered too, and its Date column has one format @desktop', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = uniqueSuffix();
  const client = await seedClient({ companyName: `Ledger ${token} Partners` });
  await signedInAdmin(page);

  await page.goto(`${E2E.admin}/admin-dashboard`);
  await page.getByRole('tab', { name: 'All Documents' }).click();
  await page.getByRole('button', { name: 'Table view' }).click();
  await search(page).fill(`ledger ${token}`);
  const table = page.getByRole('table', { name: 'All Documents' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(panel(page).getByText('3 documents', { exact: true })).toBeVisible();
  // NDA, agreement and invoice: every date written the same way (docs/decisions.md).
  const dates = await table.locator('tbody tr td:nth-child(4)').allTextContents();
  expect(dates).toHaveLength(3);
  for (const date of dates) expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await page.screenshot({ path: testInfo.outputPath('documents-table-1280.png'), fullPage: true });
  const left = page.url();

  await table
    .getByRole('link', { name: `${client.firstName} ${client.lastName}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(left);
  await expect(page.getByRole('tab', { name: 'All Documents' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(search(page)).toHaveValue(`ledger ${token}`);

  // One document found: "1 document".
  await search(page).fill(`CA-${String(client.agreementId).padStart(6, '0')}`);
  await expect(panel(page).getByText('1 document', { exact: true })).toBeVisible();
});
