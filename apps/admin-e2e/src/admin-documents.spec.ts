import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E } from '@consult/testing/node';
import { signIn } from '@consult/testing/playwright';
import {
  attachmentBytes,
  attachmentStart,
  caughtMails,
  printShowsThePdf,
  seedClient,
  type CaughtMail,
  clientPage,
  mailTo,
  pad,
  signedInAdmin,
} from './support';

test(
  'an admin views, downloads and prints a client’s agreement, and e-mails their invoice',
  { tag: '@pdf-viewer' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const client = await seedClient();
    const admin = await signedInAdmin(page);
    const reference = `CA-${pad(client.agreementId)}`;

    await page.goto(`${E2E.admin}/admin-users/${client.user.id}`);
    await page.getByRole('tab', { name: 'Agreements' }).click();
    const agreement = page.getByRole('article', { name: new RegExp(reference) });
    await expect(agreement.getByText('In force').first()).toBeVisible();

    // Download PDF: agreement-{id}.pdf, a real PDF.
    const downloading = page.waitForEvent('download');
    await agreement.getByRole('button', { name: `Download PDF of agreement ${reference}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`agreement-${client.agreementId}.pdf`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await expect(page.getByText('Agreement downloaded successfully')).toBeVisible();

    // View: the agreement as signed, read-only; Print opens the PDF in a new window.
    await agreement.getByRole('link', { name: `View agreement ${reference}` }).click();
    await expect(page).toHaveURL(`${E2E.admin}/consulting-agreement/${client.agreementId}`);
    await expect(
      page.getByRole('article', { name: 'Consulting Services Agreement' }),
    ).toContainText('$77,500');
    await printShowsThePdf(page);

    // Email Invoice: the invoice PDF reaches the client's mailbox.
    await page.goto(`${E2E.admin}/admin-users/${client.user.id}?tab=payments`);
    const invoice = `INV-${pad(client.paymentMethodId)}`;
    await page.getByRole('button', { name: `Email invoice ${invoice}` }).click();
    const dialog = page.getByRole('dialog', { name: `Email invoice ${invoice}` });
    await expect(dialog.getByLabel(/Recipient e-mail/)).toHaveValue(client.email);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Invoice has been emailed successfully')).toBeVisible();
    // The invoice's e-mail, not the sealed documents the client received when they signed.
    const mail = await mailTo(page, client.email, `Invoice ${invoice}`);
    expect(mail.attachments[0]?.filename).toMatch(/^invoice-.+\.pdf$/);
    expect(await attachmentStart(mail)).toBe('%PDF-');

    // Every one of those actions is in the audit log, newest first, under this admin.
    await page.goto(`${E2E.admin}/admin-audit-log`);
    const mine = page.getByRole('table', { name: 'Audit Log' }).getByRole('row').filter({
      hasText: admin.email,
    });
    await expect(mine.first()).toContainText('E-mailed an invoice');
    // The mail server took the message: the entry says so (once the outbox has recorded it).
    await expect(async () => {
      await page.reload();
      await expect(mine.first()).toContainText(/Sent [A-Z][a-z]{2} \d/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    for (const action of ['Downloaded', 'Printed', 'Viewed a user'])
      await expect(mine.filter({ hasText: action }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('admin-audit-log.png'), fullPage: true });
  },
);

test('a signed NDA the client deletes stays with the firm, marked, and still downloads', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const client = await seedClient();
  const portal = await clientPage(browser, page);
  await signIn(portal, client);
  await portal.goto(`${E2E.portal}/signed-ndas`);
  portal.once('dialog', (dialog) => void dialog.accept());
  await portal.getByRole('button', { name: `Delete NDA with ${client.companyName}` }).click();
  await expect(portal.getByText('NDA deleted successfully')).toBeVisible();
  await expect(portal.getByText('No NDAs found')).toBeVisible();
  await portal.goto(`${E2E.portal}/mutual-nda/${client.ndaId}`);
  await expect(portal.getByText('Error Loading NDA')).toBeVisible();
  await portal.context().close();

  await signedInAdmin(page);
  await page.goto(`${E2E.admin}/admin-users/${client.user.id}?tab=ndas`);
  const nda = page.getByRole('article', { name: new RegExp(`NDA-${pad(client.ndaId)}`) });
  await expect(nda.getByText(/^Deleted by the client on /)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-deleted-nda.png'), fullPage: true });
  const downloading = page.waitForEvent('download');
  await nda.getByRole('button', { name: `Download NDA NDA-${pad(client.ndaId)}` }).click();
  const download = await downloading;
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

test('a signed NDA is sealed once: the client’s downloads, both e-mails and the admin’s download are the same bytes', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const client = await seedClient();
  const reference = `NDA-${pad(client.ndaId)}`;

  // The client downloads it twice from the portal: identical files.
  const portal = await clientPage(browser, page);
  await signIn(portal, client);
  await portal.goto(`${E2E.portal}/signed-ndas`);
  const card = portal.getByRole('article', { name: client.companyName });
  const downloads: Buffer[] = [];
  for (let i = 0; i < 2; i++) {
    const downloading = portal.waitForEvent('download');
    await card.getByRole('button', { name: /^Download NDA with/ }).click();
    downloads.push(readFileSync(await (await downloading).path()));
  }
  await portal.context().close();
  expect(downloads[0].subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(downloads[1].equals(downloads[0])).toBe(true);

  // The mail catcher holds the sealed PDF, sent to the client and to the firm's inbox.
  const delivered = async (to: string | null, subject: string) => {
    let mail: CaughtMail | undefined;
    await expect
      .poll(async () => {
        mail = (await caughtMails()).find(
          (message) => message.subject === subject && (to === null || message.to.includes(to)),
        );
        return mail !== undefined;
      })
      .toBe(true);
    if (!mail) throw new Error(`no mail "${subject}" caught`);
    return attachmentBytes(mail);
  };
  const title = 'Mutual Non-Disclosure Agreement';
  expect(
    (await delivered(client.email, `Your signed ${title} (${reference})`)).equals(downloads[0]),
  ).toBe(true);
  expect(
    (await delivered(null, `Signed: ${title} ${reference}: ${client.companyName}`)).equals(
      downloads[0],
    ),
  ).toBe(true);

  // The firm's console downloads the very same bytes.
  await signedInAdmin(page);
  await page.goto(`${E2E.admin}/admin-users/${client.user.id}?tab=ndas`);
  const nda = page.getByRole('article', { name: new RegExp(reference) });
  const downloading = page.waitForEvent('download');
  await nda.getByRole('button', { name: `Download NDA ${reference}` }).click();
  expect(readFileSync(await (await downloading).path()).equals(downloads[0])).toBe(true);
});
