import { seriousAxeFindings } from '@consult/testing/playwright';
import { expect, test } from '@playwright/test';
import { E2E } from '@consult/testing/node';
import { PAGE_OF_EACH_KIND } from './public-pages';

// One test per kind of page, so a slow machine spends the time limit on one page, not on all.
for (const path of PAGE_OF_EACH_KIND) {
  test(`axe-core finds nothing serious or critical on ${path}`, async ({ page }) => {
    await page.goto(`${E2E.marketing}${path}`);
    await expect(page.locator('h1').first()).toBeVisible();
    // seriousAxeFindings lets the entrance animations end first (settleAnimations), so colours
    // are measured as a visitor sees them.
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
}
