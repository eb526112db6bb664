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

/** The click listeners DevTools sees on the object `expression` gives (an element, `document`). */
async function clickListenersOf(
  page: Page,
  expression: string,
): Promise<Array<{ useCapture: boolean }>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    if (!result.objectId) throw new Error(`no ${expression}`);
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId,
    });
    return listeners.filter((listener) => listener.type === 'click');
  } finally {
    await cdp.detach();
  }
}

/** How many click listeners of its own the element at `selector` has (DevTools' view of it). */
export async function clickListeners(page: Page, selector: string): Promise<number> {
  const expression = `document.querySelector(${JSON.stringify(selector)})`;
  return (await clickListenersOf(page, expression)).length;
}

/**
 * Waits until the app itself follows the link at `selector`, without loading the page again: a
 * link of a hydrated part (the header) has the router's click handler, and a link of a static
 * part (the footer; StaticPart) is followed by the document's click listener (useStaticPartLinks),
 * which the app adds once the page has hydrated. Until then a link of a prerendered page is a
 * plain link, by design: following it loads the next page whole, prerendered, without waiting for
 * that page's chunk. So a story about what the app does when a link is followed must not follow
 * it sooner (on a loaded machine, hydration can come after the first key press).
 */
export async function untilAppFollowsLink(page: Page, selector: string): Promise<void> {
  const link = page.locator(selector).first();
  await expect
    .poll(async () => {
      if ((await clickListeners(page, selector)) > 0) return true;
      const inStaticPart = await link.evaluate(
        (element) => element.closest('[data-static-part]') !== null,
      );
      // The document's other click listener, while the page hydrates, is in the capture phase:
      // holdEarlyClicks, which keeps a button's early click for later.
      const following = (await clickListenersOf(page, 'document')).filter(
        (listener) => !listener.useCapture,
      );
      return inStaticPart && following.length > 0;
    })
    .toBe(true);
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
