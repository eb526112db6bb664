import { expect, test, type Dialog, type Page, type TestInfo } from '@playwright/test';
import type { AgreementServiceSelection } from '@consult/domain';
import { E2E, registerAccount } from '@consult/testing/node';
import {
  acceptDisclosure,
  isPhone,
  logIn,
  seriousAxeFindings,
  signAgreement,
  signIn,
} from '@consult/testing/playwright';

/**
 * Issue 18 items 9 and 12: the agreement, NDA and payment forms keep a draft of their plain fields
 * in the tab's sessionStorage and ask before leaving with unsaved changes; card and bank numbers,
 * signatures and consents are never stored. The agreement toolbar shares in edit mode too.
 */

/** A fixed project fee for the agreement the payment form pays. */
const PROJECT_FEE: AgreementServiceSelection = {
  name: 'Business Strategy & Growth',
  subServices: ['Growth Strategy'],
  paymentType: 'project',
  fee: 15000,
};

/** Everything the tab keeps in Web Storage, as one string. */
const webStorage = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage)]),
  );

/** Runs a page load (a reload, a typed address), answering the browser's "Leave site?" question;
 * says whether it was asked. */
async function answeringLeave(page: Page, load: () => Promise<unknown>): Promise<boolean> {
  let asked = false;
  const onDialog = (dialog: Dialog) => {
    if (dialog.type() === 'beforeunload') asked = true;
    void dialog.accept();
  };
  page.on('dialog', onDialog);
  await load();
  page.off('dialog', onDialog);
  return asked;
}

const reloadAnsweringLeave = (page: Page) => answeringLeave(page, () => page.reload());

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
}

const restoredNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Your unsaved changes are back' });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

test('the NDA form keeps its draft over a reload, asks before leaving, and never stores the signature', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const account = await registerAccount();
  const signer = `${account.firstName} ${account.lastName}`;
  // The typed signature, as typed: the signer's name in capitals (the same name to the rule).
  const typed = signer.toUpperCase();
  await logIn(page, account, { phone: isPhone(testInfo) });
  // Through the router, so that Back is a move inside the portal.
  await page.getByRole('link', { name: /Sign a Mutual NDA/ }).click();
  await expect(page).toHaveURL(`${E2E.portal}/mutual-nda`);
  const cityAtFirst = await page.getByLabel(/^City/).inputValue();
  const titleAtFirst = await page.getByLabel(/^Signer title/).inputValue();

  await page.getByLabel(/^Street address/).fill('221B Baker Street');
  await page.getByLabel(/^City/).fill('Marblehead');
  await page.getByLabel(/^Signer title/).fill('Keeper of Drafts');
  await page.getByLabel(/^Type your full name to sign/).fill(typed);
  await page.getByLabel('I agree to sign electronically').check();
  expect(await webStorage(page)).not.toContain(typed);

  // Reload: the browser asks first, then the plain fields come back; signature and tick do not.
  expect(await reloadAnsweringLeave(page)).toBe(true);
  await expect(restoredNotice(page)).toBeVisible();
  await expect(page.getByLabel(/^Street address/)).toHaveValue('221B Baker Street');
  await expect(page.getByLabel(/^City/)).toHaveValue('Marblehead');
  await expect(page.getByLabel(/^Signer title/)).toHaveValue('Keeper of Drafts');
  await expect(page.getByLabel(/^Type your full name to sign/)).toHaveValue('');
  await expect(page.getByLabel('I agree to sign electronically')).not.toBeChecked();
  expect(await webStorage(page)).not.toContain(typed);
  await shot(page, testInfo, 'nda-draft-restored');
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Leaving through the portal asks first; Stay keeps the page and what was typed.
  expect(await answeringLeave(page, () => page.goto(`${E2E.portal}/profile`))).toBe(true);
  await page.getByRole('link', { name: /Sign a Mutual NDA/ }).click();
  await expect(restoredNotice(page)).toBeVisible();
  await page.getByLabel(/^Signer title/).fill('Keeper of Drafts, again');
  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(leaveDialog(page).getByRole('button', { name: 'Stay on this page' })).toBeFocused();
  await shot(page, testInfo, 'nda-leave-dialog');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(`${E2E.portal}/mutual-nda`);
  await expect(page.getByLabel(/^Signer title/)).toHaveValue('Keeper of Drafts, again');

  // Escape stays too; Leave goes, and the draft goes with it.
  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(`${E2E.portal}/mutual-nda`);
  await page.goBack();
  await leaveDialog(page).getByRole('button', { name: 'Leave and discard changes' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/profile`);
  await page.getByRole('link', { name: /Sign a Mutual NDA/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Mutual Non-Disclosure Agreement', level: 1 }),
  ).toBeVisible();
  await expect(page.getByLabel(/^Signer title/)).toHaveValue(titleAtFirst);
  await expect(restoredNotice(page)).toHaveCount(0);

  // Discard: the form is back to its first values, nothing kept.
  await page.getByLabel(/^City/).fill('Salem');
  expect(await reloadAnsweringLeave(page)).toBe(true);
  await expect(page.getByLabel(/^City/)).toHaveValue('Salem');
  await restoredNotice(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes discarded' })).toBeFocused();
  await expect(page.getByLabel(/^City/)).toHaveValue(cityAtFirst);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  // Signing clears the draft and leaves without a question.
  await page.getByLabel(/^Street address/).fill(account.address);
  await page.getByLabel(/^City/).fill(account.city);
  await page.getByLabel(/^State/).fill(account.state);
  await page.getByLabel(/^ZIP code/).fill(account.zipCode);
  await page.getByLabel(/^Signer title/).fill('Chief Operating Officer');
  await page.getByLabel(/^Type your full name to sign/).fill(signer);
  await page.getByLabel('I agree to sign electronically').check();
  await page.getByRole('button', { name: 'I accept the disclosure' }).click();
  // As a person would, and as the other signing stories do: sign once the acceptance shows.
  await expect(
    page.getByText(/You accepted the Electronic Records and Signature Disclosure/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign and Save NDA' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/profile`);
  await expect(leaveDialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test('the payment form keeps billing details over a reload, never card or bank numbers', async ({
  page,
}, testInfo) => {
  const account = await registerAccount();
  await signIn(page, account);
  await acceptDisclosure(page.request);
  const agreementId = await signAgreement(page.request, account, [PROJECT_FEE]);
  const secrets = ['4242424242424242', '4242 4242 4242 4242', '8317', '021000021', '000123456789'];

  // Card.
  await page.goto(
    `${E2E.portal}/payment-details?type=pay%20by%20credit%20card&agreementId=${agreementId}`,
  );
  await expect(page.getByRole('heading', { name: 'New Payment Details', level: 1 })).toBeVisible();
  await page.getByLabel(/^Cardholder name/).fill('Ada Draft');
  await page.getByLabel(/^Card number/).pressSequentially('4242424242424242');
  await page.getByLabel(/^Expiration date/).pressSequentially('1231');
  await page.getByLabel(/^CVV/).fill('8317');
  await page.getByLabel(/^PO number/).fill('PO-DRAFT-9');
  for (const secret of secrets) expect(await webStorage(page)).not.toContain(secret);

  expect(await reloadAnsweringLeave(page)).toBe(true);
  await expect(restoredNotice(page)).toBeVisible();
  await expect(page.getByLabel(/^PO number/)).toHaveValue('PO-DRAFT-9');
  await expect(page.getByLabel(/^Cardholder name/)).toHaveValue('Ada Draft');
  await expect(page.getByLabel(/^Card number/)).toHaveValue('');
  await expect(page.getByLabel(/^Expiration date/)).toHaveValue('');
  await expect(page.getByLabel(/^CVV/)).toHaveValue('');
  for (const secret of [...secrets, '12/31']) expect(await webStorage(page)).not.toContain(secret);
  await shot(page, testInfo, 'payment-draft-restored');

  // ACH: routing and account numbers and the ticks stay out of storage too.
  await answeringLeave(page, () =>
    page.goto(`${E2E.portal}/payment-details?type=pay%20by%20ach&agreementId=${agreementId}`),
  );
  await expect(page.getByRole('heading', { name: 'New Payment Details', level: 1 })).toBeVisible();
  await page.getByLabel(/^Account holder name/).fill('Draft Holdings LLC');
  await page.getByLabel(/^Bank name/).fill('First Harbor Bank');
  await page.getByLabel(/^Routing number/).fill('021000021');
  await page.getByLabel(/^Account number/).fill('000123456789');
  for (const secret of secrets) expect(await webStorage(page)).not.toContain(secret);
  expect(await reloadAnsweringLeave(page)).toBe(true);
  await expect(page.getByLabel(/^Bank name/)).toHaveValue('First Harbor Bank');
  await expect(page.getByLabel(/^Routing number/)).toHaveValue('');
  await expect(page.getByLabel(/^Account number/)).toHaveValue('');
  for (const secret of secrets) expect(await webStorage(page)).not.toContain(secret);
});

test('the agreement form keeps its draft, and Share is in its toolbar in view and edit mode', async ({
  page,
}, testInfo) => {
  const account = await registerAccount();
  const signer = `${account.firstName} ${account.lastName}`;
  await signIn(page, account);
  await acceptDisclosure(page.request);
  const agreementId = await signAgreement(page.request, account, [PROJECT_FEE]);
  const ref = `CA-${String(agreementId).padStart(6, '0')}`;
  const toolbar = page.getByRole('toolbar', { name: 'Agreement actions' });

  // View mode: Share.
  await page.goto(`${E2E.portal}/consulting-agreement/${agreementId}`);
  await expect(toolbar.getByRole('link', { name: 'Share' })).toBeVisible();

  // Edit mode: Share too, next to Cancel Editing, sharing the saved version's link.
  await toolbar.getByRole('button', { name: 'Edit Agreement' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/consulting-agreement/${agreementId}?mode=edit`);
  await expect(toolbar.getByRole('button', { name: 'Cancel Editing' })).toBeVisible();
  const share = toolbar.getByRole('link', { name: 'Share' });
  await expect(share).toBeVisible();
  const mailto = decodeURIComponent((await share.getAttribute('href')) ?? '');
  expect(mailto).toContain(ref);
  expect(mailto).toContain(`${E2E.portal}/consulting-agreement/${agreementId}`);
  await toolbar.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'agreement-edit-toolbar');

  // The edit keeps its draft over a reload; the typed signature is never kept.
  await page.getByLabel(/^Signer title/).fill('Director of Drafts');
  const typed = signer.toUpperCase();
  await page.getByLabel(/^Type your full name to sign/).fill(typed);
  expect(await webStorage(page)).not.toContain(typed);
  expect(await reloadAnsweringLeave(page)).toBe(true);
  await expect(restoredNotice(page)).toBeVisible();
  await expect(page.getByLabel(/^Signer title/)).toHaveValue('Director of Drafts');
  await expect(page.getByLabel(/^Type your full name to sign/)).toHaveValue('');
  expect(await webStorage(page)).not.toContain(typed);

  // Cancel Editing discards the draft: back in edit mode, the saved values.
  await toolbar.getByRole('button', { name: 'Cancel Editing' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/consulting-agreement/${agreementId}`);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await toolbar.getByRole('button', { name: 'Edit Agreement' }).click();
  await expect(page.getByLabel(/^Signer title/)).toHaveValue('Chief Operating Officer');
});
