import { expect, test, type Page } from '@playwright/test';
import { E2E, registerAccount, uniqueSuffix } from '@consult/testing/node';
import {
  expectPageAnnounced,
  holdChunk,
  isPhone,
  logIn,
  logOut,
  menuStaysOpenAsPageArrives,
  openAccountMenu,
  pageAnnouncer,
} from '@consult/testing/playwright';
import { seedClient, clientPage, pad, signedInAdmin } from './support';

const search = (page: Page) => page.getByPlaceholder('Search users or documents...');
const panel = (page: Page) => page.getByRole('tabpanel');

test('an admin searches, switches views and tabs, expands a card, shows more and opens a user’s detail', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = isPhone(testInfo);
  const token = uniqueSuffix();
  const client = await seedClient({ companyName: `Quayside ${token} Robotics` });
  for (let index = 1; index <= 11; index++)
    await registerAccount({ companyName: `Batch ${token} Company ${index}` });
  await signedInAdmin(page);

  await page.goto(`${E2E.admin}/admin-dashboard`);
  if (!phone) {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Northbridge Advisory Group Admin' }),
    ).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Users & Companies' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The search finds the twelve clients of this test by company; the cards show 10 (3 on a phone).
  await search(page).fill(token);
  await expect(page.getByText(/^12 of \d+ users$/)).toBeVisible();
  const cards = panel(page).getByRole('article');
  await expect(cards).toHaveCount(phone ? 3 : 10);
  await page.getByRole('button', { name: 'Show More Users' }).click();
  await expect(cards).toHaveCount(phone ? 6 : 12);
  await expect(page.getByText(`Showing ${phone ? 6 : 12} of 12`)).toBeVisible();

  if (phone) {
    // Under 640 px there are cards only.
    await expect(page.getByRole('button', { name: 'Table view' })).toHaveCount(0);
  } else {
    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByRole('table', { name: 'Users & Companies' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Company',
      'Name',
      'Email',
      'Documents',
      'Status',
      'Actions',
    ]);
    await expect(table.getByRole('row')).toHaveCount(11);
    await page.getByRole('button', { name: 'Show More Users' }).click();
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(
      table.getByRole('row', { name: new RegExp(`Quayside ${token} Robotics`) }),
    ).toContainText('NDA SignedAgreement SignedPayment Method');
    await page.getByRole('button', { name: 'Card view' }).click();
    await expect(page.getByRole('table')).toHaveCount(0);
  }

  // All Documents: the seeded client's three documents (the search is kept across the tabs).
  await page.getByRole('tab', { name: 'All Documents' }).click();
  const documents = panel(page).getByRole('article');
  await expect(documents).toHaveCount(3);
  for (const name of [
    `Mutual NDA NDA-${pad(client.ndaId)}`,
    `Consulting Agreement CA-${pad(client.agreementId)}`,
    `Payment Invoice INV-${pad(client.paymentMethodId)}`,
  ])
    await expect(panel(page).getByRole('article', { name })).toContainText(client.companyName);
  await page.screenshot({ path: testInfo.outputPath('admin-documents.png'), fullPage: true });

  // One client's card, expanded: the tiles of their NDA, agreement and invoice.
  await page.getByRole('tab', { name: 'Users & Companies' }).click();
  await search(page).fill(`quayside ${token}`);
  const card = panel(page).getByRole('article', { name: new RegExp(`Quayside ${token} Robotics`) });
  await expect(cards).toHaveCount(1);
  await expect(card.getByText('NDA Signed')).toBeVisible();
  await expect(card.getByText('Agreement Signed')).toBeVisible();
  await expect(card.getByText('Payment Method')).toBeVisible();
  await card.getByRole('button', { name: 'Show Documents' }).click();
  const tiles = card.getByRole('region', { name: /^Documents of / });
  await expect(tiles.getByRole('group')).toHaveCount(3);
  await expect(tiles.getByRole('group', { name: 'Consulting Agreement' })).toContainText(
    `CA-${pad(client.agreementId)}`,
  );
  await page.screenshot({ path: testInfo.outputPath('admin-dashboard.png'), fullPage: true });

  // A tile's View opens the read-only NDA from the shared template.
  await tiles
    .getByRole('button', { name: `Actions for Mutual NDA NDA-${pad(client.ndaId)}` })
    .click();
  await expect(page.getByRole('menuitem')).toHaveText(['View', 'Download', 'Print', 'Share']);
  await page.getByRole('menuitem', { name: 'View' }).click();
  await expect(page).toHaveURL(`${E2E.admin}/nda/${client.ndaId}`);
  await expect(
    page.getByRole('article', { name: 'Mutual Non-Disclosure Agreement' }),
  ).toContainText(client.companyName);
  await expect(page.getByRole('region', { name: 'Signature record' })).toContainText(
    `${client.firstName} ${client.lastName}`,
  );

  // Back on the dashboard (as it was left: the search and the open card are in its address),
  // 'View Complete Profile' opens the user's detail.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E.admin}/admin-dashboard(\\?|$)`));
  await search(page).fill(`quayside ${token}`);
  await card.getByRole('link', { name: 'View Complete Profile' }).click();
  await expect(page).toHaveURL(`${E2E.admin}/admin-users/${client.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  await expectPageAnnounced(page, /^User Details \| /);
  await expect(page.getByLabel('Company', { exact: true })).toHaveText(client.companyName);
  for (const name of [
    'Professional Profile',
    'Account Information',
    'Personal Information',
    'Address',
    'Service Information',
  ])
    await expect(page.getByRole('region', { name })).toBeVisible();
  const summary = page.getByRole('table', { name: 'Billing Summary' });
  await expect(summary.getByRole('row', { name: 'Grand total $77,500' })).toBeVisible();
  await expect(summary.getByRole('row', { name: 'Total down payments $2,500' })).toBeVisible();
  await expect(summary.getByRole('row', { name: 'Remaining balance $75,000' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(4);
  if (phone) await expect(page.getByRole('tab', { name: 'Payments' })).toHaveText('');
  await page.screenshot({ path: testInfo.outputPath('admin-user-detail.png'), fullPage: true });
});

test('an admin promotes a client, who sees the Admin Dashboard link after logging in again', async ({
  page,
  browser,
}, testInfo) => {
  const phone = isPhone(testInfo);
  const client = await registerAccount();
  const portal = await clientPage(browser, page);
  await logIn(portal, client);
  await openAccountMenu(portal, phone);
  await expect(portal.getByText('Logout')).toBeVisible();
  await expect(portal.getByText('Admin Dashboard')).toHaveCount(0);
  await portal.reload();

  await signedInAdmin(page);
  await page.goto(`${E2E.admin}/admin-promote`);
  await expect(page.getByRole('heading', { level: 1, name: 'Promote to Admin' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(client.email);
  await page.getByRole('button', { name: 'Promote to Admin' }).click();
  // Another account: confirmed first, and the admin stays in the console (promote.spec.ts).
  await page
    .getByRole('dialog', { name: `Make ${client.email} an admin?` })
    .getByRole('button', { name: 'Promote to Admin' })
    .click();
  await expect(page.getByText(`${client.email} is now an admin.`).first()).toBeVisible();
  await expect(page).toHaveURL(`${E2E.admin}/admin-promote`);

  await logOut(portal, phone);
  await logIn(portal, client);
  await openAccountMenu(portal, phone);
  const link = portal.getByRole(phone ? 'link' : 'menuitem', { name: 'Admin Dashboard' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(portal).toHaveURL(`${E2E.admin}/admin-dashboard`);
  await expect(portal.getByRole('tab', { name: 'Users & Companies' })).toBeVisible();
  await portal.context().close();
});

test('a menu opened while the next page loads stays open, with the focus in it, when that page shows @phone', async ({
  page,
}, testInfo) => {
  // The audit log's chunk is held until the menu is open: the dashboard stays on the screen
  // meanwhile.
  const releaseChunk = await holdChunk(page, 'AdminAuditLogPage-');
  await signedInAdmin(page);
  await page.goto(`${E2E.admin}/admin-dashboard`);
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await menuStaysOpenAsPageArrives(
    page,
    releaseChunk,
    'Audit Log',
    testInfo.outputPath('menu-over-next-page.png'),
  );
  await expect(page).toHaveURL(`${E2E.admin}/admin-audit-log`);
});

test('switching a user’s tab keeps the page where it was @phone', async ({ page }) => {
  const client = await seedClient();
  await signedInAdmin(page);
  await page.goto(`${E2E.admin}/admin-users/${client.user.id}`);
  const tab = page.getByRole('tab', { name: /Agreements/ });
  await expect(tab).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 250));
  const tabTop = await tab.evaluate((element) => element.getBoundingClientRect().top);

  await tab.click();
  await expect(page).toHaveURL(/\?tab=agreements$/);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // The tab stays under the admin's finger: the address changed, the page is the same.
  expect(await page.evaluate(() => window.scrollY)).toBe(250);
  expect(await tab.evaluate((element) => element.getBoundingClientRect().top)).toBe(tabTop);
  // The same page: a screen reader hears no new page.
  await expect(pageAnnouncer(page)).toBeEmpty();
});
