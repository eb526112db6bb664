import type { Page } from '@playwright/test';

/**
 * Waits until the page stands still, so it is measured as a person sees it: its fonts loaded, and
 * every animation and transition that has an end ended (an entrance animation, a dialog fading
 * in, a drawer sliding in), including any that those start. An endless one (a spinner) is left
 * running. axe measures colours as drawn (half-way through a fade a button's contrast reads too
 * low), and the keyboard passes compare a control focused and at rest. Where a fixed pause stood,
 * a page without animations goes on at once, and a slow machine waits as long as they really take.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 5; round++) {
      // Two frames first: a style change already made (a dialog just opened, its fade set on the
      // next render) starts its transition only when the page is next drawn; on a busy machine
      // that can come after this check. (A fade that starts later still, while axe reads the
      // page, is axe.ts's to catch.)
      await frame();
      await frame();
      const ending = document
        .getAnimations()
        .filter(
          (animation) =>
            (animation.playState === 'running' || animation.pending) &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (ending.length === 0) return;
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
