import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { E2E, registerAccount } from '@consult/testing/node';
import { acceptDisclosure, signAgreement, signIn } from '@consult/testing/playwright';
import { choose } from './support';

const reference = (id: number) => `CA-${String(id).padStart(6, '0')}`;

/** An expiry years ahead, whatever the date the tests run on. */
const expiry = () => `12/${String((new Date().getFullYear() + 5) % 100).padStart(2, '0')}`;

/** Saves the form on screen and lands on the saved method's page; answers its id. */
async function saveNew(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Save Payment Details' }).click();
  await expect(page.getByText('Payment details saved/updated successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/payment-method\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Payment Details', level: 1 })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The value beside a term of a read-only section ("Amount" → "$10,833.33"). */
const detail = (page: Page, section: string, term: string) =>
  page
    .getByRole('region', { name: section, exact: true })
    .locator('div')
    .filter({ has: page.locator('dt').getByText(term, { exact: true }) })
    .locator('dd');

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('a client sets up card, then ACH, then invoice payment for a signed agreement: each replaces the one before, which stays on record', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const account = await registerAccount();
  await signIn(page, account);
  await acceptDisclosure(page.request);
  const agreementId = await signAgreement(page.request, account);

  // Without an agreement the choice has nothing to pay: back to the agreements.
  await page.goto(`${E2E.portal}/payment-method-selection`);
  await expect(page).toHaveURL(`${E2E.portal}/consulting-agreements`);

  // The choice: the agreement, no methods yet, three ways to pay.
  await page.goto(`${E2E.portal}/payment-method-selection?agreementId=${agreementId}`);
  await expect(
    page.getByText(
      new RegExp(
        `^Agreement ${reference(agreementId)} · .* · Total \\$65,000 \\(\\$10,833\\.33 a month over 6 months\\)$`,
      ),
    ),
  ).toBeVisible();
  await expect(page.getByText('You have no payment methods yet.')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(3);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Please choose how you will pay: credit card, ACH or invoice'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute(
    'href',
    '/profile',
  );
  await shot(page, testInfo, 'payment-selection');

  // --- A card, paid monthly: the amount follows the agreement and the schedule, never typed ---
  await choose(page, agreementId, 'Pay by Credit Card');
  const amount = page.locator('output#payment-amount');
  await expect(amount).toHaveText('$65,000');
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Monthly payments' }).check();
  await expect(amount).toHaveText('$10,833.33 a month');
  await expect(page.locator('output#paid-in-full')).toHaveText('No, monthly instalments');

  // Every rule's message under its field; nothing is saved.
  await page.getByRole('button', { name: 'Save Payment Details' }).click();
  await expect(page.getByText('Please enter the cardholder name')).toBeVisible();
  await expect(page.getByText('Please enter a valid card number')).toBeVisible();
  await expect(page.getByText('Please enter a valid expiration date (MM/YY)')).toBeVisible();
  await expect(page.getByText('Please enter a valid CVV/CVC code')).toBeVisible();
  await expect(page.getByLabel(/^Cardholder name/)).toBeFocused();
  await expect(page).toHaveURL(/\/payment-details\?/);

  await page.getByLabel(/^Cardholder name/).fill(`${account.firstName} ${account.lastName}`);
  const cardNumber = page.getByLabel(/^Card number/);
  await cardNumber.pressSequentially('4242424242424242');
  await expect(cardNumber).toHaveValue('4242 4242 4242 4242');
  await expect(cardNumber).toHaveAttribute('autocomplete', 'cc-number');
  await expect(cardNumber).toHaveAttribute('inputmode', 'numeric');
  const expiryField = page.getByLabel(/^Expiration date/);
  await expiryField.pressSequentially(expiry().replace('/', ''));
  await expect(expiryField).toHaveValue(expiry());
  await page.getByLabel(/^CVV/).fill('123');
  await shot(page, testInfo, 'payment-details-card');
  const cardId = await saveNew(page);

  // Viewed: in force, masked, with the schedule, the instalments and the version it bills.
  await expect(detail(page, 'Payment', 'Status')).toHaveText('In force');
  await expect(detail(page, 'Payment', 'Amount')).toHaveText('$10,833.33');
  await expect(detail(page, 'Payment', 'Schedule')).toHaveText('Monthly');
  await expect(detail(page, 'Payment', 'Paid in full')).toHaveText('No, monthly instalments');
  await expect(detail(page, 'Payment', 'Instalments')).toContainText('$10,833.35');
  await expect(detail(page, 'Payment', 'Payment type')).toHaveText('Pay by Credit Card');
  await expect(detail(page, 'Card details', 'Card')).toHaveText('Visa •••• 4242');
  await expect(page.getByText('4242 4242 4242 4242')).toHaveCount(0);
  await shot(page, testInfo, 'payment-view-card');

  // Edit, then Cancel: nothing changes.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Payment Details', level: 1 })).toBeVisible();
  await page.getByLabel(/^Cardholder name/).fill('Somebody Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Details', level: 1 })).toBeVisible();
  await expect(detail(page, 'Card details', 'Cardholder name')).toHaveText(
    `${account.firstName} ${account.lastName}`,
  );

  // Edit and save: the card is kept when its number is left empty.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByText('Leave blank to keep the card ending 4242')).toBeVisible();
  await page.getByLabel(/^PO number/).fill('PO-CARD-7');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Payment details saved/updated successfully').first()).toBeVisible();
  await expect(page).toHaveURL(`${E2E.portal}/payment-method/${cardId}`);
  await expect(detail(page, 'Payment', 'PO number')).toHaveText('PO-CARD-7');
  await expect(detail(page, 'Card details', 'Card')).toHaveText('Visa •••• 4242');

  // --- ACH, one payment: it replaces the card ---
  await page.getByRole('link', { name: 'Change Payment Method' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/payment-method-selection?agreementId=${agreementId}`);
  await expect(
    page.getByRole('listitem', { name: 'Credit Card •••• 4242', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(
      `Credit Card •••• 4242 is the payment method in force for agreement ${reference(agreementId)}. Saving a new payment method replaces it`,
    ),
  ).toBeVisible();
  await choose(page, agreementId, 'Pay by ACH');
  await page.getByLabel(/^Account holder name/).fill(`${account.companyName} LLC`);
  await page.getByLabel(/^Bank name/).fill('First Harbor Bank');
  const routing = page.getByLabel(/^Routing number/);
  const accountNumber = page.getByLabel(/^Account number/);
  await expect(routing).toHaveAttribute('type', 'password');
  await expect(accountNumber).toHaveAttribute('type', 'password');
  await routing.fill('011000015');
  await accountNumber.fill('000123456789');
  await page.getByRole('radio', { name: 'Checking' }).check();
  await expect(amount).toHaveText('$65,000');
  await page.getByRole('button', { name: 'Save Payment Details' }).click();
  await expect(page.getByText('Please accept the ACH authorization terms')).toBeVisible();
  await page.getByRole('checkbox', { name: /^I authorize/ }).check();
  await page.getByRole('checkbox', { name: /^I confirm that I own this bank account/ }).check();
  await shot(page, testInfo, 'payment-details-ach');
  const achId = await saveNew(page);
  await expect(detail(page, 'Payment', 'Paid in full')).toHaveText('Yes, in one payment');
  await expect(detail(page, 'Bank account', 'Routing number')).toHaveText('•••• 0015');
  await expect(detail(page, 'Bank account', 'Account number')).toHaveText('•••• 6789');
  await expect(detail(page, 'Bank account', 'ACH authorization')).toHaveText(/^Authorized on /);
  await expect(page.getByText('000123456789')).toHaveCount(0);

  // The card is replaced: on record, read-only, pointing at the method in force.
  await page.goto(`${E2E.portal}/payment-method/${cardId}`);
  await expect(page.getByText('This payment method was replaced')).toBeVisible();
  await expect(detail(page, 'Payment', 'Status')).toHaveText(/^Replaced on /);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Invoice' })).toHaveCount(0);
  await shot(page, testInfo, 'payment-view-replaced');
  await page.getByRole('link', { name: 'View the payment method in force' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/payment-method/${achId}`);

  // --- An invoice, with a PO number; its billing fields are optional. It replaces the ACH ---
  await choose(page, agreementId, 'Pay by Invoice');
  for (const label of [/^Billing contact/, /^Billing phone/]) await page.getByLabel(label).fill('');
  await page.getByLabel(/^PO number/).fill('PO-E2E-118');
  await shot(page, testInfo, 'payment-details-invoice');
  const invoiceId = await saveNew(page);
  await expect(detail(page, 'Payment', 'Amount')).toHaveText('$65,000.00');
  await expect(detail(page, 'Payment', 'Schedule')).toHaveText('One-time');
  await expect(detail(page, 'Payment', 'Bills')).toContainText('$65,000');

  const fromView = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Invoice' }).click();
  const viewed = await fromView;
  expect(viewed.suggestedFilename()).toBe('invoice-PO-E2E-118.pdf');
  expect(
    readFileSync(await viewed.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await expect(page.getByText('Invoice downloaded successfully').first()).toBeVisible();

  // --- The profile shows the one method in force, and that two earlier ones are on record ---
  await page.goto(`${E2E.portal}/profile`);
  const card = page.getByRole('region', { name: 'Payment Methods' });
  await expect(card.getByText('Invoice', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'View Details' })).toHaveCount(1);
  await expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute(
    'href',
    `/payment-method/${invoiceId}`,
  );
  await expect(card.getByText('Credit Card •••• 4242')).toHaveCount(0);
  await expect(
    card.getByRole('link', { name: '2 earlier payment methods (replaced or ended)' }),
  ).toBeVisible();
  await shot(page, testInfo, 'profile-payment-methods');

  // --- All of them: the company, one in force, two in the history, a deletion ---
  await card.getByRole('link', { name: 'View All Payment Methods' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/all-payment-methods`);
  await expect(page.getByRole('heading', { name: 'All Payment Methods', level: 1 })).toBeVisible();
  const company = page.getByRole('region', { name: 'Company' });
  await expect(company.getByText(account.companyName)).toBeVisible();
  await expect(
    company.getByText(`${account.address}, ${account.city}, ${account.state} ${account.zipCode}`),
  ).toBeVisible();
  const inForce = page
    .getByRole('list', { name: 'Payment methods in force' })
    .getByRole('listitem');
  const history = page.getByRole('list', { name: 'Payment method history' }).getByRole('listitem');
  await expect(inForce).toHaveCount(1);
  await expect(history).toHaveCount(2);
  const invoiceRow = inForce.filter({ hasText: 'Invoice' });
  const cardRow = history.filter({ hasText: 'Credit Card •••• 4242' });
  await expect(cardRow.getByText(/^Replaced on /)).toBeVisible();
  await expect(cardRow.getByText('Monthly')).toBeVisible();
  await expect(cardRow.getByText('$10,833.33')).toBeVisible();
  await expect(history.getByRole('button')).toHaveCount(0);
  await shot(page, testInfo, 'all-payment-methods');

  const fromList = page.waitForEvent('download');
  await invoiceRow.getByRole('button', { name: 'Download Invoice' }).click();
  const listed = await fromList;
  expect(listed.suggestedFilename()).toBe('invoice-PO-E2E-118.pdf');
  expect(
    readFileSync(await listed.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  await invoiceRow.getByRole('button', { name: 'Delete Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Payment Method' });
  await expect(dialog).toContainText('This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Payment method deleted successfully')).toBeVisible();
  await expect(inForce).toHaveCount(0);
  await expect(page.getByText('No payment method is in force.')).toBeVisible();
  await expect(history).toHaveCount(2);

  // Gone from its address too.
  await page.goto(`${E2E.portal}/payment-method/${invoiceId}`);
  await expect(page.getByText('Error Loading Payment Method')).toBeVisible();
});

test('an anonymous visitor at the payment pages lands on /log-in', async ({ page }) => {
  for (const path of [
    '/payment-method-selection?agreementId=1',
    '/payment-details?type=pay%20by%20invoice&agreementId=1',
    '/payment-details/1',
    '/payment-method/1',
    '/all-payment-methods',
  ]) {
    await page.goto(`${E2E.portal}${path}`);
    // Signing in returns to the page asked for (issue 18).
    await expect(page).toHaveURL(`${E2E.portal}/log-in?next=${encodeURIComponent(path)}`);
  }
});
