/* What the PDF renderer's suites (pdf-renderer*.int-spec.ts) share. */

export const SMALL_HTML = '<!doctype html><html><body><p>A small document.</p></body></html>';

/**
 * The deadline of the tests that let a render pass it. SMALL_HTML takes about 0.3 s on a quiet
 * machine, so it keeps twenty times that even when the other lanes load the cores (a 2.5 s
 * deadline failed it in CI); a document of PAST_DEADLINE_PARAGRAPHS takes about 40 s, several
 * times the deadline however fast the machine is.
 */
export const DEADLINE_TEST_MS = 6000;
export const PAST_DEADLINE_PARAGRAPHS = 30000;

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 15000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
