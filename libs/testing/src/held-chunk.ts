import { expect, type Page } from '@playwright/test';

/**
 * Holds back every script whose file name starts with `chunk` (a page's own chunk, e.g.
 * 'ContactPage-') until the returned function is called: the page before stays on the screen
 * meanwhile, as on a slow connection, for a story to act in that moment.
 */
export async function holdChunk(page: Page, chunk: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const escaped = chunk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.route(new RegExp(`/${escaped}[^/]*\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** How many click listeners of its own the element at `selector` has (DevTools' view of it). */
export async function clickListeners(page: Page, selector: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector(${JSON.stringify(selector)})`,
    });
    if (!result.objectId) throw new Error(`no ${selector}`);
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId,
    });
    return listeners.filter((listener) => listener.type === 'click').length;
  } finally {
    await cdp.detach();
  }
}

/**
 * Waits until the link at `selector` has the router's click handler, which it gets when its part
 * of a prerendered page has hydrated. Before that it is a plain link: following it loads the next
 * page whole, prerendered, without waiting for that page's chunk, so a story about the page
 * before staying on the screen must not follow it sooner (on a loaded machine, hydration can
 * come after the first key press).
 */
export async function untilLinkHydrated(page: Page, selector: string): Promise<void> {
  await expect.poll(() => clickListeners(page, selector)).toBeGreaterThan(0);
}

/**
 * The phone menu, opened from the keyboard while the next page's chunk is held (`release` lets
 * it through), stays open over that page once it shows (its h1 is `heading`), with the focus in
 * it; Escape closes it onto the hamburger. Leaves a screenshot of the menu over the new page at
 * `screenshotPath`.
 */
export async function menuStaysOpenAsPageArrives(
  page: Page,
  release: () => void,
  heading: string,
  screenshotPath: string,
): Promise<void> {
  const hamburger = page.getByRole('button', { name: /open menu/i });
  await hamburger.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(drawer.locator(':focus')).toHaveCount(1);

  release();
  // The open drawer hides the page from assistive technology, hence includeHidden.
  await expect(
    page.getByRole('heading', { level: 1, name: heading, includeHidden: true }),
  ).toBeVisible();
  await expect(drawer).toBeVisible();
  await expect(drawer.locator(':focus')).toHaveCount(1);
  await page.screenshot({ path: screenshotPath });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(hamburger).toBeFocused();
}
