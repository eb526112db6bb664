#!/usr/bin/env node
// Runs every test of the project and says at the end what ran, against what, and how long each
// stage took:
//   1. two lanes from the start, each taking its next stage as soon as its last one ends:
//      - ESLint over the whole workspace in one process (module boundaries, the type-aware
//        rules); then the API integration tests against SQLite (a temporary file)
//      - type-checking of every project | formatting; every requirement a comment names exists
//        in docs/requirements; the OpenAPI document up to date with the code, and linted; then
//        the unit tests of every project (Jest), the production builds of the API and the three
//        apps (the marketing site prerendered), the marketing home page's JavaScript size against
//        its ceiling, and the deployment files: docker/compose.yml (docker-compose config) and
//        the web server's configuration serving the built apps (system:check-deploy)
//   2. once the SQLite lane has ended: API integration tests against MySQL/MariaDB
//      (MARIADB_TEST_URL, default the local server; a database of its own), but for the PDF
//      renderer's own two suites, which test Chromium and run in the SQLite lane
//   3. once the unit lane has ended (the builds are ready): end-to-end tests in Chromium
//      (Playwright, the system's Chromium): the stories of the three apps on one start of the
//      system, two at a time (tools/playwright/all.config.ts), beside what is left of the two
//      integration lanes, which never run at once (docs/performance.md, "The test command")
//   4. two built API instances on one MariaDB behind a round-robin proxy, one stopped with SIGTERM
//      under load (system:two-instances)
//   5. faults and load on the built API: a private MariaDB stopped and restarted under it, Chromium
//      killed mid-render, the API killed after a write, a 30 s mixed load and the PDF endpoint
//      overloaded (system:faults-and-load)
// Stages 4 and 5 run last and alone: they measure load and latency. The system stages (4, 5, the
// deployment files) are targets of the `system` project (tools/system).
// Every stage runs even if an earlier one failed; the exit code is non-zero if any failed.
import { connect } from 'node:net';
import { portInUse } from './lib.mjs';
import { clearResults, measureMachineAtStart, notRun, printSummary, stage } from './stages.mjs';

const mariadbUrl = process.env.MARIADB_TEST_URL ?? 'mariadb://root@127.0.0.1:3306';

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

// How fast the host is, measured before anything else runs (and again at the end): the summary
// says it beside the run's minutes, with the CPU the whole run kept busy.
const machineAtStart = measureMachineAtStart();
const started = Date.now();
clearResults();
const checks = { quiet: true };
const lane = { quiet: true };
const jestLane = { quiet: true, jest: true };
const mariadbReachable = await reachable(mariadbUrl);
if (mariadbReachable) process.env.MARIADB_TEST_URL = mariadbUrl;
console.log(
  '\n=== Lint, then integration on SQLite, then on MariaDB | type-check, formatting, requirement references, OpenAPI document, then unit tests, builds and deployment files, then the stories ===',
);
// Two lanes from the start, each taking the next piece of work when it is free, so that no core
// waits on the other's checks (docs/performance.md, "Stop 47"): the lint (one process, the
// longest check) then the SQLite suite; the other checks then the unit tests and the builds.
// One ESLint process for the workspace (`system:lint-workspace`), where `nx run-many -t lint`
// starts one per project and each loads the plugins and builds the TypeScript programs of the libs
// it imports again: about a quarter less CPU (docs/performance.md, "Stop 43"). Its result is kept
// in Nx's cache, keyed on every file of the workspace but the Markdown documents (which ESLint
// does not read), as the type-check's are: a second run of the same code does not lint it again.
// The projects' own `lint` targets lint the same files with the same configuration, for
// `nx affected`; this run also lints the root's configuration files and tools/jest,
// tools/playwright and tools/vite.
const lint = stage(
  'Lint',
  ['run', 'system:lint-workspace'],
  'one ESLint process, the whole workspace',
  checks,
);
const otherChecks = Promise.all([
  stage('Type-check', ['run-many', '-t', 'typecheck'], '', checks),
  (async () => {
    // Prettier over the workspace (`system:format-check`), its result kept in Nx's cache as the
    // lint's is: a second run of the same files (CI's, after a clean run) does not read them again.
    await stage(
      'Formatting',
      ['run', 'system:format-check'],
      'Prettier, the whole workspace',
      checks,
    );
    // Every `req SITE-n`, `DOCS-n` or `RULES-n` in a comment or a doc names a section of
    // docs/requirements.
    await stage(
      'Requirement references',
      ['run', 'system:requirement-refs'],
      'docs/requirements',
      checks,
    );
    // docs/openapi.json as the code generates it, and Redocly's linter on it (docs/api.md).
    await stage(
      'OpenAPI document',
      ['run', 'api:openapi-check'],
      'up to date with the code, linted',
      checks,
    );
  })(),
]);
const unitLane = otherChecks.then(async () => {
  // One project at a time: the other lane keeps the second core busy.
  await stage('Unit tests', ['run-many', '-t', 'test', '--parallel=1'], '', jestLane);
  await stage('Production builds', ['run-many', '-t', 'build', '--parallel=1'], '', lane);
  await stage('Marketing home page JavaScript size', ['run', 'marketing:bundle-budget'], '', lane);
  await stage(
    'Deployment files',
    ['run', 'system:check-deploy', '--excludeTaskDependencies'],
    'docker-compose config, nginx serving the built apps',
    lane,
  );
});
const sqliteLane = lint.then(() =>
  stage(
    'API integration tests on SQLite',
    ['run', 'api:integration-sqlite'],
    'SQLite (temporary file)',
    jestLane,
  ),
);
// The MariaDB lane follows the SQLite lane, and the stories follow the unit lane (they need its
// builds): the stories run beside one integration lane at a time, which fills the fifth of the
// cores they leave idle waiting on the system they drive. Three lanes at once kept the stories
// waiting for all of them; the two integration lanes side by side both wait on Chromium and the
// database, and on a slow host they kept the stories from starting for four minutes after the
// builds (docs/performance.md, "The test command", stop 63).
const mariadbLane = mariadbReachable
  ? sqliteLane.then(() =>
      stage(
        'API integration tests on MariaDB',
        ['run', 'api:integration-mariadb'],
        `MySQL/MariaDB at ${new URL(mariadbUrl).host}`,
        jestLane,
      ),
    )
  : notRun(
      'API integration tests on MariaDB',
      'server not reachable',
      `MySQL/MariaDB is not reachable at ${new URL(mariadbUrl).host}: set MARIADB_TEST_URL or start the server.`,
    );
await unitLane;

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
    {
      bin: 'playwright',
      args: ['test', '-c', 'tools/playwright/all.config.ts', '--reporter=list,json'],
    },
    'Chromium, 1280 px and 390 px, two stories at a time',
  );
}
await Promise.all([sqliteLane, mariadbLane]);

// The system stages measure load and latency: they run last, alone.
if (mariadbReachable) {
  await stage(
    'Two API instances behind a proxy',
    // The builds ran above: the target's own dependency on them is skipped.
    ['run', 'system:two-instances', '--excludeTaskDependencies'],
    `built API, MySQL/MariaDB at ${new URL(mariadbUrl).host}, SIGTERM under load`,
  );
} else {
  notRun('Two API instances behind a proxy', 'MySQL/MariaDB not reachable');
}

await stage(
  'Faults and load',
  ['run', 'system:faults-and-load', '--excludeTaskDependencies'],
  'built API on a private MariaDB: database, Chromium and API stopped; 30 s load',
);

const failedStages = printSummary(started, machineAtStart);
process.exit(failedStages ? 1 : 0);
