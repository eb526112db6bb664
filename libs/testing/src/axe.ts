import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { settleAnimations } from './settle';

/** axe-core's serious and critical findings on the page once it is still (none expected). */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
