import { expect, test, type Locator } from '@playwright/test';
import { E2E, promoteToAdmin, registerAccount, uniqueSuffix } from '@consult/testing/node';
import { isPhone, seriousAxeFindings, signIn } from '@consult/testing/playwright';
import { printShowsThePdf, seedClient } from './support';

/**
 * The characters a block of text wraps after, read from where each character is drawn: a line
 * ends where the next character sits lower. An e-mail address may wrap after its '@' or a dot only.
 */
function wrapsAfter(cell: Locator): Promise<string[]> {
  return cell.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const drawn: Array<{ character: string; top: number }> = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0) drawn.push({ character: text.data[index], top: rect.top });
      }
    }
    return drawn.flatMap((current, index) =>
      index > 0 && current.top > drawn[index - 1].top + 2 ? [drawn[index - 1].character] : [],
    );
  });
}

test(
  'the audit log names the client, filters by action and client, logs a print once, and reads at this width',
  { tag: '@pdf-viewer' },
  async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const phone = isPhone(testInfo);
    const client = await seedClient();
    // A long address, as real ones are: it must wrap after its '@' or a dot, never mid-word.
    const admin = await registerAccount({
      firstName: 'Morgan',
      lastName: 'Ashby',
      email: `morgan.ashby-compliance.${uniqueSuffix()}@northbridge-advisory-group.example`,
    });
    promoteToAdmin(admin.email);
    await signIn(page, admin);

    // Print the client's NDA from its view in the console, as an admin does.
    await page.goto(`${E2E.admin}/nda/${client.ndaId}`);
    await printShowsThePdf(page);

    // Everything about this client: the view and one print, and no download beside the print.
    await page.goto(`${E2E.admin}/admin-audit-log?client=${client.user.id}`);
    const table = page.getByRole('table', { name: 'Audit Log' });
    const rows = table.getByRole('row').filter({ hasText: `NDA #${client.ndaId}` });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Printed');
    await expect(rows.nth(1)).toContainText('Viewed');
    await expect(table.getByRole('row').filter({ hasText: 'Downloaded' })).toHaveCount(0);
    // The client by name and company, beside "User #N".
    const clientCell = rows.nth(0).getByRole('cell').nth(3);
    await expect(clientCell).toContainText(`${client.firstName} ${client.lastName}`);
    await expect(clientCell).toContainText(client.companyName);
    await expect(clientCell.getByRole('link', { name: `User #${client.user.id}` })).toHaveAttribute(
      'href',
      `/admin-users/${client.user.id}`,
    );

    // Filter by action and by client with the controls, from the whole log.
    await page.goto(`${E2E.admin}/admin-audit-log`);
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    await filters.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Printed', exact: true }).click();
    await expect(page).toHaveURL(/\?action=document\.print$/);
    await expect(table.getByRole('row').filter({ hasText: 'Viewed' })).toHaveCount(0);
    await filters.getByRole('combobox', { name: 'Client' }).fill(client.companyName);
    await page.getByRole('option', { name: new RegExp(client.companyName) }).click();
    await expect(page).toHaveURL(
      new RegExp(`\\?action=document\\.print&client=${client.user.id}$`),
    );
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(`NDA #${client.ndaId}`);

    // Back to the whole log: this admin's rows read well at this width.
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(`${E2E.admin}/admin-audit-log`);
    const mine = table.getByRole('row').filter({ hasText: `NDA #${client.ndaId}` });
    await expect(mine).toHaveCount(2);
    for (const row of await mine.all()) {
      // The time on one line.
      const time = row.locator('time');
      expect(await time.evaluate((element) => element.getClientRects().length)).toBe(1);
      // The admin's e-mail wraps, if at all, after its '@' or a dot.
      const adminCell = row.getByRole('cell').nth(1);
      await expect(adminCell).toHaveText(admin.email);
      for (const character of await wrapsAfter(adminCell)) expect(['@', '.']).toContain(character);
    }
    if (!phone) {
      // At 1280 px the whole table fits: nothing to scroll sideways.
      const container = page.locator('.MuiTableContainer-root');
      expect(
        await container.evaluate((element) => element.scrollWidth - element.clientWidth),
      ).toBeLessThanOrEqual(0);
    }

    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`audit-log-${testInfo.project.name}.png`),
      fullPage: true,
    });
  },
);
