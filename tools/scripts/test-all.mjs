#!/usr/bin/env node
// Runs every test of the project and says at the end what ran, against what, and how long each
// stage took:
//   1. lint (with module boundaries), type-checking and formatting; the OpenAPI document up to
//      date with the code, and linted
//   2. side by side, in three lanes (docs/performance.md, "The test command"):
//      - unit tests of every project (Jest); then the production builds of the API and the three
//        apps (the marketing site prerendered), the marketing home page's JavaScript size against
//        its ceiling, and the deployment files: docker/compose.yml (docker-compose config) and the
//        web server's configuration serving the built apps (tools/scripts/check-deploy.mjs)
//      - API integration tests against SQLite (a temporary file)
//      - API integration tests against MySQL/MariaDB (MARIADB_TEST_URL, default the local server;
//        a database of its own)
//   3. two built API instances on one MariaDB behind a round-robin proxy, one stopped with SIGTERM
//      under load (tools/scripts/two-instances.mjs)
//   4. faults and load on the built API: a private MariaDB stopped and restarted under it, Chromium
//      killed mid-render, the API killed after a write, a 30 s mixed load and the PDF endpoint
//      overloaded (tools/scripts/faults-and-load.mjs)
//   5. end-to-end tests in Chromium (Playwright, the system's Chromium): the stories of the three
//      apps on one start of the system, two at a time (tools/playwright/all.config.ts)
// Stages 3-5 run alone: they measure load and latency, or drive a browser against timeouts.
// Every stage runs even if an earlier one failed; the exit code is non-zero if any failed.
import { connect } from 'node:net';
import { join } from 'node:path';
import { bin, portInUse, root, runCapture } from './lib.mjs';

const nx = bin('nx');
const mariadbUrl = process.env.MARIADB_TEST_URL ?? 'mariadb://root@127.0.0.1:3306';
const stages = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
/**
 * The lines in which the security and reliability proofs (docs/security.md) say what they covered:
 * routes, inputs, attempts, mail, faults, requests. Repeated in the summary, by stage.
 */
const PROOF_LINE =
  /^\s*(Ownership matrix|Hostile input|Security headers|Brute force|Mail outbox|Faults survived|Requests served under load|Latency under load|Burst):/;
const proofs = [];

/**
 * Adds up the test counts that Jest ("Tests: 2 failed, 40 passed, 42 total"), Playwright ("12
 * passed (30s)") and the project's check scripts ("Deployment checks: 15 passed, 0 failed") print.
 */
function countTests(output) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const line of output.split('\n')) {
    const jest = line.match(/^\s*Tests:\s+(.*)total/);
    if (jest) {
      for (const [, n, kind] of jest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
        counts[kind === 'todo' ? 'skipped' : kind] += Number(n);
      }
      continue;
    }
    // The project's own check scripts close with "<what> checks: N passed, N failed[, N skipped]".
    const own = line.match(/^[\w -]+ checks: (\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/);
    if (own) {
      counts.passed += Number(own[1]);
      counts.failed += Number(own[2]);
      counts.skipped += Number(own[3] ?? 0);
      continue;
    }
    const pw = line.match(/^\s+(\d+) (passed|failed|skipped|flaky)(?: \(|$)/);
    if (pw) counts[pw[2] === 'flaky' ? 'failed' : pw[2]] += Number(pw[1]);
  }
  return counts;
}

/**
 * Runs one stage: an Nx command (`args`), a script of tools/scripts (`{ script }`) or a binary of
 * node_modules/.bin (`{ bin, args }`). A stage run beside others (`quiet`) prints its output when
 * it ends, so that the lanes' lines are not interleaved.
 */
async function stage(name, args, note = '', { quiet = false } = {}) {
  if (!quiet) console.log(`\n=== ${name} ===\n`);
  const entry = { name, ok: false, seconds: 0, counts: null, note };
  stages.push(entry);
  const started = Date.now();
  const { code, output } = Array.isArray(args)
    ? await runCapture(nx, [...args, '--output-style=static'], { quiet })
    : args.script
      ? await runCapture(process.execPath, [join(root, 'tools/scripts', args.script)], { quiet })
      : await runCapture(bin(args.bin), args.args, { quiet });
  if (quiet) console.log(`\n=== ${name} ===\n\n${output}`);
  const counts = countTests(output);
  for (const line of output.split('\n')) {
    if (PROOF_LINE.test(line) && !line.includes('replay with'))
      proofs.push(`${name}: ${line.trim()}`);
  }
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  Object.assign(entry, {
    ok: code === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    counts,
  });
  return code === 0;
}

/** A stage that could not run: failed in the summary, with why (and a line to stderr). */
function notRun(name, note, why = '') {
  if (why) console.error(`\n${why}`);
  stages.push({ name, ok: false, seconds: 0, counts: null, note });
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 3306) });
    socket.setTimeout(3000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const started = Date.now();
await stage('Lint and type-check', ['run-many', '-t', 'lint', 'typecheck']);
await stage('Formatting', ['format:check', '--all']);
// docs/openapi.json as the code generates it, and Redocly's linter on it (docs/api.md).
await stage('OpenAPI document', ['run', 'api:openapi-check'], 'up to date with the code, linted');

const mariadbReachable = await reachable(mariadbUrl);
if (mariadbReachable) process.env.MARIADB_TEST_URL = mariadbUrl;
const lane = { quiet: true };
console.log(
  '\n=== Unit tests, builds and deployment files | integration on SQLite | integration on MariaDB (side by side) ===',
);
await Promise.all([
  (async () => {
    // One project at a time: the two integration lanes already keep the cores busy.
    await stage('Unit tests', ['run-many', '-t', 'test', '--parallel=1'], '', lane);
    await stage('Production builds', ['run-many', '-t', 'build', '--parallel=1'], '', lane);
    await stage(
      'Marketing home page JavaScript size',
      ['run', 'marketing:bundle-budget'],
      '',
      lane,
    );
    await stage(
      'Deployment files',
      { script: 'check-deploy.mjs' },
      'docker-compose config, nginx serving the built apps',
      lane,
    );
  })(),
  stage(
    'API integration tests on SQLite',
    ['run', 'api:integration-sqlite'],
    'SQLite (temporary file)',
    lane,
  ),
  mariadbReachable
    ? stage(
        'API integration tests on MariaDB',
        ['run', 'api:integration-mariadb'],
        `MySQL/MariaDB at ${new URL(mariadbUrl).host}`,
        lane,
      )
    : notRun(
        'API integration tests on MariaDB',
        'server not reachable',
        `MySQL/MariaDB is not reachable at ${new URL(mariadbUrl).host}: set MARIADB_TEST_URL or start the server.`,
      ),
]);

if (mariadbReachable) {
  await stage(
    'Two API instances behind a proxy',
    { script: 'two-instances.mjs' },
    `built API, MySQL/MariaDB at ${new URL(mariadbUrl).host}, SIGTERM under load`,
  );
} else {
  notRun('Two API instances behind a proxy', 'MySQL/MariaDB not reachable');
}

await stage(
  'Faults and load',
  { script: 'faults-and-load.mjs' },
  'built API on a private MariaDB: database, Chromium and API stopped; 30 s load',
);

const busy = [];
for (const port of [3000, 4200, 4201, 4202, 1025, 1080]) if (await portInUse(port)) busy.push(port);
if (busy.length) {
  notRun(
    'End-to-end tests in Chromium',
    'ports taken',
    `The end-to-end tests need ports ${busy.join(', ')}, which are taken (is \`npm start\` running?).`,
  );
} else {
  await stage(
    'End-to-end tests in Chromium',
    { bin: 'playwright', args: ['test', '-c', 'tools/playwright/all.config.ts'] },
    'Chromium, 1280 px and 390 px, two stories at a time',
  );
}

console.log('\n=== Summary ===\n');
for (const s of stages) {
  const counts =
    s.counts && s.counts.passed + s.counts.failed > 0
      ? ` ${s.counts.passed} passed, ${s.counts.failed} failed`
      : '';
  console.log(
    `${s.ok ? 'PASS' : 'FAIL'}  ${s.name}${s.note ? ` [${s.note}]` : ''}${counts} (${s.seconds} s)`,
  );
}
if (proofs.length) {
  console.log('\nWhat the security and reliability proofs covered (docs/security.md):');
  for (const line of proofs) console.log(`  ${line}`);
}
const databases = stages
  .filter((s) => s.name.startsWith('API integration') && s.ok)
  .map((s) => s.note);
console.log(`\nDatabases tested: ${databases.length ? databases.join('; ') : 'none'}`);
const failedStages = stages.filter((s) => !s.ok).length;
console.log(`Stages: ${stages.length - failedStages} of ${stages.length} passed`);
console.log(`Wall time: ${Math.round((Date.now() - started) / 60000)} min`);
console.log(
  `Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedStages ? 1 : 0);
