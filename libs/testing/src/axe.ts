import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits for the page's transitions and animations that end (a dialog fading in, a menu growing)
 * to end; endless ones (a spinner) are left running. axe measures colours as drawn: half-way
 * through a dialog's fade its buttons' contrast reads as too low.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe-core's serious and critical findings on the page once it is still (none expected). */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
