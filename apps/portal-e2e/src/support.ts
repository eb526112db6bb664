import { expect, type Page } from '@playwright/test';
import { E2E } from '@consult/testing/node';

/* What the portal's end-to-end specs share. */

/** Opens the choice of a payment method for the agreement, picks one and continues. */
export async function choose(page: Page, agreementId: number, choice: string) {
  await page.goto(`${E2E.portal}/payment-method-selection?agreementId=${agreementId}`);
  await expect(
    page.getByRole('heading', { name: 'Choose a Payment Method', level: 1 }),
  ).toBeVisible();
  await page.getByRole('radio', { name: choice, exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(
    `${E2E.portal}/payment-details?type=${encodeURIComponent(choice.toLowerCase())}&agreementId=${agreementId}`,
  );
  await expect(page.getByRole('heading', { name: 'New Payment Details', level: 1 })).toBeVisible();
}
