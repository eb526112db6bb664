// The counts a stage closes with: "<what> checks: N passed, M failed[, K skipped]", and the same
// counts as JSON in STAGE_RESULTS_FILE when the test command asks for them
// (tools/scripts/test-all.mjs reads them instead of the line).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface CheckCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export function newCounts(): CheckCounts {
  return { passed: 0, failed: 0, skipped: 0 };
}

/** Prints the closing line and writes the counts for the test command. */
export function reportChecks(what: string, counts: CheckCounts): void {
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
  console.log(`${what} checks: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
  const file = process.env.STAGE_RESULTS_FILE;
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(counts));
  }
}
