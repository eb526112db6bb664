import { expect, type Page } from '@playwright/test';

/**
 * The live region in which each app says which page a link opened (`PageAnnouncer` of @consult/ui,
 * whose id this is).
 */
export const pageAnnouncer = (page: Page) => page.locator('#page-announcer');

/**
 * A screen reader hears the page that opened: the live region says `title` (the page's name), and
 * what it says is the document's title.
 */
export async function expectPageAnnounced(page: Page, title: RegExp): Promise<void> {
  const announcer = pageAnnouncer(page);
  await expect(announcer).toHaveText(title);
  expect(await announcer.textContent()).toBe(await page.title());
}
