import { expect, test, type Page } from '@playwright/test';
import { clientDataOf, E2E } from '@consult/testing/node';
import { tabTo, logIn, signIn } from '@consult/testing/playwright';
import { seedClient, seededServices, clientPage, mailTo, pad, signedInAdmin } from './support';

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
  await signIn(portal, client);
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
