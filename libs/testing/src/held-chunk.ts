import type { Page } from '@playwright/test';

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
