import { expect, test, type Locator } from '@playwright/test';
import { E2E, registerAccount } from '@consult/testing/node';
import { acceptDisclosure, callApi, signAgreement, signIn } from '@consult/testing/playwright';
import { choose } from './support';

test('the payment forms fit a phone: no sideways scrolling, 44 px targets, numeric keyboards @phone', async ({
  page,
}) => {
  const account = await registerAccount();
  await signIn(page, account);
  await acceptDisclosure(page.request);
  const agreementId = await signAgreement(page.request, account);
  const noSidewaysScroll = async () =>
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
  const height = (selector: Locator) =>
    selector.evaluate(
      (element) =>
        (element.closest('.MuiRadio-root, .MuiCheckbox-root') ?? element).getBoundingClientRect()
          .height,
    );

  await page.goto(`${E2E.portal}/payment-method-selection?agreementId=${agreementId}`);
  await expect(page.getByRole('radio', { name: 'Pay by ACH', exact: true })).toBeVisible();
  await noSidewaysScroll();
  for (const target of [
    page.getByRole('button', { name: 'Continue' }),
    page.getByRole('link', { name: 'Back to Profile' }),
  ]) {
    expect(await height(target)).toBeGreaterThanOrEqual(44);
  }

  await choose(page, agreementId, 'Pay by Credit Card');
  await noSidewaysScroll();
  for (const label of [/^Card number/, /^Expiration date/, /^CVV/]) {
    await expect(page.getByLabel(label)).toHaveAttribute('inputmode', 'numeric');
  }
  for (const target of [
    page.getByRole('radio', { name: 'Monthly payments' }),
    page.getByRole('button', { name: 'Save Payment Details' }),
    page.getByRole('link', { name: 'Change Payment Method' }),
  ]) {
    expect(await height(target)).toBeGreaterThanOrEqual(44);
  }

  await choose(page, agreementId, 'Pay by ACH');
  await noSidewaysScroll();
  for (const label of [/^Routing number/, /^Account number/]) {
    await expect(page.getByLabel(label)).toHaveAttribute('inputmode', 'numeric');
  }
  expect(await height(page.getByRole('checkbox', { name: /^I authorize/ }))).toBeGreaterThanOrEqual(
    44,
  );
  expect(
    await height(page.getByRole('button', { name: 'Show routing number' })),
  ).toBeGreaterThanOrEqual(44);

  await choose(page, agreementId, 'Pay by Invoice');
  await noSidewaysScroll();
});

/**
 * How far a list row of payment methods is taller than what it holds (its children, the gaps
 * between them, its padding and border): blank space the layout added (issue 18, item 13).
 */
async function blankSpaceIn(row: Locator): Promise<number> {
  return row.evaluate((element) => {
    const style = getComputedStyle(element);
    const children = [...element.children].filter(
      (child) => getComputedStyle(child).display !== 'none',
    );
    const content = children.reduce((sum, child) => sum + child.getBoundingClientRect().height, 0);
    const gaps = Math.max(0, children.length - 1) * (parseFloat(style.rowGap) || 0);
    const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce(
      (sum, side) => sum + (parseFloat(style[side as 'paddingTop']) || 0),
      0,
    );
    return element.getBoundingClientRect().height - content - gaps - frame;
  });
}

test('payment method rows are compact on a phone: no blank space around the label, two rows well within a screen @phone', async ({
  page,
}, testInfo) => {
  const account = await registerAccount();
  await signIn(page, account);
  await acceptDisclosure(page.request);
  const agreementId = await signAgreement(page.request, account);
  // Two methods for the agreement: the first is replaced by the second, so both are listed.
  for (const po of ['PO-ROWS-1', 'PO-ROWS-2']) {
    await callApi(page.request, 'POST', '/payment-setup', {
      amount: 65000,
      consulting_agreement_id: agreementId,
      payment_type: 'pay by invoice',
      is_monthly: false,
      po_number: po,
      billing_contact: `${account.firstName} ${account.lastName}`,
    });
  }
  const viewport = page.viewportSize()?.height ?? 844;

  for (const path of [
    '/all-payment-methods',
    `/payment-method-selection?agreementId=${agreementId}`,
  ]) {
    await page.goto(`${E2E.portal}${path}`);
    const rows = page.getByRole('listitem').filter({ has: page.locator('[id$="-label"]') });
    await expect(rows).toHaveCount(2);
    let twoRows = 0;
    for (const row of await rows.all()) {
      const label = row.locator('[id^="payment-method-"][id$="-label"]');
      await expect(label).toBeVisible();
      // The label's block (icon, label, status and terms) is as tall as its content.
      const block = row.locator(':scope > div').first();
      const blockHeight = (await block.boundingBox())?.height ?? Infinity;
      expect(blockHeight, `${path}: the label block's height`).toBeLessThan(120);
      expect(await blankSpaceIn(row), `${path}: blank space in a row`).toBeLessThanOrEqual(2);
      twoRows += (await row.boundingBox())?.height ?? Infinity;
    }
    expect(twoRows, `${path}: two rows in a ${viewport} px screen`).toBeLessThan(viewport * 0.6);
    await page.screenshot({
      path: testInfo.outputPath(`payment-rows-${path.split('?')[0].slice(1)}.png`),
      fullPage: true,
    });
  }
});
