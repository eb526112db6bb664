import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  clientDataOf,
  E2E,
  promoteToAdmin,
  registerAccount,
  uniqueSuffix,
} from '@consult/testing/node';
import { isPhone, logIn, logOut, openAccountMenu, tabTo } from '@consult/testing/playwright';
import {
  attachmentBytes,
  attachmentStart,
  caughtMails,
  seedClient,
  seededServices,
  type Account,
  type CaughtMail,
} from './support';

const pad = (id: number) => String(id).padStart(6, '0');

/** A fresh admin, made the way operators make one (the CLI), signed in. */
async function signedInAdmin(page: Page): Promise<Account> {
  const admin = await registerAccount({ firstName: 'Morgan', lastName: 'Ashby' });
  promoteToAdmin(admin.email);
  await logIn(page, admin);
  return admin;
}

/** A second browser, for the client, at the same width as the test's page. */
async function clientPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  return context.newPage();
}

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

test('an admin views, downloads and prints a client’s agreement, and e-mails their invoice', async ({
  page,
}, testInfo) => {
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
  await expect(page.getByRole('article', { name: 'Consulting Services Agreement' })).toContainText(
    '$77,500',
  );
  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print' }).click();
  const popup = await opening;
  await expect(page.getByText('Document opened for printing')).toBeVisible();
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  await popup.close();

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
});

/** The newest caught message to `to` whose subject has `subject`, once the outbox has sent it. */
async function mailTo(page: Page, to: string, subject: string) {
  await expect
    .poll(
      async () =>
        (await caughtMails()).some(
          (mail) => mail.to.includes(to) && mail.subject.includes(subject),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  const mail = (await caughtMails()).find(
    (item) => item.to.includes(to) && item.subject.includes(subject),
  );
  if (!mail) throw new Error(`no mail to ${to} about ${subject}`);
  return mail;
}

/** The firm proposes twelve months of Digital Solutions instead of six: $137,500 in all. */
async function proposeTwelveMonths(
  page: Page,
  client: { user: { id: number }; agreementId: number },
) {
  await page.goto(`${E2E.admin}/admin-users/${client.user.id}?tab=agreements`);
  await page.getByRole('link', { name: `Edit agreement CA-${pad(client.agreementId)}` }).click();
  await expect(page).toHaveURL(`${E2E.admin}/consulting-agreement/${client.agreementId}/edit`);
  const form = page.getByRole('form', { name: 'Amend consulting agreement' });
  const digital = form.getByRole('group', { name: 'Digital Solutions', exact: true });
  await digital.getByLabel('Months', { exact: true }).fill('12');
  await expect(digital.getByText('Subtotal: $120,000')).toBeVisible();
  await page.getByRole('button', { name: 'Send Proposal to Client' }).click();
  await expect(page.getByText('Proposal sent to the client for signature').first()).toBeVisible();
  await expect(page).toHaveURL(/\/consulting-agreement\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('the firm proposes an amendment; the client is e-mailed, cannot change it, signs it as proposed and confirms the payment method', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const client = await seedClient();
  const signer = `${client.firstName} ${client.lastName}`;
  const reference = `CA-${pad(client.agreementId)}`;
  await signedInAdmin(page);

  // The firm's amendment: the agreement form on the client's data, twelve months instead of six.
  await page.goto(`${E2E.admin}/admin-users/${client.user.id}?tab=agreements`);
  await page.getByRole('link', { name: `Edit agreement ${reference}` }).click();
  const form = page.getByRole('form', { name: 'Amend consulting agreement' });
  await expect(form.getByLabel(/^Company name/)).toHaveValue(client.companyName);
  const digital = form.getByRole('group', { name: 'Digital Solutions', exact: true });
  await digital.getByLabel('Months', { exact: true }).fill('12');
  await expect(
    page.getByRole('region', { name: '3. Payment summary' }).getByRole('row', {
      name: 'Grand total $137,500',
    }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-amendment.png'), fullPage: true });
  await page.getByRole('button', { name: 'Send Proposal to Client' }).click();
  await expect(page.getByText('Proposal sent to the client for signature').first()).toBeVisible();
  await expect(page).toHaveURL(/\/consulting-agreement\/\d+$/);
  const proposalId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(proposalId).not.toBe(client.agreementId);
  await expect(
    page.getByText(
      /^Proposed on .* by the firm — awaiting the client’s signature\. Version 1 stays in force until then\.$/,
    ),
  ).toBeVisible();
  // No unsigned version says "Signed on": only version 1 does, in the history.
  const proposedEntry = page.getByRole('listitem').filter({ hasText: /^Version 2/ });
  await expect(proposedEntry).toContainText('Proposed');
  await expect(proposedEntry).not.toContainText('Signed on');
  await expect(page.getByText(/Signed on/)).toHaveCount(1);

  // Until the client signs, version 1 binds: the console shows it in force, the proposal beside it.
  await page.goto(`${E2E.admin}/admin-users/${client.user.id}?tab=agreements`);
  const card = page.getByRole('article', { name: new RegExp(reference) });
  await expect(card.getByText('In force', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('Version 2 proposed')).toBeVisible();
  // The client's badge stays: what they signed is still in force.
  await expect(page.getByText('Agreement Signed', { exact: true })).toBeVisible();
  await expect(card.getByRole('region', { name: 'In force: version 1' })).toContainText('$77,500');
  await expect(card.getByRole('region', { name: 'Proposed: version 2' })).toContainText('$137,500');
  await page.screenshot({
    path: testInfo.outputPath('admin-proposal-side-by-side.png'),
    fullPage: true,
  });

  // The client is e-mailed a link to review it.
  await mailTo(page, client.email, `proposed amendment to your consulting agreement ${reference}`);

  // The client's portal: awaiting their signature on the profile and on the agreement list.
  const portal = await clientPage(browser, page);
  await logIn(portal, client);
  await expect(portal.getByText(/^Awaiting your signature/).first()).toBeVisible();
  await portal.goto(`${E2E.portal}/consulting-agreements`);
  await expect(portal.getByText(/^Awaiting your signature/).first()).toBeVisible();
  await portal
    .getByRole('link', { name: new RegExp('^Review amendment: version 2') })
    .first()
    .click();
  await expect(portal).toHaveURL(`${E2E.portal}/consulting-agreement/${proposalId}`);

  // Its terms are the firm's: read-only on screen, and refused by the API when changed.
  const proposed = portal.getByRole('group', { name: 'Digital Solutions', exact: true });
  await expect(proposed.getByLabel('Months', { exact: true })).toHaveValue('12');
  await expect(proposed.getByLabel('Months', { exact: true })).toBeDisabled();
  const seeded = seededServices();
  const changed = await portal.request.post(`${E2E.portal}/api/consulting-agreement`, {
    headers: { Origin: E2E.portal },
    data: {
      agreementId: proposalId,
      clientData: clientDataOf(client),
      services: [{ ...seeded[0], fee: 1 }, { ...seeded[1], months: 12 }, seeded[2]],
      signature: signer,
      agreeToSignElectronically: true,
    },
  });
  expect(changed.status()).toBe(400);
  expect(((await changed.json()) as { message: string }).message).toBe(
    'This amendment can only be signed exactly as the firm proposed it. To ask for other terms, decline it and say why in the note.',
  );
  await portal.screenshot({
    path: testInfo.outputPath('portal-amendment-review.png'),
    fullPage: true,
  });

  // The client signs it as proposed: the same version, now in force; version 1 is superseded.
  // Signed with the keyboard alone: the typed name, Space on the consent, Enter on Sign.
  await tabTo(portal, portal.getByLabel(/^Type your full name to sign/), 150);
  await portal.keyboard.type(signer);
  await tabTo(portal, portal.getByLabel('I agree to sign electronically'), 10);
  await portal.keyboard.press('Space');
  await expect(portal.getByLabel('I agree to sign electronically')).toBeChecked();
  await tabTo(portal, portal.getByRole('button', { name: 'Sign Amendment' }), 10);
  await portal.keyboard.press('Enter');
  await expect(portal).toHaveURL(
    `${E2E.portal}/payment-method-selection?agreementId=${proposalId}`,
  );
  await portal.goto(`${E2E.portal}/consulting-agreement/${proposalId}`);
  await expect(portal.getByText(new RegExp(`^${reference} · Version 2 · Signed`))).toBeVisible();
  const history = portal.getByRole('region', { name: 'Version history' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Version 1' })).toContainText(
    'Superseded',
  );
  await expect(history.getByRole('listitem').filter({ hasText: 'Version 2' })).toContainText(
    'In force',
  );

  // The invoice carried over to version 2 with its amount recomputed ($137,500 over 12 months):
  // the client confirms it on the payment step.
  await portal.goto(`${E2E.portal}/profile`);
  const notice = portal.getByText(
    'The agreement changed: please confirm this payment method for version 2 ($11,458.33)',
  );
  await expect(notice).toBeVisible();
  await portal.screenshot({
    path: testInfo.outputPath('portal-confirm-method.png'),
    fullPage: true,
  });
  await portal.getByRole('link', { name: 'Confirm' }).click();
  // The method in force is version 2's copy; version 1's stays on record, replaced.
  await expect(portal).toHaveURL(/\/payment-method\/\d+\?mode=edit$/);
  const carriedId = Number(new URL(portal.url()).pathname.split('/').pop());
  expect(carriedId).not.toBe(client.paymentMethodId);
  await expect(portal.locator('output#payment-amount')).toHaveText('$11,458.33 a month');
  await portal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(portal).toHaveURL(`${E2E.portal}/payment-method/${carriedId}`);
  await expect(portal.getByText(/^The agreement changed/)).toHaveCount(0);
  await portal.goto(`${E2E.portal}/payment-method/${client.paymentMethodId}`);
  await expect(portal.getByText('This payment method was replaced')).toBeVisible();
  await portal.context().close();

  // The console: version 2 in force, version 1 superseded in its history, no proposal left.
  await page.goto(`${E2E.admin}/admin-users/${client.user.id}?tab=agreements`);
  const current = page.getByRole('article', { name: new RegExp(reference) });
  await expect(current.getByText(`${reference} · Version 2`)).toBeVisible();
  await expect(current.getByText('In force', { exact: true }).first()).toBeVisible();
  await expect(current).toContainText('Grand total$137,500');
  await expect(current.getByText('Version 2 proposed')).toHaveCount(0);
  await page.goto(`${E2E.admin}/admin-users/${client.user.id}?tab=payments`);
  await expect(page.getByRole('tabpanel')).toContainText('$11,458.33');
});

test('the client declines a proposal with a note, which reaches the firm; the firm withdraws another', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const client = await seedClient();
  const reference = `CA-${pad(client.agreementId)}`;
  await signedInAdmin(page);
  const declinedId = await proposeTwelveMonths(page, client);

  const portal = await clientPage(browser, page);
  await logIn(portal, client);
  // With the keyboard alone: Tab to Decline, Enter; type the note; Tab to the dialog's Decline.
  await portal.goto(`${E2E.portal}/consulting-agreement/${declinedId}`);
  const declineButton = portal.getByRole('button', { name: 'Decline', exact: true });
  await expect(declineButton).toBeVisible();
  await tabTo(portal, declineButton);
  await portal.screenshot({ path: testInfo.outputPath('portal-decline-focused.png') });
  await portal.keyboard.press('Enter');
  const dialog = portal.getByRole('dialog', { name: 'Decline this amendment?' });
  await expect(dialog).toBeVisible();
  const noteField = dialog.getByLabel('Note to the firm (optional)');
  await tabTo(portal, noteField, 10);
  await portal.keyboard.type('Twelve months is too long for us.');
  await portal.screenshot({ path: testInfo.outputPath('portal-decline.png'), fullPage: true });
  await tabTo(portal, dialog.getByRole('button', { name: 'Decline amendment' }), 10);
  await portal.keyboard.press('Enter');
  await expect(portal.getByText('Amendment declined').first()).toBeVisible();
  await portal.goto(`${E2E.portal}/consulting-agreement/${client.agreementId}`);
  await expect(portal.getByText(new RegExp(`^${reference} · Version 1 · Signed`))).toBeVisible();
  await expect(
    portal
      .getByRole('region', { name: 'Version history' })
      .getByRole('listitem')
      .filter({ hasText: 'Version 2' }),
  ).toContainText('Declined');
  await portal.context().close();

  // The firm's inbox hears of it, with the note; the console shows it declined, version 1 in force.
  await mailTo(
    page,
    'hello@northbridge-advisory.example',
    `Amendment declined: ${reference} version 2`,
  );
  await page.goto(`${E2E.admin}/consulting-agreement/${declinedId}`);
  await expect(
    page.getByText(/declined by the client on .*Twelve months is too long for us\./),
  ).toBeVisible();
  await page.goto(`${E2E.admin}/admin-users/${client.user.id}?tab=agreements`);
  const card = page.getByRole('article', { name: new RegExp(reference) });
  await expect(card.getByText('In force', { exact: true }).first()).toBeVisible();
  await expect(card).toContainText('Grand total$77,500');

  // The firm proposes again, then withdraws it: version 1 stays in force.
  const withdrawnId = await proposeTwelveMonths(page, client);
  await page.goto(`${E2E.admin}/admin-users/${client.user.id}?tab=agreements`);
  // Withdrawn with the keyboard alone too.
  const withdrawButton = card.getByRole('button', { name: /^Withdraw/ });
  await expect(withdrawButton).toBeVisible();
  await tabTo(page, withdrawButton, 120);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: /^Withdraw/ }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Amendment withdrawn').first()).toBeVisible();
  await expect(card.getByText(/Version \d proposed/)).toHaveCount(0);
  await page.goto(`${E2E.admin}/consulting-agreement/${withdrawnId}`);
  await expect(page.getByText(/withdrawn by the firm on /)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-withdrawn.png'), fullPage: true });
});

test('a signed NDA the client deletes stays with the firm, marked, and still downloads', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const client = await seedClient();
  const portal = await clientPage(browser, page);
  await logIn(portal, client);
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
  await logIn(portal, client);
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
    return attachmentBytes(mail!);
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
