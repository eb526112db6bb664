import { expect, test } from '@playwright/test';
import { E2E, registerAccount } from '@consult/testing/node';
import { expectPageAnnounced, pageAnnouncer, signIn } from '@consult/testing/playwright';

test('a link at the foot of a long page opens the next page at its top, and Back returns to the link @phone', async ({
  page,
}, testInfo) => {
  const client = await registerAccount();
  await signIn(page, client);
  // The portal's address leads to the profile: part of the page's load, which a screen reader
  // reads itself, so nothing is said.
  await page.goto(`${E2E.portal}/`);
  await expect(page).toHaveURL(`${E2E.portal}/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expect(pageAnnouncer(page)).toBeEmpty();
  const link = page.getByRole('link', { name: /New Consulting Agreement/ });
  await link.scrollIntoViewIfNeeded();
  const atLink = await page.evaluate(() => window.scrollY);
  expect(atLink).toBeGreaterThan(500);

  await link.click();
  await expect(page).toHaveURL(`${E2E.portal}/consulting-agreement`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeInViewport();
  // A screen reader hears which page opened.
  await expectPageAnnounced(page, /^Consulting Agreement — /);
  // The form is several screens long: the client starts at its top, not part-way down.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3000);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('agreement-form-from-profile.png') });

  // Back is the browser's: the profile again, where the client left it.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expectPageAnnounced(page, /^Your Profile — /);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(atLink);
});
