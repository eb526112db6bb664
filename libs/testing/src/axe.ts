import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { settleAnimations } from './settle';

/** How many times a page that moved while axe read it is settled and read again. */
const READINGS = 3;

/**
 * axe-core's serious and critical findings on the page once it is still (none expected).
 *
 * A page can start to move while axe reads it, after `settleAnimations` found it still: a toast
 * hiding on its own timer (five seconds after a sign-in) fades its text while axe measures its
 * colours, and the contrast of a half-faded title reads too low (the account story failed so,
 * once in each of two clean runs). So a reading during which a transition or an animation started
 * is not trusted: the page is settled and read again. A reading of a page that stayed still is
 * final, so a real finding is always reported.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  for (let reading = 1; ; reading++) {
    await settleAnimations(page);
    await page.evaluate(() => {
      const marks = window as unknown as { axeReadingMoved?: boolean };
      marks.axeReadingMoved = false;
      const moved = () => (marks.axeReadingMoved = true);
      for (const type of ['transitionrun', 'animationstart']) {
        document.addEventListener(type, moved, { capture: true, once: true });
      }
    });
    // One axe.run in the page. The builder's default runs axe in each frame, then opens a blank
    // page of the context and loads axe there again to join the frames' results: each reading
    // took about half as long again (docs/performance.md, "Stop 61"). The apps have no frames; a
    // page that has one is read the default way, so that what is inside it is read too.
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode(page.frames().length === 1)
      .analyze();
    const findings = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    const moved = await page.evaluate(
      () => (window as unknown as { axeReadingMoved?: boolean }).axeReadingMoved === true,
    );
    if (findings.length === 0 || !moved || reading === READINGS) return findings;
  }
}
