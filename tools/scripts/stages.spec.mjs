// What the test command's summary says: the counts it reads from each runner's results, the
// whole run's CPU line and the host's speed (stages.mjs).
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';
import { countResults, describeRunCpu, printSummary, stages, totals } from './stages.mjs';

describe('countResults', () => {
  let folder;
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("adds up Jest's, Playwright's and the system stages' counts, and names what failed and what passed on a retry", () => {
    folder = mkdtempSync(join(tmpdir(), 'stage-results-'));
    writeFileSync(
      join(folder, 'api.json'),
      JSON.stringify({
        numTotalTests: 4,
        numPassedTests: 1,
        numFailedTests: 1,
        numPendingTests: 1,
        numTodoTests: 1,
        testResults: [
          {
            name: `${root}/apps/api/src/nda.spec.ts`,
            status: 'failed',
            message: '',
            assertionResults: [
              { status: 'passed', fullName: 'NDA drafts' },
              {
                status: 'failed',
                fullName: 'NDA signs once',
                failureMessages: ['\u001b[31mExpected: 1\u001b[39m\n\nReceived: 2\n'],
              },
            ],
          },
          {
            name: `${root}/apps/api/src/broken.spec.ts`,
            status: 'failed',
            message: '\n  ● Test suite failed to run\n\n    Cannot find module',
            assertionResults: [],
          },
        ],
      }),
    );
    writeFileSync(
      join(folder, 'playwright.json'),
      JSON.stringify({
        stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 },
        suites: [
          {
            title: 'portal/nda.e2e.ts',
            specs: [
              {
                title: 'signs the NDA',
                tests: [
                  {
                    status: 'flaky',
                    projectName: 'portal-desktop',
                    results: [{ error: { message: 'Timed out 5000ms' } }, {}],
                  },
                ],
              },
            ],
            suites: [
              {
                title: 'on a phone',
                specs: [
                  {
                    title: 'downloads the PDF',
                    tests: [
                      {
                        status: 'unexpected',
                        projectName: 'portal-phone',
                        results: [{ error: { message: 'no download' } }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    writeFileSync(
      join(folder, 'checks.json'),
      JSON.stringify({ passed: 4, failed: 0, skipped: 1 }),
    );
    writeFileSync(join(folder, 'notes.txt'), 'not a result');

    const failed = [];
    const flaky = [];
    const counts = countResults(folder, failed, flaky);

    expect(counts).toEqual({ passed: 1 + 6 + 4, failed: 1 + 1, skipped: 2 + 2 + 1 });
    expect(failed).toEqual([
      'apps/api/src/nda.spec.ts: NDA signs once\n      Expected: 1\n      Received: 2',
      'apps/api/src/broken.spec.ts: ● Test suite failed to run',
      'portal/nda.e2e.ts > on a phone > downloads the PDF [portal-phone]\n      no download',
    ]);
    expect(flaky).toEqual([
      'portal/nda.e2e.ts > signs the NDA [portal-desktop]\n      Timed out 5000ms',
    ]);
  });

  it('counts nothing where a stage wrote no results', () => {
    folder = join(tmpdir(), 'stage-results-none');
    expect(countResults(folder)).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});

describe('describeRunCpu', () => {
  // /proc/stat's ticks are hundredths of a second.
  const before = { busy: 1_000, kernel: 500, total: 2_000 };

  it('gives the busy core-minutes, the share of what the cores had, the kernel share and the least wall time', () => {
    const after = { busy: 1_000 + 360_000, kernel: 500 + 90_000, total: 2_000 + 375_000 };
    expect(describeRunCpu(before, after, 1_875, 2)).toBe(
      "60.0 core-minutes busy of the 62.5 that 2 cores had (96%), 25% of it in the kernel: this work needs at least 30.0 minutes on 2 cores at this host's speed",
    );
  });

  it('says nothing where the CPU could not be read, or no time passed', () => {
    expect(describeRunCpu(null, before, 60, 2)).toBeNull();
    expect(describeRunCpu(before, null, 60, 2)).toBeNull();
    expect(describeRunCpu(before, { ...before }, 60, 2)).toBeNull();
  });
});

describe('printSummary', () => {
  it("ends with the stages' outcomes, the totals, the run's CPU and the host's speed at both ends", () => {
    const lines = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line = '') => lines.push(line));
    const startedAt = Date.now() - 125_000;
    stages.push({
      name: 'Unit tests',
      ok: true,
      seconds: 42,
      counts: { passed: 3, failed: 0, skipped: 0 },
      note: 'Jest',
      started: startedAt + 5_000,
      cpu: { busy: 90, kernel: 10 },
    });
    Object.assign(totals, { passed: 3, failed: 0, skipped: 0 });
    const machineAtStart = { index: 1_234, cpu: { busy: 0, kernel: 0, total: 0 } };

    let failedStages;
    try {
      failedStages = printSummary(startedAt, machineAtStart);
    } finally {
      log.mockRestore();
      stages.length = 0;
    }

    expect(failedStages).toBe(0);
    const text = lines.join('\n');
    expect(text).toContain(
      'PASS  Unit tests [Jest] 3 passed, 0 failed (from 0:05, 42 s, CPU 90% busy, 10% of it in the kernel)',
    );
    expect(text).toContain('Stages: 1 of 1 passed');
    expect(text).toContain('Wall time: 2 min');
    expect(text).toContain('Tests: 3 passed, 0 failed');
    // The CPU since the machine started (the reading "at the start" is all zeros), over 125 s.
    expect(text).toMatch(
      /^CPU: \d+\.\d core-minutes busy of the \d+\.\d that \d+ cores had \(\d+%\), \d+% of it in the kernel: this work needs at least \d+\.\d minutes on \d+ cores at this host's speed$/m,
    );
    // Measured again at the end, with Lighthouse's own function: a number, not "not measured".
    expect(text).toMatch(
      /^Host speed \(Lighthouse's benchmarkIndex, in Node\): 1,234 at the start, [\d,]+ at the end$/m,
    );
  });
});
