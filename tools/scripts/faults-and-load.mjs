#!/usr/bin/env node
// Proof that the built API survives the faults of production and holds a bounded load
// (docs/operations.md, "When the database or Chromium fails"; docs/performance.md, "Faults and
// load"):
//
//   npx nx run api:build && node tools/scripts/faults-and-load.mjs
//
// 1. Starts a PRIVATE MariaDB server for the run (mariadb-install-db into a temporary directory,
//    then mariadbd on 127.0.0.1:FAULTS_BASE_PORT+1, no grant tables), applies the migrations with
//    the built CLI, and starts the built API (dist/apps/api/main.js, NODE_ENV=production) on
//    FAULTS_BASE_PORT with a small PDF pool (PDF_CONCURRENCY=2, PDF_QUEUE_LIMIT=2). The shared
//    MariaDB on 3306 is never touched.
// 2. The database dies: with signed-in clients reading and writing, the MariaDB server is killed
//    (SIGKILL). Every request answers 200 or a JSON 503 with Retry-After, within seconds, never a
//    500 or a hang; readiness answers 503. The server is started again on the same data directory
//    and the same API process serves again by itself; every write acknowledged before the crash
//    is there. Then the server freezes (SIGSTOP: connections accepted, nothing answered): the
//    health checks answer 503 within seconds instead of hanging, and 200 once it thaws (SIGCONT).
// 3. Chromium dies: while invoice downloads (drawn on each download; a signed document is sealed
//    once and served as stored bytes) are in flight its browser process is killed (SIGKILL).
//    Each download answers a 200 with a real PDF or a JSON 503, none hangs; the next download
//    succeeds on a relaunched browser and readiness is 200.
// 4. The API dies: right after a 200 on PATCH /api/profile the API is killed (SIGKILL) and
//    started again; the same session reads the written value back.
// 5. Load: 30 s of autocannon (FAULTS_LOAD_SECONDS), 10 signed-in clients repeating
//    GET /api/user, GET /api/profile, PATCH /api/profile: no 5xx, no error, no timeout; prints the
//    requests served, the throughput and p50/p99.
// 6. PDF overload: 16 concurrent downloads, four times what the pool holds (2 rendering + 2
//    waiting). What the pool cannot hold is answered 503 with Retry-After at once, the rest 200
//    with real PDFs; afterwards readiness is 200 and one more download works.
//
// "Faults survived" counts the four faults (database killed, database frozen, Chromium killed,
// API killed) whose checks all passed. Every process it starts (MariaDB, the API, the API's
// Chromium) is stopped and the temporary directories removed, whatever happens; a global
// deadline (170 s) ends a run that hangs. It ends with "Fault and load checks: N passed,
// M failed" and exits non-zero on any failure.
//
// FAULTS_BASE_PORT moves the ports (default 3650: API 3650, MariaDB 3651; 3650-3659 are reserved
// for this script). MARIADBD / MARIADB_INSTALL_DB name the server's binaries if they are not on
// PATH or in /usr/sbin.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import {
  agreementRequest,
  builtApi,
  loadAutocannon,
  ndaRequest,
  ORIGIN,
  PRODUCTION_APPS,
  registration,
  runToEnd,
  seconds,
  sessionCookie,
  TEST_PASSWORD,
} from './built-api.mjs';
import { baseEnv, findChromium, portInUse, root, throwawaySigningCertificate } from './lib.mjs';

const require = createRequire(import.meta.url);
const started = performance.now();
const basePort = Number(process.env.FAULTS_BASE_PORT ?? 3650);
const apiPort = basePort;
const dbPort = basePort + 1;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const RUN_DEADLINE_MS = 170_000;
const LOAD_SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 30);
const LOAD_CONNECTIONS = 10;
/** The PDF pool for the run, and the burst: four times what it holds (rendering + waiting). */
const PDF_CONCURRENCY = 2;
const PDF_QUEUE_LIMIT = 2;
const PDF_BURST = 4 * (PDF_CONCURRENCY + PDF_QUEUE_LIMIT);
/** The longest any request may take while the database is down (its connect timeout is 3 s). */
const OUTAGE_MAX_LATENCY_MS = 5_000;
/** How long the database stays down, and how long the API may take to serve again after. */
const OUTAGE_MS = 4_000;
const RECOVERY_LIMIT_MS = 20_000;
/**
 * REQUEST_DEADLINE_MS of the run: what a request waits for a frozen database at most. Above the
 * health checks' own 3 s, so readiness still answers with the database's check.
 */
const REQUEST_DEADLINE_MS = 5_000;
let main, cli, autocannon;
try {
  ({ main, cli } = builtApi());
  autocannon = loadAutocannon();
} catch (error) {
  fatal(error.message);
}
const { createConnection } = require('mysql2/promise');
const mariadbd = findBinary(process.env.MARIADBD, ['mariadbd', 'mysqld']);
const installDb = findBinary(process.env.MARIADB_INSTALL_DB, [
  'mariadb-install-db',
  'mysql_install_db',
]);
if (!mariadbd || !installDb) {
  fatal(
    'MariaDB server binaries not found (mariadbd, mariadb-install-db): apt-get install mariadb-server',
  );
}
const chromium = findChromium();
if (!chromium) fatal('Chromium was not found: apt-get install chromium, or set CHROMIUM_PATH');

/** The messages the API answers with (libs/domain), read from the source so they never drift. */
const MESSAGES = {
  serviceUnavailable: domainMessage('serviceUnavailable'),
  renderBusy: domainMessage('renderBusy'),
  renderFailed: domainMessage('renderFailed'),
};

const busy = [];
for (const port of [apiPort, dbPort]) if (await portInUse(port)) busy.push(port);
if (busy.length) fatal(`Ports ${busy.join(', ')} are taken (set FAULTS_BASE_PORT).`);

const workDir = mkdtempSync(join(tmpdir(), 'consult-faults-'));
const dataDir = join(workDir, 'mariadb');
const databaseName = 'consult';
const apiEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(apiPort),
  DATABASE_URL: `mariadb://root@127.0.0.1:${dbPort}/${databaseName}`,
  DB_MIGRATIONS_RUN: 'false',
  SESSION_SECRET: randomBytes(36).toString('base64'),
  FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  ...throwawaySigningCertificate(workDir),
  TRUST_PROXY: '127.0.0.1',
  SMTP_URL: 'smtp://127.0.0.1:9',
  CHROMIUM_PATH: chromium,
  LOG_LEVEL: 'info',
  PDF_CONCURRENCY: String(PDF_CONCURRENCY),
  PDF_QUEUE_LIMIT: String(PDF_QUEUE_LIMIT),
  // One client sends every download of the crash and the burst, to load the pool itself: the
  // per-account cap (fair rendering, proved in pdf-renderer.int-spec.ts) is lifted out of its way.
  PDF_PER_USER_LIMIT: '32',
  REQUEST_DEADLINE_MS: String(REQUEST_DEADLINE_MS),
  // The accounts are registered and signed in from one address (the limits are per address).
  REGISTER_RATE_LIMIT_PER_IP: '1000',
  LOGIN_RATE_LIMIT_PER_IP: '1000',
  ...PRODUCTION_APPS,
};

/** The processes this run started: the database server, the API, the API's browsers. */
let database = null;
let api = null;
const browserPids = new Set();
/** Their profiles (puppeteer's temporary folders), which nobody removes when the API is killed. */
const browserProfiles = new Set();
let apiRuns = 0;

const checks = { passed: 0, failed: 0 };
const faults = { survived: 0, total: 4 };
let load = null;
let failed = false;
let cleaning = null;

const guard = setTimeout(() => {
  console.error(`\nThe run took longer than ${RUN_DEADLINE_MS / 1000} s: stopping.`);
  checks.failed++;
  void finish(1);
}, RUN_DEADLINE_MS);
guard.unref();
process.on('SIGINT', () => void finish(130));
process.on('SIGTERM', () => void finish(143));
// A last resort if the script dies: no server is left running.
process.on('exit', () => {
  for (const instance of [database, api]) {
    if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
      killQuietly(instance.child.pid);
    }
  }
  for (const pid of browserPids) killBrowser(pid);
});

try {
  await run();
} catch (error) {
  failed = true;
  checks.failed++;
  console.error(`\nFAILED: ${error instanceof Error ? error.stack : error}`);
}
await finish(failed || checks.failed > 0 ? 1 : 0);

async function run() {
  // 1. A private MariaDB server, the schema, the API.
  const install = await runToEnd(installDb, [
    '--no-defaults',
    `--datadir=${dataDir}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...(isRoot() ? ['--user=root'] : []),
  ]);
  if (install.code !== 0) throw new Error(`mariadb-install-db failed:\n${install.output}`);
  database = await startDatabase();
  await admin(
    `CREATE DATABASE \`${databaseName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  console.log(`Database: private MariaDB on 127.0.0.1:${dbPort} (pid ${database.child.pid})`);
  const migrate = await runToEnd(process.execPath, [cli, 'migrate'], apiEnv);
  if (migrate.code !== 0) throw new Error(`migrations failed:\n${migrate.output}`);
  console.log(`Migrations: ${migrate.output.trim().split('\n').pop()}`);

  api = await startApi();
  console.log(
    `API: ${apiUrl} (pid ${api.child.pid}), PDF pool ${PDF_CONCURRENCY} + ${PDF_QUEUE_LIMIT}`,
  );

  const owner = await signUp('owner');
  await signNda(owner);
  // A signed NDA is sealed once and then served as stored bytes; an invoice is drawn on each
  // download, so the invoice is what exercises the renderer here.
  const invoiceId = await setUpInvoice(owner);
  const warm = await download(owner, invoiceId);
  if (!isPdf(warm)) throw new Error(`the first download answered ${warm.status}`);
  rememberBrowsers();
  console.log(
    `Invoice: set up as ${owner.username}; first download ${warm.ms} ms, ${warm.bytes.length} bytes`,
  );

  await databaseOutage();
  await databaseFrozen(owner);
  await chromiumKilled(owner, invoiceId, warm.ms);
  await apiKilled(owner);
  await loadRun();
  await pdfBurst(owner, invoiceId);
}

/** 2. The database is killed under traffic, comes back, and the same API process serves again. */
async function databaseOutage() {
  console.log('\n--- The database is killed under traffic and started again ---');
  const failedBefore = checks.failed;
  const writers = [];
  for (let i = 0; i < 4; i++) writers.push(await signUp(`outage${i}`));
  const sentinel = `before the outage ${randomBytes(4).toString('hex')}`;
  const acknowledged = await call('PATCH', '/api/profile', {
    cookie: writers[0].cookie,
    body: { bio: sentinel },
  });
  check(
    acknowledged.status === 200,
    'a write is acknowledged before the outage',
    `${acknowledged.status}`,
  );

  // Signed-in clients keep reading and writing through the outage, one request at a time each.
  const traffic = startTraffic(writers.slice(1));
  await sleep(1000);
  const apiPid = api.child.pid;
  const killedAt = performance.now();
  database.child.kill('SIGKILL');
  await database.exited;
  console.log(`MariaDB killed (SIGKILL) with ${traffic.inFlight()} request(s) in flight`);

  // What a client sees while it is down.
  const probes = [
    ['GET /api/profile', () => call('GET', '/api/profile', { cookie: writers[0].cookie })],
    [
      'PATCH /api/profile',
      () => call('PATCH', '/api/profile', { cookie: writers[0].cookie, body: { bio: 'lost' } }),
    ],
    ['GET /api/user', () => call('GET', '/api/user', { cookie: writers[0].cookie })],
    [
      'POST /api/login',
      () =>
        call('POST', '/api/login', {
          body: { username: writers[0].username, password: writers[0].password },
        }),
    ],
    // The session store fails in a Fastify hook, before any controller: the same answer.
    [
      'POST /api/logout',
      () => call('POST', '/api/logout', { cookie: writers[0].cookie, body: {} }),
    ],
    ['GET /api/health', () => call('GET', '/api/health')],
  ];
  for (const [name, probe] of probes) {
    const answer = await probe();
    check(
      isUnavailable(answer, MESSAGES.serviceUnavailable) && answer.ms < OUTAGE_MAX_LATENCY_MS,
      `with the database down, ${name} answers 503 with Retry-After and a clear message (${answer.ms} ms)`,
      describeAnswer(answer),
    );
  }
  const notReady = await call('GET', '/api/health/ready');
  check(
    notReady.status === 503 &&
      notReady.body?.checks?.database?.status === 'failed' &&
      notReady.ms < OUTAGE_MAX_LATENCY_MS,
    `with the database down, readiness answers 503 (${notReady.body?.message ?? ''})`,
    describeAnswer(notReady),
  );

  const downFor = OUTAGE_MS - (performance.now() - killedAt);
  if (downFor > 0) await sleep(downFor);
  database = await startDatabase();
  const restartedAt = performance.now();
  console.log(`MariaDB started again on the same data directory after ${seconds(killedAt)} s down`);

  let recoveredMs = null;
  while (performance.now() - restartedAt < RECOVERY_LIMIT_MS) {
    const ready = await call('GET', '/api/health/ready').catch(() => null);
    if (ready?.status === 200) {
      recoveredMs = Math.round(performance.now() - restartedAt);
      break;
    }
    await sleep(200);
  }
  const recoveredAt = performance.now();
  check(
    recoveredMs !== null && api.child.pid === apiPid && api.child.exitCode === null,
    `the same API process is ready again ${recoveredMs} ms after the database is back (no restart)`,
    recoveredMs === null ? 'never ready' : 'the API process changed',
  );
  await sleep(1000);
  const outcome = await traffic.stop();

  const during = outcome.answers;
  const statuses = countBy(during, (a) => a.error ?? a.status);
  const bad = during.filter(
    (a) => !(a.status === 200 || isUnavailable(a, MESSAGES.serviceUnavailable)),
  );
  const slowest = Math.max(...during.map((a) => a.ms));
  const afterRecovery = during.filter((a) => a.startedAt > recoveredAt);
  console.log(
    `Traffic through the outage: ${during.length} requests (${describeCounts(statuses)}), slowest ${slowest} ms`,
  );
  check(
    bad.length === 0,
    'through the outage every request answered 200 or a JSON 503 with Retry-After (never a 500)',
    bad.slice(0, 3).map(describeAnswer).join('; '),
  );
  check(
    during.some((a) => a.status === 503) && slowest < OUTAGE_MAX_LATENCY_MS,
    `no request hung: the slowest took ${slowest} ms (limit ${OUTAGE_MAX_LATENCY_MS} ms)`,
    `503s: ${during.filter((a) => a.status === 503).length}`,
  );
  check(
    afterRecovery.length > 0 && afterRecovery.every((a) => a.status === 200),
    `after the recovery every request succeeded (${afterRecovery.length})`,
    describeCounts(countBy(afterRecovery, (a) => a.error ?? a.status)),
  );

  // Durability: what was acknowledged before the crash is in the restarted database.
  const read = await call('GET', '/api/profile', { cookie: writers[0].cookie });
  check(
    read.status === 200 && read.body?.bio === sentinel,
    'the write acknowledged before the crash is there after it (and the session too)',
    describeAnswer(read),
  );
  let lost = 0;
  for (const writer of outcome.writers) {
    if (writer.acknowledged === 0) continue;
    const profile = await call('GET', '/api/profile', { cookie: writer.account.cookie });
    const stored = Number(/^write (\d+)$/.exec(profile.body?.bio ?? '')?.[1] ?? -1);
    if (!(stored >= writer.acknowledged && writer.attempted.has(stored))) lost++;
  }
  check(
    lost === 0,
    `every write acknowledged during the traffic is stored (${outcome.writers.reduce((n, w) => n + w.acknowledgedCount, 0)} acknowledged)`,
    `${lost} account(s) lost an acknowledged write`,
  );
  if (checks.failed === failedBefore) faults.survived++;
}

/** Resolves once the process is stopped (state T in /proc), within a second. */
async function untilStopped(pid) {
  const started = performance.now();
  while (performance.now() - started < 1000) {
    // /proc/<pid>/stat: "pid (name) state ...", the name in parentheses may hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('T')) return;
    await sleep(5);
  }
  throw new Error(`process ${pid} did not stop within a second of SIGSTOP`);
}

/**
 * 2b. The database freezes (SIGSTOP): it accepts connections but answers nothing. The health
 * checks say so within seconds instead of hanging; a signed-in read and a write are answered 503
 * at REQUEST_DEADLINE_MS; and all is well once it thaws (SIGCONT).
 */
async function databaseFrozen(owner) {
  console.log('\n--- The database freezes (SIGSTOP) and thaws (SIGCONT) ---');
  const failedBefore = checks.failed;
  database.child.kill('SIGSTOP');
  // The signal takes effect when the kernel next schedules the server's threads: a query sent at
  // once may still be answered (a readiness check was, in 4 ms). Ask only once it is stopped.
  await untilStopped(database.child.pid);
  const [notReady, notLive, read, write] = await Promise.all([
    call('GET', '/api/health/ready'),
    call('GET', '/api/health'),
    call('GET', '/api/user', { cookie: owner.cookie }),
    call('PATCH', '/api/profile', { cookie: owner.cookie, body: { bio: 'written while frozen' } }),
  ]);
  database.child.kill('SIGCONT');
  for (const [name, answer] of [
    ['a signed-in read', read],
    ['a write', write],
  ]) {
    check(
      isUnavailable(answer, MESSAGES.serviceUnavailable) &&
        answer.ms < REQUEST_DEADLINE_MS + OUTAGE_MAX_LATENCY_MS,
      `with the database frozen, ${name} answers 503 with Retry-After by the ${REQUEST_DEADLINE_MS / 1000} s request deadline (${answer.ms} ms)`,
      describeAnswer(answer),
    );
  }
  check(
    notReady.status === 503 &&
      notReady.body?.checks?.database?.status === 'failed' &&
      notReady.ms < OUTAGE_MAX_LATENCY_MS,
    `with the database frozen, readiness answers 503 in ${notReady.ms} ms instead of hanging`,
    describeAnswer(notReady),
  );
  check(
    isUnavailable(notLive, MESSAGES.serviceUnavailable) && notLive.ms < OUTAGE_MAX_LATENCY_MS,
    `with the database frozen, liveness answers 503 with Retry-After in ${notLive.ms} ms`,
    describeAnswer(notLive),
  );
  const thawedAt = performance.now();
  let ready = null;
  while (performance.now() - thawedAt < RECOVERY_LIMIT_MS) {
    ready = await call('GET', '/api/health/ready');
    if (ready.status === 200) break;
    await sleep(200);
  }
  check(
    ready?.status === 200,
    `once it thaws, readiness answers 200 (after ${seconds(thawedAt)} s)`,
    ready ? describeAnswer(ready) : '',
  );
  const served = await call('GET', '/api/user', { cookie: owner.cookie });
  check(
    served.status === 200 && served.body?.username === owner.username,
    'once it thaws, the signed-in read is served again',
    describeAnswer(served),
  );
  if (checks.failed === failedBefore) faults.survived++;
}

/**
 * Sequential readers and writers, one per account, until stopped: GET /api/profile,
 * PATCH /api/profile (bio "write N"), GET /api/user, again and again.
 */
function startTraffic(accounts) {
  let running = true;
  let inFlight = 0;
  let serial = 0;
  const answers = [];
  const writers = accounts.map((account) => ({
    account,
    acknowledged: 0,
    acknowledgedCount: 0,
    attempted: new Set(),
  }));
  const loops = writers.map(async (writer) => {
    for (let step = 0; running; step++) {
      const kind = step % 3;
      const startedAt = performance.now();
      inFlight++;
      let answer;
      if (kind === 1) {
        const write = ++serial;
        writer.attempted.add(write);
        answer = await call('PATCH', '/api/profile', {
          cookie: writer.account.cookie,
          body: { bio: `write ${write}` },
        });
        if (answer.status === 200 && answer.body?.bio === `write ${write}`) {
          writer.acknowledged = Math.max(writer.acknowledged, write);
          writer.acknowledgedCount++;
        }
      } else {
        answer = await call('GET', kind === 0 ? '/api/profile' : '/api/user', {
          cookie: writer.account.cookie,
        });
      }
      inFlight--;
      answers.push({ ...answer, startedAt });
      await sleep(answer.status === 200 ? 20 : 100);
    }
  });
  return {
    inFlight: () => inFlight,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return { answers, writers };
    },
  };
}

/** 3. Chromium is killed while downloads are rendering; the next download relaunches it. */
async function chromiumKilled(owner, invoiceId, renderMs) {
  console.log('\n--- Chromium is killed while PDFs are rendering ---');
  let answers = [];
  let killed = null;
  // The kill must land while a render runs: half a render after the downloads are sent. Should
  // every download have finished first (a very fast machine), it is tried again, sooner.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const pid = browserPid();
    if (!pid) throw new Error('the API has no Chromium process');
    const downloads = Array.from({ length: PDF_CONCURRENCY + PDF_QUEUE_LIMIT }, () =>
      download(owner, invoiceId),
    );
    await sleep(Math.max(20, Math.round(renderMs / (attempt + 1))));
    process.kill(pid, 'SIGKILL');
    killed = pid;
    answers = await Promise.all(downloads);
    if (answers.some((a) => a.status !== 200)) break;
    console.log(`  attempt ${attempt}: every render had finished before the kill; again`);
    await download(owner, invoiceId);
    rememberBrowsers();
  }
  const summary = answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ');
  console.log(`Chromium (pid ${killed}) killed with downloads in flight: ${summary}`);
  const clean = answers.every(
    (a) => isPdf(a) || (a.status === 503 && a.body?.message === MESSAGES.renderFailed),
  );
  check(
    clean && answers.some((a) => a.status === 503),
    'each download in flight answered a real PDF or a JSON 503 with a clear message',
    answers.map(describeAnswer).join('; '),
  );
  check(
    answers.every((a) => a.ms < 25_000),
    `no download hung (slowest ${Math.max(...answers.map((a) => a.ms))} ms)`,
  );
  const next = await download(owner, invoiceId);
  rememberBrowsers();
  const relaunched = browserPid();
  check(
    isPdf(next) && relaunched !== null && relaunched !== killed && !isRunning(killed),
    `the next download succeeds (${next.ms} ms) on a relaunched Chromium (pid ${relaunched})`,
    describeAnswer(next),
  );
  const ready = await call('GET', '/api/health/ready');
  check(ready.status === 200, 'readiness answers 200 after the crash', describeAnswer(ready));
  if (isPdf(next) && ready.status === 200 && clean) faults.survived++;
}

/** 4. The API is killed right after acknowledging a write; a new process reads it back. */
async function apiKilled(owner) {
  console.log('\n--- The API is killed right after acknowledging a write ---');
  const value = `acknowledged ${randomBytes(4).toString('hex')}`;
  const write = await call('PATCH', '/api/profile', { cookie: owner.cookie, body: { bio: value } });
  rememberBrowsers();
  api.child.kill('SIGKILL');
  await api.exited;
  check(
    write.status === 200 && write.body?.bio === value,
    'PATCH /api/profile answered 200',
    describeAnswer(write),
  );
  // Its Chromium loses its pipe and exits; one that does not is killed here.
  for (const pid of browserPids) killBrowser(pid);
  browserPids.clear();

  const restartedAt = performance.now();
  api = await startApi();
  console.log(
    `API killed (SIGKILL) and started again (pid ${api.child.pid}, ready in ${seconds(restartedAt)} s)`,
  );
  const read = await call('GET', '/api/profile', { cookie: owner.cookie });
  check(
    read.status === 200 && read.body?.bio === value,
    'after the restart the same session reads the acknowledged write back',
    describeAnswer(read),
  );
  if (read.status === 200 && read.body?.bio === value) faults.survived++;
}

/** 5. A bounded mixed load of signed-in clients. */
async function loadRun() {
  console.log(
    `\n--- ${LOAD_SECONDS} s of signed-in reads and writes (${LOAD_CONNECTIONS} connections) ---`,
  );
  const accounts = [];
  for (let i = 0; i < LOAD_CONNECTIONS; i++) accounts.push(await signUp(`load${i}`));
  let next = 0;
  // Each connection is one client: its own account, its requests one after another.
  const as = (request, context) => {
    if (context.account === undefined) context.account = accounts[next++ % accounts.length];
    return {
      ...request,
      headers: { ...request.headers, cookie: context.account.cookie, 'x-forwarded-proto': 'https' },
    };
  };
  let writes = 0;
  const result = await new Promise((resolve, reject) => {
    autocannon(
      {
        url: apiUrl,
        connections: LOAD_CONNECTIONS,
        pipelining: 1,
        duration: LOAD_SECONDS,
        timeout: 10,
        requests: [
          { method: 'GET', path: '/api/user', setupRequest: as },
          { method: 'GET', path: '/api/profile', setupRequest: as },
          {
            method: 'PATCH',
            path: '/api/profile',
            setupRequest: (request, context) => {
              const signedIn = as(request, context);
              return {
                ...signedIn,
                headers: {
                  ...signedIn.headers,
                  origin: ORIGIN,
                  'content-type': 'application/json',
                },
                body: JSON.stringify({ bio: `load write ${++writes}` }),
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  load = {
    requests: result.requests.total,
    seconds: result.duration,
    perSecond: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    serverErrors: result['5xx'],
    errors: result.errors,
    timeouts: result.timeouts,
  };
  console.log(
    `Load: ${load.requests} requests in ${load.seconds.toFixed(1)} s (${load.perSecond} requests/s), p50 ${load.p50} ms, p99 ${load.p99} ms; 2xx ${result['2xx']}, 5xx ${load.serverErrors}, other non-2xx ${load.non2xx - load.serverErrors}, errors ${load.errors}, timeouts ${load.timeouts}`,
  );
  check(
    load.requests > 0 && load.serverErrors === 0,
    'no 5xx under load',
    `${load.serverErrors} 5xx`,
  );
  check(load.non2xx === 0, 'every request under load answered 2xx', `${load.non2xx} non-2xx`);
  check(
    load.errors === 0 && load.timeouts === 0,
    'no connection error or timeout under load',
    `${load.errors} errors, ${load.timeouts} timeouts`,
  );
}

/** 6. Four times what the PDF pool holds, at once. */
async function pdfBurst(owner, invoiceId) {
  console.log(
    `\n--- ${PDF_BURST} downloads at once against a pool of ${PDF_CONCURRENCY} rendering + ${PDF_QUEUE_LIMIT} waiting ---`,
  );
  const burstStarted = performance.now();
  const answers = await Promise.all(
    Array.from({ length: PDF_BURST }, () => download(owner, invoiceId)),
  );
  const served = answers.filter(isPdf);
  const refused = answers.filter(
    (a) => isUnavailable(a, MESSAGES.renderBusy) && a.headers.get('retry-after') === '10',
  );
  const refusedSlowest = Math.max(0, ...refused.map((a) => a.ms));
  console.log(
    `Burst: ${served.length} × 200 (PDF, slowest ${Math.max(0, ...served.map((a) => a.ms))} ms), ${refused.length} × 503 (slowest ${refusedSlowest} ms), in ${seconds(burstStarted)} s`,
  );
  check(
    served.length + refused.length === PDF_BURST,
    'every download answered a real PDF or a 503 with Retry-After and a clear message',
    describeCounts(countBy(answers, (a) => a.error ?? a.status)),
  );
  check(
    served.length >= PDF_CONCURRENCY + PDF_QUEUE_LIMIT && refused.length >= PDF_BURST / 2,
    `what the pool holds is served (${served.length}), the excess is refused (${refused.length})`,
  );
  check(refusedSlowest < 2_000, `the excess is refused at once (slowest ${refusedSlowest} ms)`);
  const ready = await call('GET', '/api/health/ready');
  check(ready.status === 200, 'readiness answers 200 after the burst', describeAnswer(ready));
  const after = await download(owner, invoiceId);
  check(isPdf(after), `one more download works (${after.ms} ms)`, describeAnswer(after));
}

// --- processes -------------------------------------------------------------------------------

async function startDatabase() {
  const log = createWriteStream(join(workDir, 'mariadb.log'), { flags: 'a' });
  const child = spawn(
    mariadbd,
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--port=${dbPort}`,
      `--socket=${join(workDir, 'mariadb.sock')}`,
      `--pid-file=${join(workDir, 'mariadb.pid')}`,
      '--bind-address=127.0.0.1',
      '--skip-grant-tables',
      '--skip-name-resolve',
      '--innodb-buffer-pool-size=64M',
      ...(isRoot() ? ['--user=root'] : []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`mariadbd exited: ${tail(join(workDir, 'mariadb.log'))}`);
    try {
      await admin('SELECT 1');
      return { child, exited };
    } catch {
      if (Date.now() > deadline) throw new Error('mariadbd did not accept connections in 30 s');
      await sleep(100);
    }
  }
}

async function startApi() {
  apiRuns++;
  const logFile = join(workDir, `api-${apiRuns}.log`);
  const out = createWriteStream(logFile);
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...baseEnv, ...apiEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const instance = { child, exited, logFile };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited: ${tail(logFile)}`);
    const ready = await call('GET', '/api/health/ready').catch(() => null);
    if (ready?.status === 200) break;
    if (Date.now() > deadline) throw new Error('the API was not ready within 60 s');
    await sleep(250);
  }
  rememberBrowsers(instance);
  return instance;
}

/** The Chromium browser processes the API started (its children), remembered for clean-up. */
function rememberBrowsers(instance = api) {
  for (const pid of childrenOf(instance?.child.pid)) {
    const command = commandLine(pid);
    if (!/chrom/i.test(command)) continue;
    browserPids.add(pid);
    const profile = /--user-data-dir=(\S*puppeteer_dev_chrome_profile-\S+)/.exec(command)?.[1];
    if (profile) browserProfiles.add(profile);
  }
}

function browserPid() {
  return childrenOf(api?.child.pid).find((pid) => /chrom/i.test(commandLine(pid))) ?? null;
}

function childrenOf(parent) {
  if (!parent) return [];
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

async function finish(code) {
  if (cleaning) return cleaning;
  cleaning = (async () => {
    clearTimeout(guard);
    const keepLogs = code !== 0;
    if (keepLogs) {
      for (const file of readdirSafe(workDir).filter((name) => name.endsWith('.log'))) {
        console.error(`\n--- last lines of ${file} ---\n${tail(join(workDir, file), 15)}`);
      }
    }
    await stop(api, 'SIGTERM');
    for (const pid of browserPids) killBrowser(pid);
    await stop(database, 'SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
    for (const profile of browserProfiles) rmSync(profile, { recursive: true, force: true });

    const total = checks.passed + checks.failed;
    console.log(`\nFaults survived: ${faults.survived} of ${faults.total}`);
    if (load) {
      console.log(
        `Requests served under load: ${load.requests} in ${load.seconds.toFixed(1)} s (${load.perSecond} requests/s), ${load.serverErrors} 5xx, ${load.errors + load.timeouts} errors/timeouts`,
      );
      console.log(`Latency under load: p50 ${load.p50} ms, p99 ${load.p99} ms`);
    } else {
      console.log('Requests served under load: none (the load did not run)');
    }
    console.log(`Run time: ${seconds(started)} s, ${total} checks`);
    console.log(`Fault and load checks: ${checks.passed} passed, ${checks.failed} failed`);
    process.exit(code !== 0 || checks.failed > 0 ? code || 1 : 0);
  })();
  return cleaning;
}

async function stop(instance, signal) {
  if (!instance) return;
  const { child, exited } = instance;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGCONT');
    child.kill(signal);
  }
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

// --- HTTP --------------------------------------------------------------------------------------

async function signUp(tag) {
  const username = `faults_${tag}_${randomBytes(3).toString('hex')}`;
  const registered = await call('POST', '/api/register', { body: registration(username) });
  if (registered.status !== 201)
    throw new Error(`registration answered ${describeAnswer(registered)}`);
  const login = await call('POST', '/api/login', { body: { username, password: TEST_PASSWORD } });
  const cookie = sessionCookie(login.headers.getSetCookie?.() ?? []);
  if (login.status !== 200 || !cookie) throw new Error(`sign-in answered ${describeAnswer(login)}`);
  return { username, password: TEST_PASSWORD, cookie };
}

/** Accepts the e-sign disclosure and signs an NDA through the API; answers its id. */
async function signNda(account) {
  const consent = await call('GET', '/api/esign-consent', { cookie: account.cookie });
  const accepted = await call('POST', '/api/esign-consent', {
    cookie: account.cookie,
    body: { version: consent.body?.version },
  });
  if (accepted.status >= 300)
    throw new Error(`e-sign consent answered ${describeAnswer(accepted)}`);
  const nda = await call('POST', '/api/nda', { cookie: account.cookie, body: ndaRequest() });
  if (nda.status !== 201) throw new Error(`signing the NDA answered ${describeAnswer(nda)}`);
  return nda.body.id;
}

/** Signs a consulting agreement and sets up payment by invoice for it; answers the method's id. */
async function setUpInvoice(account) {
  const agreement = await call('POST', '/api/consulting-agreement', {
    cookie: account.cookie,
    body: agreementRequest([
      {
        name: 'Corporate Advisory',
        subServices: ['Due Diligence'],
        paymentType: 'project',
        fee: 5500,
      },
    ]),
  });
  if (agreement.status !== 201)
    throw new Error(`signing the agreement answered ${describeAnswer(agreement)}`);
  const method = await call('POST', '/api/payment-setup', {
    cookie: account.cookie,
    body: {
      amount: agreement.body.totals.grandTotalCents / 100,
      consulting_agreement_id: agreement.body.id,
      payment_type: 'pay by invoice',
      is_monthly: false,
    },
  });
  if (method.status !== 201)
    throw new Error(`setting up payment answered ${describeAnswer(method)}`);
  return method.body.id;
}

/** The invoice's PDF, drawn by the renderer on each download. */
function download(account, invoiceId) {
  return call('GET', `/api/payment-method/${invoiceId}/download-invoice`, {
    cookie: account.cookie,
    binary: true,
  });
}

/**
 * One request as the portal sends it (behind HTTPS): { status, headers, body, bytes, ms }, or
 * { error } when no answer came within 30 s (a hang) or the connection failed.
 */
async function call(method, path, { body, cookie, binary = false } = {}) {
  const headers = { 'x-forwarded-proto': 'https' };
  if (cookie) headers.cookie = cookie;
  if (method !== 'GET') headers.origin = ORIGIN;
  if (body) headers['content-type'] = 'application/json';
  const startedAt = performance.now();
  try {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    let parsed = null;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        parsed = null;
      }
    }
    return {
      status: response.status,
      headers: response.headers,
      body: parsed ?? (binary ? null : bytes.toString('utf8')),
      bytes,
      ms: Math.round(performance.now() - startedAt),
    };
  } catch (error) {
    return {
      status: 0,
      error:
        error?.name === 'TimeoutError' ? 'no answer in 30 s' : String(error?.cause?.code ?? error),
      headers: new Headers(),
      body: null,
      bytes: Buffer.alloc(0),
      ms: Math.round(performance.now() - startedAt),
    };
  }
}

/** A 503 with Retry-After and the API's JSON error body carrying `message`. */
function isUnavailable(answer, message) {
  return (
    answer.status === 503 &&
    Number(answer.headers.get('retry-after')) > 0 &&
    answer.body?.statusCode === 503 &&
    answer.body?.error === 'Service Unavailable' &&
    answer.body?.message === message
  );
}

function isPdf(answer) {
  return (
    answer.status === 200 &&
    answer.headers.get('content-type') === 'application/pdf' &&
    answer.bytes.subarray(0, 5).toString('latin1') === '%PDF-' &&
    answer.bytes.subarray(-1024).toString('latin1').includes('%%EOF')
  );
}

function describeAnswer(answer) {
  if (answer.error) return `no answer (${answer.error}) after ${answer.ms} ms`;
  const body = answer.body
    ? JSON.stringify(answer.body).slice(0, 200)
    : `${answer.bytes.length} bytes`;
  const retry = answer.headers.get('retry-after');
  return `${answer.status}${retry ? ` Retry-After ${retry}` : ''} in ${answer.ms} ms: ${body}`;
}

// --- helpers -----------------------------------------------------------------------------------

function check(condition, message, detail = '') {
  if (condition) {
    checks.passed++;
    console.log(`  ok    ${message}`);
  } else {
    checks.failed++;
    console.log(`  FAIL  ${message}${detail ? ` — ${detail}` : ''}`);
  }
}

async function admin(sql) {
  const connection = await createConnection({
    host: '127.0.0.1',
    port: dbPort,
    user: 'root',
    connectTimeout: 2000,
    database: sql.startsWith('CREATE DATABASE') || sql === 'SELECT 1' ? undefined : databaseName,
  });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

/** A binary named by the environment, else the first of `names` on PATH or in the sbin folders. */
function findBinary(configured, names) {
  if (configured) return existsSync(configured) ? configured : null;
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const name of names) {
    for (const folder of folders) {
      if (folder && existsSync(join(folder, name))) return join(folder, name);
    }
  }
  return null;
}

/** A message of libs/domain (`key: 'text'`), read from its source. */
function domainMessage(key) {
  const folder = join(root, 'libs/domain/src');
  for (const file of readdirSafe(folder).filter((name) => name.endsWith('.ts'))) {
    const match = new RegExp(`\\b${key}:\\s*(['"])(.*?)\\1`).exec(
      readFileSync(join(folder, file), 'utf8'),
    );
    if (match) return match[2];
  }
  fatal(`The message ${key} was not found in libs/domain`);
}

function readdirSafe(folder) {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function countBy(items, key) {
  const counts = new Map();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function describeCounts(counts) {
  return [...counts].map(([kind, n]) => `${n} × ${kind}`).join(', ') || 'none';
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Kills a browser the API started, if that process id is still a browser. */
function killBrowser(pid) {
  if (/chrom/i.test(commandLine(pid))) killQuietly(pid);
}

function killQuietly(pid) {
  if (!pid) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function fatal(message) {
  console.error(message);
  console.log('Fault and load checks: 0 passed, 1 failed');
  process.exit(1);
}
