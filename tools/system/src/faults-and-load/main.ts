// Proof that the built API survives the faults of production and holds a bounded load
// (docs/operations.md, "When the database or Chromium fails"; docs/performance.md, "Faults and
// load"):
//
//   npx nx run system:faults-and-load [-- --only database-outage,load]
//
// It starts a PRIVATE MariaDB server for the run (mariadb-install-db into a temporary directory,
// then mariadbd on 127.0.0.1:FAULTS_BASE_PORT+1, no grant tables), applies the migrations with the
// built CLI, and starts the built API (dist/apps/api/main.js, NODE_ENV=production) on
// FAULTS_BASE_PORT with a small PDF pool (harness.ts). The shared MariaDB on 3306 is never
// touched. Then the scenarios, one file each, in this order: the database killed under traffic
// and started again; the database frozen and thawed; Chromium killed mid-render; the API killed
// after a write; 30 s of load (FAULTS_LOAD_SECONDS); the PDF pool overloaded. --only runs some of
// them (the set-up always runs).
//
// "Faults survived" counts the faults (database killed, database frozen, Chromium killed, API
// killed) whose checks all passed. Every process it starts is stopped and the temporary
// directories removed, whatever happens; a global deadline (170 s) ends a run that hangs. It ends
// with "Fault and load checks: N passed, M failed" and exits non-zero on any failure.
//
// FAULTS_BASE_PORT moves the ports (default 3650: API 3650, MariaDB 3651; 3650-3659 are reserved
// for this stage). MARIADBD / MARIADB_INSTALL_DB name the server's binaries if they are not on
// PATH or in /usr/sbin.
import { reportChecks } from '../shared/checks';
import { busyPorts, seconds } from '../shared/workspace';
import { apiKilled } from './api-killed';
import { chromiumKilled } from './chromium-killed';
import { download, isPdf, setUpInvoice, signNda, signUp } from './client';
import { databaseFrozen } from './database-frozen';
import { databaseOutage } from './database-outage';
import { FaultsRun, findTools, SETTINGS } from './harness';
import { load } from './load';
import { pdfBurst } from './pdf-burst';
import type { Scenario } from './scenario';

const SCENARIOS: Scenario[] = [
  databaseOutage,
  databaseFrozen,
  chromiumKilled,
  apiKilled,
  load,
  pdfBurst,
];
const RUN_DEADLINE_MS = 170_000;

const started = performance.now();
void main();

async function main(): Promise<void> {
  const scenarios = chosenScenarios(process.argv.slice(2));
  const tools = findTools();
  if (typeof tools === 'string') fatal(tools);
  const busy = await busyPorts([SETTINGS.apiPort, SETTINGS.dbPort]);
  if (busy.length) fatal(`Ports ${busy.join(', ')} are taken (set FAULTS_BASE_PORT).`);
  let run: FaultsRun;
  try {
    run = new FaultsRun(tools);
  } catch (error) {
    fatal(error instanceof Error ? error.message : String(error));
  }
  const faults = { survived: 0, total: scenarios.filter((scenario) => scenario.fault).length };
  const finish = finisher(run, faults);
  const guard = setTimeout(() => {
    console.error(`\nThe run took longer than ${RUN_DEADLINE_MS / 1000} s: stopping.`);
    run.checks.failed++;
    void finish(1);
  }, RUN_DEADLINE_MS);
  guard.unref();
  process.on('SIGINT', () => void finish(130));
  process.on('SIGTERM', () => void finish(143));
  // A last resort if the stage dies: no server is left running.
  process.on('exit', () => run.killAll());

  let failed = false;
  try {
    await run.setUp();
    const owner = await signUp(run.client, 'owner');
    await signNda(run.client, owner);
    // A signed NDA is sealed once and then served as stored bytes; an invoice is drawn on each
    // download, so the invoice is what exercises the renderer here.
    const invoiceId = await setUpInvoice(run.client, owner);
    const warm = await download(run.client, owner, invoiceId);
    if (!isPdf(warm)) throw new Error(`the first download answered ${warm.status}`);
    run.rememberBrowsers();
    console.log(
      `Invoice: set up as ${owner.username}; first download ${warm.ms} ms, ${warm.bytes.length} bytes`,
    );
    for (const scenario of scenarios) {
      const survived = await scenario.run({ run, owner, invoiceId, renderMs: warm.ms });
      if (scenario.fault && survived) faults.survived++;
    }
  } catch (error) {
    failed = true;
    run.checks.failed++;
    console.error(`\nFAILED: ${error instanceof Error ? error.stack : String(error)}`);
  }
  clearTimeout(guard);
  await finish(failed || run.checks.failed > 0 ? 1 : 0);
}

/** Stops everything once, prints the summary and exits with `code`. */
function finisher(run: FaultsRun, faults: { survived: number; total: number }) {
  let cleaning: Promise<never> | null = null;
  return (code: number): Promise<never> =>
    (cleaning ??= (async () => {
      await run.cleanUp(code !== 0);
      const { load: measured, checks } = run;
      console.log(`\nFaults survived: ${faults.survived} of ${faults.total}`);
      if (measured) {
        console.log(
          `Requests served under load: ${measured.requests} in ${measured.seconds.toFixed(1)} s (${measured.perSecond} requests/s), ${measured.serverErrors} 5xx, ${measured.errors + measured.timeouts} errors/timeouts`,
        );
        console.log(`Latency under load: p50 ${measured.p50} ms, p99 ${measured.p99} ms`);
      } else {
        console.log('Requests served under load: none (the load did not run)');
      }
      console.log(`Run time: ${seconds(started)} s, ${checks.passed + checks.failed} checks`);
      reportChecks('Fault and load', checks);
      process.exit(code !== 0 || checks.failed > 0 ? code || 1 : 0);
    })());
}

/** The scenarios --only names (comma-separated), else all of them. */
function chosenScenarios(argv: string[]): Scenario[] {
  const index = argv.indexOf('--only');
  if (index === -1) return SCENARIOS;
  const names = (argv[index + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
  if (unknown.length || !names.length) {
    fatal(
      `--only takes scenario names among ${SCENARIOS.map((s) => s.name).join(', ')} (got "${argv[index + 1] ?? ''}")`,
    );
  }
  return SCENARIOS.filter((scenario) => names.includes(scenario.name));
}

function fatal(message: string): never {
  console.error(message);
  reportChecks('Fault and load', { passed: 0, failed: 1, skipped: 0 });
  process.exit(1);
}
