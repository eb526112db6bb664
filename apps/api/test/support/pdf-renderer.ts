/* What the PDF renderer's suites (pdf-renderer*.int-spec.ts) share. */

export const SMALL_HTML = '<!doctype html><html><body><p>A small document.</p></body></html>';

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 15000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
