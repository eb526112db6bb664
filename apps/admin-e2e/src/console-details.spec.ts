import { expect, test, type Page } from '@playwright/test';
import { E2E, promoteToAdmin, registerAccount, uniqueSuffix } from '@consult/testing/node';
import { isPhone, seriousAxeFindings, signIn } from '@consult/testing/playwright';
import { caughtMails, seedClient } from './support';

/**
 * Issue 18, item 15: a long e-mail address is never broken mid-word in the console; it wraps only
 * after its '@' or a dot.
 */

/**
 * The page's text as laid out: a '\n' wherever the next character starts a new line (its box sits
 * lower than the one before), so a wrapped address reads "maximilian.\nfeatherstone@\n…".
 */
async function laidOutText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let text = '';
    let lastTop: number | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? '';
      for (let index = 0; index < value.length; index++) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        if (lastTop !== null && rect.top > lastTop + 2) text += '\n';
        if (lastTop !== null && rect.top < lastTop - 2) text += '\n';
        lastTop = rect.top;
        text += value[index];
      }
    }
    return text;
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every rendering of the address on the page, with its line breaks. */
async function renderings(page: Page, email: string): Promise<string[]> {
  const pattern = new RegExp(email.split('').map(escape).join('\\n?'), 'g');
  return (await laidOutText(page)).match(pattern) ?? [];
}

function brokenMidWord(rendering: string): boolean {
  return rendering
    .split('\n')
    .slice(0, -1)
    .some((line) => !/[@.]$/.test(line));
}

test('a long e-mail address wraps after its @ or a dot, never mid-word, on the user page and in the users table', async ({
  page,
}, testInfo) => {
  const phone = isPhone(testInfo);
  const token = uniqueSuffix().replace(/[^a-z0-9]/gi, '');
  const email = `maximilianfeatherstonehaugh.${token}@accountspayabledepartment.northbridgeconsultingpartners.example`;
  const client = await registerAccount({
    email,
    firstName: 'Maximilian',
    lastName: 'Featherstonehaugh',
    companyName: `Featherstonehaugh ${token} Holdings`,
  });
  const admin = await registerAccount({ firstName: 'Morgan', lastName: 'Ashby' });
  promoteToAdmin(admin.email);
  await signIn(page, admin);

  await page.goto(`${E2E.admin}/admin-users/${client.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account Information' })).toContainText(email);
  const onUserPage = await renderings(page, email);
  // The header and Account Information.
  expect(onUserPage.length).toBeGreaterThanOrEqual(2);
  for (const rendering of onUserPage) expect(brokenMidWord(rendering), rendering).toBe(false);
  // On a phone the address must wrap: the test sees real breaks.
  if (phone) expect(onUserPage.some((rendering) => rendering.includes('\n'))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.screenshot({
    path: testInfo.outputPath(`long-email-user-${phone ? 390 : 1280}.png`),
    fullPage: true,
  });
  expect(await seriousAxeFindings(page)).toEqual([]);

  // The dashboard: the card (and on a desktop the table's Email column).
  await page.goto(`${E2E.admin}/admin-dashboard?q=${token}${phone ? '' : '&view=table'}`);
  await expect(page.getByRole('tabpanel')).toContainText(email);
  const onDashboard = await renderings(page, email);
  expect(onDashboard).toHaveLength(1);
  expect(brokenMidWord(onDashboard[0]), onDashboard[0]).toBe(false);
  expect(onDashboard[0]).toContain('\n');
  await page.screenshot({
    path: testInfo.outputPath(`long-email-dashboard-${phone ? 390 : 1280}.png`),
    fullPage: true,
  });
});

test('Email Invoice starts with the invoice’s billing e-mail, and sends it there', async ({
  page,
}, testInfo) => {
  const phone = isPhone(testInfo);
  const billing = `payables.${uniqueSuffix()}@example.com`;
  const client = await seedClient({}, { billing_email: billing });
  const admin = await registerAccount({ firstName: 'Morgan', lastName: 'Ashby' });
  promoteToAdmin(admin.email);
  await signIn(page, admin);

  await page.goto(`${E2E.admin}/admin-users/${client.user.id}?tab=payments`);
  const invoice = `INV-${String(client.paymentMethodId).padStart(6, '0')}`;
  await page.getByRole('button', { name: `Email invoice ${invoice}` }).click();
  const dialog = page.getByRole('dialog', { name: `Email invoice ${invoice}` });
  await expect(dialog.getByLabel(/Recipient e-mail/)).toHaveValue(billing);
  await expect(dialog).toContainText('the invoice’s billing e-mail address');
  await page.screenshot({ path: testInfo.outputPath(`email-invoice-${phone ? 390 : 1280}.png`) });
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Invoice has been emailed successfully')).toBeVisible();
  await expect
    .poll(async () =>
      (await caughtMails()).some(
        (mail) => mail.to.includes(billing) && mail.subject.includes(`Invoice ${invoice}`),
      ),
    )
    .toBe(true);
});

test('a search of one long word says nothing matches, on both tabs, without the page scrolling sideways', async ({
  page,
}, testInfo) => {
  const admin = await registerAccount({ firstName: 'Morgan', lastName: 'Ashby' });
  promoteToAdmin(admin.email);
  await signIn(page, admin);
  // A word as long as the search box takes: the message quoting it must wrap inside the page.
  const word = `nomatch${'q'.repeat(190)}`;
  const fitsTheWidth = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto(`${E2E.admin}/admin-dashboard?q=${word}`);
  await expect(page.getByText(`No users match “${word}”`)).toBeVisible();
  expect(await fitsTheWidth()).toBe(true);
  await page.screenshot({
    path: testInfo.outputPath(`long-search-${isPhone(testInfo) ? 390 : 1280}.png`),
    fullPage: true,
  });

  await page.goto(`${E2E.admin}/admin-dashboard?tab=documents&q=${word}`);
  await expect(page.getByText(`No documents match “${word}”`)).toBeVisible();
  expect(await fitsTheWidth()).toBe(true);
});
