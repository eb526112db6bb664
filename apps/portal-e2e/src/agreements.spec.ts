import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E, registerAccount } from '@consult/testing/node';
import { isPhone, logIn, signIn } from '@consult/testing/playwright';

/** One catalogue service's card in the agreement form. */
const serviceCard = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** A row of the payment summary, by its label and amount ("Grand total $77,500"). */
const summaryRow = (page: Page, name: string | RegExp) =>
  page.getByRole('region', { name: '3. Payment summary' }).getByRole('row', { name });

async function tick(card: Locator, service: string, subServices: string[]) {
  await card.getByRole('checkbox', { name: service, exact: true }).check();
  for (const sub of subServices)
    await card.getByRole('checkbox', { name: sub, exact: true }).check();
}

/** Signs the form on screen: the typed name and "I agree to sign electronically". */
async function signAs(page: Page, signer: string) {
  await page.getByLabel(/^Type your full name to sign/).fill(signer);
  await page.getByLabel('I agree to sign electronically').check();
}

/** The agreement id of the payment method page the form lands on after saving. */
async function landedAgreementId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/payment-method-selection\?agreementId=\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Choose a Payment Method', level: 1 }),
  ).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('agreementId'));
}

const reference = (id: number) => `CA-${String(id).padStart(6, '0')}`;

test('a client chooses services and fee models, signs the agreement, re-signs it, downloads it and deletes it', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const phone = isPhone(testInfo);
  const account = await registerAccount();
  const signer = `${account.firstName} ${account.lastName}`;
  await logIn(page, account, { phone });

  // The profile's Documents card opens a new agreement.
  await page.getByRole('link', { name: /New Consulting Agreement/ }).click();
  await expect(page).toHaveURL(`${E2E.portal}/consulting-agreement`);
  await expect(
    page.getByRole('heading', { name: 'New Consulting Agreement', level: 1 }),
  ).toBeVisible();

  // Client information: the company and the signer come from the account; the rest is typed.
  await expect(page.getByLabel(/^Company name/)).toHaveValue(account.companyName);
  await expect(page.getByLabel(/^Signer name/)).toHaveValue(signer);
  await page.getByLabel(/^Street address/).fill(account.address);
  await page.getByLabel(/^City/).fill(account.city);
  await page.getByLabel(/^State/).fill(account.state);
  await page.getByLabel(/^ZIP code/).fill(account.zipCode);
  await page.getByLabel(/^Phone/).fill(account.phone);
  await page.getByLabel(/^Signer title/).fill('Chief Operating Officer');

  // Nothing chosen yet: the rules say so, and nothing is signed.
  await page.getByRole('button', { name: 'Accept Agreement' }).click();
  await expect(page.getByText('Please select at least one service').first()).toBeVisible();
  await expect(page).toHaveURL(`${E2E.portal}/consulting-agreement`);

  // Business Strategy: a fixed project fee at first, then hourly; success-based is not offered.
  const strategy = serviceCard(page, 'Business Strategy & Growth');
  await tick(strategy, 'Business Strategy & Growth', ['Growth Strategy']);
  await expect(strategy.getByText('Subtotal: $5,000')).toBeVisible();
  await expect(strategy.getByLabel('Payment type').locator('option')).toHaveText([
    'Hourly',
    'Monthly retainer',
    'Fixed project fee',
  ]);
  // A fee typed the way people type money means what was typed, or says what the field accepts.
  const strategyFee = strategy.getByLabel('Project fee');
  await strategyFee.fill('');
  await strategyFee.pressSequentially('15,000.00');
  await expect(strategyFee).toHaveValue('15,000.00');
  await expect(strategy.getByText('Subtotal: $15,000')).toBeVisible();
  await strategyFee.fill('');
  await strategyFee.pressSequentially('12.5x');
  await expect(strategyFee).toHaveValue('12.5x');
  await expect(
    strategy.getByText(
      'Enter a whole-dollar amount such as 15,000 (digits, optional $ and commas)',
    ),
  ).toBeVisible();
  await expect(strategy.getByText('Subtotal: $0')).toBeVisible();
  await strategy.getByLabel('Payment type').selectOption('hourly');
  await expect(strategy.getByLabel('Hourly rate')).toHaveValue('500');
  await expect(strategy.getByText('Subtotal: $500')).toBeVisible();
  await strategy.getByLabel('Hours', { exact: true }).fill('10');
  await expect(strategy.getByText('Subtotal: $5,000')).toBeVisible();

  // Digital Solutions: ten sub-services, a monthly retainer over six months, tiers to choose.
  const digital = serviceCard(page, 'Digital Solutions');
  await digital.getByRole('checkbox', { name: 'Digital Solutions', exact: true }).check();
  await expect(
    digital.getByRole('group', { name: 'Sub-services' }).getByRole('checkbox'),
  ).toHaveCount(10);
  await tick(digital, 'Digital Solutions', ['Cloud Migration', 'AI Adoption']);
  await digital.getByLabel('Payment type').selectOption('monthly');
  await expect(digital.getByText('$5,000 - $20,000+ per month, per sub-service')).toBeVisible();
  await digital.getByLabel('Months', { exact: true }).fill('6');
  await expect(digital.getByText('Subtotal: $60,000')).toBeVisible();
  await digital.getByRole('button', { name: 'Standard $10,000' }).click();
  await expect(digital.getByText('Subtotal: $120,000')).toBeVisible();
  await digital.getByRole('button', { name: 'Basic $5,000' }).click();
  await expect(digital.getByText('Subtotal: $60,000')).toBeVisible();

  // Capital Markets: a project fee from its range; switching to success-based resets the fee.
  const capital = serviceCard(page, 'Capital Markets Advisory');
  await tick(capital, 'Capital Markets Advisory', ['Capital Raising']);
  await expect(capital.getByLabel('Project fee')).toHaveValue('25000');
  await capital.getByLabel('Project fee').fill('30000');
  await expect(capital.getByText('Subtotal: $30,000')).toBeVisible();
  await capital.getByLabel('Payment type').selectOption('success');
  await expect(capital.getByLabel('Base fee')).toHaveValue('10000');
  await expect(capital.getByLabel('Down payment')).toHaveValue('2500');
  await expect(capital.getByText(/2% to 5% of the capital raised/)).toBeVisible();
  await expect(capital.getByText('Subtotal: $12,500')).toBeVisible();

  // The payment summary: by payment type, the grand total and the monthly payment amount.
  await expect(summaryRow(page, 'Hourly total $5,000')).toBeVisible();
  await expect(summaryRow(page, 'Monthly retainer total $60,000')).toBeVisible();
  await expect(summaryRow(page, 'Success-based total $12,500')).toBeVisible();
  await expect(summaryRow(page, 'Grand total $77,500')).toBeVisible();
  await expect(summaryRow(page, /^Monthly payment amount .*\$12,916\.66$/)).toBeVisible();
  // Rounded down to the cent; the last month carries the rest, so the six add up to $77,500.
  await expect(summaryRow(page, /^Last monthly payment .*\$12,916\.70$/)).toBeVisible();

  // The terms as they will be signed, with the fee schedule just chosen.
  const terms = page.getByRole('article', { name: 'Consulting Services Agreement' });
  await expect(terms.getByRole('heading', { name: '5. Term and Termination' })).toBeVisible();
  await expect(terms.getByRole('cell', { name: '$500 per hour × 10 hours' })).toBeVisible();
  await expect(terms.getByText(/thirty \(30\) days’ written notice/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('agreement-form.png'), fullPage: true });

  // Signing needs the electronic records disclosure accepted (a fresh account has not).
  await signAs(page, signer);
  await page.getByRole('button', { name: 'Accept Agreement' }).click();
  await expect(
    page.getByText('Please accept the electronic records disclosure first').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'I accept the disclosure' }).click();
  await expect(
    page.getByText(/You accepted the Electronic Records and Signature Disclosure/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Accept Agreement' }).click();
  await expect(page.getByText('Agreement saved successfully')).toBeVisible();
  const firstId = await landedAgreementId(page);

  // Listed with its company, status, date, signer, services and totals.
  await page.goto(`${E2E.portal}/consulting-agreements`);
  const card = page.getByRole('article', { name: reference(firstId) });
  await expect(card.getByRole('heading', { name: account.companyName })).toBeVisible();
  await expect(card.getByText('In force')).toBeVisible();
  await expect(card.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(card.getByText(`${signer}, Chief Operating Officer`)).toBeVisible();
  await expect(card.getByText('$77,500')).toBeVisible();
  await expect(card.getByText('Cloud Migration, AI Adoption')).toBeVisible();
  await expect(card.getByText('$60,000')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('agreement-list.png'), fullPage: true });

  // Download opens the agreement, whose toolbar downloads its PDF and an HTML copy.
  await card.getByRole('link', { name: `Download agreement ${reference(firstId)}` }).click();
  await expect(page).toHaveURL(`${E2E.portal}/consulting-agreement/${firstId}`);
  await expect(page.getByRole('form', { name: 'Consulting agreement' })).toBeVisible();

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(
    /^consulting-agreement-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await expect(page.getByText('Document downloaded successfully').first()).toBeVisible();

  const htmlDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download HTML' }).click();
  const html = await htmlDownload;
  expect(html.suggestedFilename()).toMatch(
    /^consulting-agreement-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.html$/,
  );
  const htmlText = readFileSync(await html.path(), 'utf8');
  expect(htmlText).toContain('<!doctype html>');
  expect(htmlText).toContain(reference(firstId));
  expect(htmlText).toContain('Grand total');
  expect(htmlText).toContain('$77,500');
  expect(htmlText).not.toContain('<script');

  // Edit, then Cancel Editing: back to the saved values, nothing signed.
  await page.getByRole('button', { name: 'Edit Agreement' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/consulting-agreement/${firstId}?mode=edit`);
  await page.getByLabel(/^Company name/).fill('Somebody Else Inc.');
  await serviceCard(page, 'Digital Solutions').getByLabel('Months', { exact: true }).fill('9');
  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/consulting-agreement/${firstId}`);
  await expect(page.getByLabel(/^Company name/)).toHaveValue(account.companyName);
  await expect(
    serviceCard(page, 'Digital Solutions').getByLabel('Months', { exact: true }),
  ).toHaveValue('6');

  // Edit and re-sign (through the admin console's address): a new version, version 2.
  await page.goto(`${E2E.portal}/consulting-agreement/${firstId}/edit`);
  await expect(page).toHaveURL(`${E2E.portal}/consulting-agreement/${firstId}?mode=edit`);
  await expect(
    page.getByRole('heading', { name: 'Edit Consulting Agreement', level: 1 }),
  ).toBeVisible();
  await serviceCard(page, 'Digital Solutions').getByLabel('Months', { exact: true }).fill('12');
  await expect(
    serviceCard(page, 'Digital Solutions').getByText('Subtotal: $120,000'),
  ).toBeVisible();
  await expect(summaryRow(page, 'Grand total $137,500')).toBeVisible();
  await expect(terms.getByText(/This is version 2 of the Agreement/)).toBeVisible();
  await signAs(page, signer);
  await page.getByRole('button', { name: 'Update & Re-sign Agreement' }).click();
  await expect(page.getByText('Agreement updated successfully')).toBeVisible();
  const secondId = await landedAgreementId(page);
  expect(secondId).not.toBe(firstId);

  await page.goto(`${E2E.portal}/consulting-agreement/${secondId}`);
  await expect(
    page.getByText(new RegExp(`^${reference(firstId)} · Version 2 · Signed`)),
  ).toBeVisible();
  await expect(summaryRow(page, 'Grand total $137,500')).toBeVisible();

  // The first version stays readable, read-only, and points to the newer one.
  await page.goto(`${E2E.portal}/consulting-agreement/${firstId}`);
  await expect(page.getByText('A newer version replaces this one')).toBeVisible();
  await expect(page.getByText('Superseded').first()).toBeVisible();
  // The version history: version 1 superseded, version 2 in force.
  const history = page.getByRole('region', { name: 'Version history' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Version 1' })).toContainText(
    'Superseded',
  );
  await expect(history.getByRole('listitem').filter({ hasText: 'Version 2' })).toContainText(
    'In force',
  );
  await expect(page.getByRole('button', { name: 'Edit Agreement' })).toHaveCount(0);
  await expect(summaryRow(page, 'Grand total $77,500')).toBeVisible();
  await page.getByRole('link', { name: 'View the newer version' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/consulting-agreement/${secondId}`);

  // The list shows the current version; deleting it asks first, then removes the agreement.
  await page.getByRole('link', { name: 'Back to Agreements' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/consulting-agreements`);
  const current = page.getByRole('article', { name: reference(firstId) });
  await expect(current.getByText('$137,500')).toBeVisible();
  await current.getByRole('button', { name: `Delete agreement ${reference(firstId)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Agreement' });
  await expect(
    dialog.getByText(
      'Are you sure you want to delete this consulting agreement? This action cannot be undone.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Agreement deleted successfully')).toBeVisible();
  await expect(page.getByText('No agreements yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Your First Agreement' })).toBeVisible();

  // Gone from its address too, every version of it.
  for (const id of [secondId, firstId]) {
    await page.goto(`${E2E.portal}/consulting-agreement/${id}`);
    await expect(page.getByText('Error Loading Agreement')).toBeVisible();
  }
});

test('the agreement pages fit a phone: no sideways scrolling, 44 px touch targets @phone', async ({
  page,
}) => {
  const account = await registerAccount();
  await signIn(page, account);
  await page.goto(`${E2E.portal}/consulting-agreement`);
  const strategy = serviceCard(page, 'Business Strategy & Growth');
  await tick(strategy, 'Business Strategy & Growth', ['Growth Strategy']);
  await strategy.getByLabel('Payment type').selectOption('hourly');
  await expect(page.getByRole('region', { name: '3. Payment summary' })).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const target of [
    strategy.getByRole('checkbox', { name: 'Growth Strategy', exact: true }),
    strategy.getByRole('button', { name: /10-hour package/ }),
    page.getByRole('button', { name: 'Accept Agreement' }),
    page.getByRole('button', { name: 'Download HTML' }),
  ]) {
    // A checkbox's input fills its 44 px ripple box; buttons are 44 px high or more.
    const box = await target.evaluate((element) =>
      (element.closest('.MuiCheckbox-root') ?? element).getBoundingClientRect().toJSON(),
    );
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
});

test('an anonymous visitor at the agreement pages lands on /log-in', async ({ page }) => {
  for (const path of [
    '/consulting-agreements',
    '/consulting-agreement',
    '/consulting-agreement/1',
    '/consulting-agreement/1/edit',
    '/payment-method-selection?agreementId=1',
  ]) {
    await page.goto(`${E2E.portal}${path}`);
    // Signing in returns to the page asked for (issue 18).
    await expect(page).toHaveURL(`${E2E.portal}/log-in?next=${encodeURIComponent(path)}`);
  }
});
