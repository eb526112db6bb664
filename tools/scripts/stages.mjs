// The stages of the test command (test-all.mjs): each one run, timed and counted, and the
// summary. Counts come from the runners' own JSON results, a folder per stage under
// tmp/test-results: Jest's `--json --outputFile`, Playwright's json reporter, and the system
// stages' { passed, failed, skipped } (STAGE_RESULTS_FILE, tools/system/src/shared/checks.ts).
// Node built-ins only: it runs around installs (the host's speed is measured in a child process,
// with Lighthouse's own function, and reads "not measured" where that is not installed).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { baseEnv, bin, root, runCapture } from './lib.mjs';

const RESULTS = 'tmp/test-results';

/**
 * The lines in which the security and reliability proofs (docs/security.md) say what they covered:
 * routes, inputs, attempts, mail, faults, requests. Repeated in the summary, by stage.
 */
const PROOF_LINE =
  /^\s*(Ownership matrix|Hostile input|Security headers|Brute force|Mail outbox|Faults survived|Requests served under load|Latency under load|Burst):/;

/** The stages run so far, with what each covered, and the counts over all of them. */
export const stages = [];
export const totals = { passed: 0, failed: 0, skipped: 0 };
export const proofs = [];
/** The tests that failed, by stage: named in the summary, so that a CI log's tail says which. */
export const failures = [];
/**
 * The e2e stories that failed once and passed on their retry, by stage, with the first failure's
 * message: named in the summary as faults to find, without failing the run (README, "The two commands").
 */
export const retried = [];

/**
 * The machine's CPU time so far, busy, in the kernel and all, from /proc/stat (Linux; null
 * elsewhere): a stage's share of busy time says whether it left cores idle, and the kernel's share
 * of that how much went to the machine rather than to the tests (on this virtual machine, mostly
 * page faults and flushes of the other core's TLB: docs/performance.md, "Stop 69").
 */
function cpuTimes() {
  if (!existsSync('/proc/stat')) return null;
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  const kernel = system + irq + softirq;
  const busy = user + nice + kernel + steal;
  return { busy, kernel, total: busy + idle + iowait };
}

/** /proc/stat counts in ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * How fast this host's cores are now: Lighthouse's benchmarkIndex (the loops with which its runs
 * measure the host, computed here in a Node process of its own), the median of three after one
 * that warms up the compiler, about 4 s in all; null if it could not be measured. On this
 * virtual machine it moves by a tenth from one second to the next, and the same run has taken
 * 17 minutes on one day and 35 on another (docs/performance.md, "Stop 71"): a run's minutes mean
 * something beside it.
 */
export function hostSpeedIndex() {
  const script = [
    "const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');",
    'pageFunctions.computeBenchmarkIndex();',
    'const runs = [0, 1, 2].map(() => pageFunctions.computeBenchmarkIndex());',
    // Not console.log: with FORCE_COLOR set (as Nx sets it for its tasks, and many CI services
    // for every command) it prints the number in colour, which does not parse.
    'process.stdout.write(String(Math.round(runs.sort((a, b) => a - b)[1])));',
  ].join('\n');
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 30_000,
  });
  const index = Number(result.stdout?.trim());
  return result.status === 0 && index > 0 ? index : null;
}

/** What the run's summary measures of the machine before the first stage. */
export function measureMachineAtStart() {
  return { index: hostSpeedIndex(), cpu: cpuTimes() };
}

/**
 * The whole run's CPU: how many core-minutes were busy, of how many the cores had in its wall
 * time, and the kernel's share. Every long stage keeps both cores busy (docs/performance.md,
 * "The test command"), so the busy core-minutes divided by the cores is the least wall time this
 * work can take on this host at this speed: the run gets shorter with less work or faster cores.
 */
export function describeRunCpu(before, after, wallSeconds, cores = availableParallelism()) {
  const share = cpuShare(before, after);
  if (!share) return null;
  const busyMinutes = (after.busy - before.busy) / TICKS_PER_SECOND / 60;
  return (
    `${busyMinutes.toFixed(1)} core-minutes busy of the ${((cores * wallSeconds) / 60).toFixed(1)} ` +
    `that ${cores} cores had (${share.busy}%), ${share.kernel}% of it in the kernel: this work ` +
    `needs at least ${(busyMinutes / cores).toFixed(1)} minutes on ${cores} cores at this host's speed`
  );
}

/** Removes the results of an earlier run. */
export function clearResults() {
  rmSync(join(root, RESULTS), { recursive: true, force: true });
}

/**
 * Adds up the counts in a stage's result files, as each runner writes them: Jest's
 * (numPassedTests, ...; todo counts as skipped), Playwright's (stats; a story that passed on its
 * retry counts as passed and is named in `flaky`) and the system stages' own.
 */
export function countResults(folder, failed = [], flaky = []) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.json')) : [];
  for (const file of files) {
    const result = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    if ('numTotalTests' in result) {
      counts.passed += result.numPassedTests;
      counts.failed += result.numFailedTests;
      counts.skipped += result.numPendingTests + result.numTodoTests;
      for (const suite of result.testResults ?? []) {
        const file = suite.name.replace(`${root}/`, '');
        const tests = suite.assertionResults.filter((a) => a.status === 'failed');
        for (const test of tests)
          failed.push(`${file}: ${test.fullName}${why(test.failureMessages?.[0])}`);
        if (suite.status === 'failed' && !tests.length)
          failed.push(
            `${file}: ${
              (suite.message ?? '')
                .split('\n')
                .find((l) => l.trim())
                ?.trim() ?? 'failed to run'
            }`,
          );
      }
    } else if (result.stats && 'expected' in result.stats) {
      counts.passed += result.stats.expected + result.stats.flaky;
      counts.failed += result.stats.unexpected;
      counts.skipped += result.stats.skipped;
      failed.push(...playwrightTests(result.suites ?? [], 'unexpected'));
      flaky.push(...playwrightTests(result.suites ?? [], 'flaky'));
    } else {
      counts.passed += result.passed ?? 0;
      counts.failed += result.failed ?? 0;
      counts.skipped += result.skipped ?? 0;
    }
  }
  return counts;
}

/**
 * The first lines of a failure's message (colours taken out), indented under the test's name: a CI
 * log's tail says what went wrong, not only where.
 */
function why(message, lines = 6) {
  if (!message) return '';
  const text = message
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, lines)
    .map((line) => `      ${line.trimEnd()}`);
  return `\n${text.join('\n')}`;
}

/** The titles of a Playwright report's tests of one status ('unexpected', 'flaky'), each with why. */
function playwrightTests(suites, status, titles = []) {
  const names = [];
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        const error = test.results?.find((r) => r.error)?.error;
        names.push(
          `${[...path, spec.title].join(' > ')} [${test.projectName}]${why(error?.message)}`,
        );
      }
    }
    names.push(...playwrightTests(suite.suites ?? [], status, path));
  }
  return names;
}

/**
 * Runs one stage: an Nx command (an array of arguments) or a binary of node_modules/.bin
 * (`{ bin, args }`), with its own results folder. With `jest`, each Jest run of the Nx command
 * writes its JSON there, one file per project (Nx puts the project's name in `--args`). A stage
 * run beside others (`quiet`) prints its output when it ends, so that the lanes' lines are not
 * interleaved. Resolves to whether it passed.
 */
export async function stage(name, command, note = '', { quiet = false, jest = false } = {}) {
  if (!quiet) console.log(`\n=== ${name} ===\n`);
  const started = Date.now();
  const entry = { name, ok: false, seconds: 0, counts: null, note, started };
  stages.push(entry);
  const cpuBefore = cpuTimes();
  const folder = `${RESULTS}/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  mkdirSync(join(root, folder), { recursive: true });
  const env = {
    ...baseEnv,
    STAGE_RESULTS_FILE: join(root, folder, 'checks.json'),
    PLAYWRIGHT_JSON_OUTPUT_FILE: join(root, folder, 'playwright.json'),
  };
  const { code, output } = Array.isArray(command)
    ? await runCapture(
        bin('nx'),
        [
          ...command,
          ...(jest ? [`--args=--json --outputFile=${folder}/{projectName}.json`] : []),
          '--output-style=static',
        ],
        { quiet, env },
      )
    : await runCapture(bin(command.bin), command.args, { quiet, env });
  if (quiet) console.log(`\n=== ${name} ===\n\n${output}`);
  const failed = [];
  const flaky = [];
  const counts = countResults(join(root, folder), failed, flaky);
  failures.push(...failed.map((test) => `${name}: ${test}`));
  retried.push(...flaky.map((test) => `${name}: ${test}`));
  for (const line of output.split('\n')) {
    if (PROOF_LINE.test(line) && !line.includes('replay with'))
      proofs.push(`${name}: ${line.trim()}`);
  }
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  Object.assign(entry, {
    ok: code === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    counts,
    cpu: cpuShare(cpuBefore, cpuTimes()),
  });
  return code === 0;
}

/**
 * Between two readings: the share of the machine's CPU time that was busy, and the kernel's share
 * of the busy time (each 0-100), or null.
 */
function cpuShare(before, after) {
  if (!before || !after || after.total === before.total) return null;
  const busy = after.busy - before.busy;
  return {
    busy: Math.round((100 * busy) / (after.total - before.total)),
    kernel: busy ? Math.round((100 * (after.kernel - before.kernel)) / busy) : 0,
  };
}

/** A stage that could not run: failed in the summary, with why (and a line to stderr). */
export function notRun(name, note, why = '') {
  if (why) console.error(`\n${why}`);
  stages.push({ name, ok: false, seconds: 0, counts: null, note });
}

/** Minutes and seconds, as 3:07. */
function clock(seconds) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Each stage's outcome, when it started (minutes into the run: the lanes overlap), its time and
 * counts; then the proofs, the databases and the totals.
 */
export function printSummary(startedAt, machineAtStart = null) {
  console.log('\n=== Summary ===\n');
  for (const s of stages) {
    const from = s.started ? `from ${clock(Math.round((s.started - startedAt) / 1000))}, ` : '';
    const counts =
      s.counts && s.counts.passed + s.counts.failed > 0
        ? ` ${s.counts.passed} passed, ${s.counts.failed} failed`
        : '';
    console.log(
      `${s.ok ? 'PASS' : 'FAIL'}  ${s.name}${s.note ? ` [${s.note}]` : ''}${counts} (${from}${s.seconds} s${s.cpu ? `, CPU ${s.cpu.busy}% busy, ${s.cpu.kernel}% of it in the kernel` : ''})`,
    );
  }
  if (proofs.length) {
    console.log('\nWhat the security and reliability proofs covered (docs/security.md):');
    for (const line of proofs) console.log(`  ${line}`);
  }
  if (retried.length) {
    console.log('\nStories that failed once and passed on their retry (faults to find):');
    for (const line of retried) console.log(`  ${line}`);
  }
  if (failures.length) {
    console.log('\nTests that failed:');
    for (const line of failures) console.log(`  ${line}`);
  }
  const databases = stages
    .filter((s) => s.name.startsWith('API integration') && s.ok)
    .map((s) => s.note);
  console.log(`\nDatabases tested: ${databases.length ? databases.join('; ') : 'none'}`);
  const failedStages = stages.filter((s) => !s.ok).length;
  console.log(`Stages: ${stages.length - failedStages} of ${stages.length} passed`);
  const wallSeconds = (Date.now() - startedAt) / 1000;
  console.log(`Wall time: ${Math.round(wallSeconds / 60)} min`);
  console.log(
    `Tests: ${totals.passed} passed${retried.length ? ` (${retried.length} on a retry)` : ''}, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  if (machineAtStart) {
    const cpu = describeRunCpu(machineAtStart.cpu, cpuTimes(), wallSeconds);
    if (cpu) console.log(`CPU: ${cpu}`);
    const atEnd = hostSpeedIndex();
    const index = (value) => (value === null ? 'not measured' : value.toLocaleString('en-US'));
    console.log(
      `Host speed (Lighthouse's benchmarkIndex, in Node): ${index(machineAtStart.index)} at the start, ${index(atEnd)} at the end`,
    );
  }
  return failedStages;
}
