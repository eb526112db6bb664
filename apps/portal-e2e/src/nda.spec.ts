import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E, registerAccount } from '@consult/testing/node';
import { isPhone, logIn } from '@consult/testing/playwright';

test('a client accepts the disclosure, signs the mutual NDA, finds it, opens it, downloads its PDF and deletes it', async ({
  page,
}, testInfo) => {
  const phone = isPhone(testInfo);
  const account = await registerAccount();
  const signer = `${account.firstName} ${account.lastName}`;
  await logIn(page, account, { phone });

  // The profile's Documents card links to the signing form.
  await page.getByRole('link', { name: /Sign a Mutual NDA/ }).click();
  await expect(page).toHaveURL(`${E2E.portal}/mutual-nda`);
  await expect(
    page.getByRole('heading', { name: 'Mutual Non-Disclosure Agreement', level: 1 }),
  ).toBeVisible();

  // The company and the signer come from the account; the rest is typed.
  await expect(page.getByLabel(/^Company name/)).toHaveValue(account.companyName);
  await expect(page.getByLabel(/^Signer name/)).toHaveValue(signer);
  await page.getByLabel(/^Street address/).fill(account.address);
  await page.getByLabel(/^City/).fill(account.city);
  await page.getByLabel(/^State/).fill(account.state);
  await page.getByLabel(/^ZIP code/).fill(account.zipCode);
  await page.getByLabel(/^Signer title/).fill('Chief Operating Officer');

  // The whole agreement is on the page, with the details just typed.
  const agreement = page.getByRole('article', { name: 'Mutual Non-Disclosure Agreement' });
  await expect(
    agreement.getByRole('heading', { name: '6. Return or Destruction of Materials' }),
  ).toBeVisible();
  await expect(agreement.getByText(account.address, { exact: false }).first()).toBeVisible();

  // Signing needs the disclosure accepted first.
  await page.getByLabel(/^Type your full name to sign/).fill(signer);
  await page.getByLabel('I agree to sign electronically').check();
  await page.getByRole('button', { name: 'Sign and Save NDA' }).click();
  await expect(
    page.getByText('Please accept the electronic records disclosure first'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'I accept the disclosure' }).click();
  await expect(
    page.getByText(/You accepted the Electronic Records and Signature Disclosure/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sign and Save NDA' }).click();
  await expect(page.getByText('NDA saved successfully')).toBeVisible();
  await expect(page).toHaveURL(`${E2E.portal}/profile`);

  // Listed, with its date, signer and address.
  await page.getByRole('link', { name: /Signed NDAs/ }).click();
  await expect(page).toHaveURL(`${E2E.portal}/signed-ndas`);
  const card = page.getByRole('article', { name: account.companyName });
  await expect(card).toBeVisible();
  await expect(card.getByText(`${signer}, Chief Operating Officer`)).toBeVisible();
  await expect(
    card.getByText(`${account.address}, ${account.city}, ${account.state} ${account.zipCode}`),
  ).toBeVisible();
  await expect(card.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();

  // Downloaded as a PDF under a sensible name.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: /^Download NDA with/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mutual-nda-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText('Document downloaded successfully')).toBeVisible();

  // Sealed once, when signed: a second download is the very same file.
  const again = page.waitForEvent('download');
  await card.getByRole('button', { name: /^Download NDA with/ }).click();
  expect(readFileSync(await (await again).path()).equals(pdf)).toBe(true);

  // Opened: the signature record and the agreement as signed.
  await card.getByRole('link', { name: /^View NDA with/ }).click();
  await expect(page).toHaveURL(/\/mutual-nda\/\d+$/);
  const record = page.getByRole('region', { name: 'Signature record' });
  await expect(record.getByText(`${signer}, Chief Operating Officer`)).toBeVisible();
  await expect(record.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Signature for the Client' }).getByText(signer).first(),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('nda-view.png'), fullPage: true });

  // /nda/{id} is the same page.
  const viewUrl = page.url();
  await page.goto(viewUrl.replace('/mutual-nda/', '/nda/'));
  await expect(page).toHaveURL(viewUrl);

  // Deleted after the browser's confirm: gone from the list and from its address.
  await page.getByRole('link', { name: 'Back to NDAs' }).click();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(
      `Are you sure you want to delete the NDA with ${account.companyName}?`,
    );
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete NDA with ${account.companyName}` }).click();
  await expect(page.getByText('NDA deleted successfully')).toBeVisible();
  await expect(page.getByText('No NDAs found')).toBeVisible();
  await page.goto(viewUrl);
  await expect(page.getByText('Error Loading NDA')).toBeVisible();
});

test('an anonymous visitor at the NDA pages lands on /log-in', async ({ page }) => {
  for (const path of ['/mutual-nda', '/signed-ndas', '/mutual-nda/1']) {
    await page.goto(`${E2E.portal}${path}`);
    // Signing in returns to the page asked for (issue 18).
    await expect(page).toHaveURL(`${E2E.portal}/log-in?next=${encodeURIComponent(path)}`);
  }
});
