import { expect, test } from '@playwright/test';
import { E2E, registerAccount } from '@consult/testing/node';
import { signIn } from '@consult/testing/playwright';

// Issue 18 item 10: a signer whose profile name carries accents and an emoji signs by typing the
// name as people write it; the form and the API accept it, a different name is still refused, and
// the signature record keeps exactly what was typed.
test('a typed signature matches the profile name without its emoji, in any case', async ({
  page,
}) => {
  const account = await registerAccount({ firstName: 'Zoë', lastName: 'Müller-Ñúñez 😀' });
  await signIn(page, account);
  await page.goto(`${E2E.portal}/mutual-nda`);
  await expect(page.getByLabel(/^Signer name/)).toHaveValue('Zoë Müller-Ñúñez 😀');
  await page.getByLabel(/^Street address/).fill(account.address);
  await page.getByLabel(/^City/).fill(account.city);
  await page.getByLabel(/^State/).fill(account.state);
  await page.getByLabel(/^ZIP code/).fill(account.zipCode);
  await page.getByLabel(/^Signer title/).fill('Managing Director');
  await page.getByRole('button', { name: 'I accept the disclosure' }).click();
  await page.getByLabel('I agree to sign electronically').check();

  // Someone else's name is refused under the field, and nothing is sent.
  const signature = page.getByLabel(/^Type your full name to sign/);
  await signature.fill('Zoe Muller Nunez');
  await page.getByRole('button', { name: 'Sign and Save NDA' }).click();
  await expect(signature).toHaveAttribute('aria-invalid', 'true');

  // The same name, typed plainly in another case with extra spaces, signs.
  const typed = 'zoë   MÜLLER-Ñúñez';
  await signature.fill(typed);
  await page.getByRole('button', { name: 'Sign and Save NDA' }).click();
  await expect(page.getByText('NDA saved successfully')).toBeVisible();

  // The record shows the signature exactly as typed.
  await page.getByRole('link', { name: /Signed NDAs/ }).click();
  await page
    .getByRole('link', { name: /^View NDA with/ })
    .first()
    .click();
  const record = page.getByRole('region', { name: 'Signature record' });
  await expect(record.getByText(typed, { exact: false }).first()).toBeAttached();
});
