#!/usr/bin/env node
// Proof on one machine that the API scales out (docs/operations.md, "Scaling out"):
//
//   npx nx run api:build && node tools/scripts/two-instances.mjs
//
// 1. Creates a fresh MariaDB database (MARIADB_TEST_URL, default mariadb://root@127.0.0.1:3306),
//    applies the migrations with the built CLI (the one-off step of the compose file), and starts
//    two built API instances (dist/apps/api/main.js, NODE_ENV=production) on ports 3501 and 3502,
//    behind a small round-robin proxy on 3500 (tools/scripts/round-robin-proxy.mjs) that says
//    HTTPS and the client's address, as the production web server does.
// 2. Registers and signs in through one instance and uses the session through the other. Signs an
//    NDA through one and downloads the same sealed PDF through both; takes its PDF out of the
//    database as for a document signed before sealing, and `cli.js seal-documents` seals it again
//    (once: a second run finds nothing); /api/verify knows the new file.
// 3. Runs a bounded autocannon load through the proxy — signed-in clients reading their account
//    and profile and writing their profile (PATCH /api/profile) — and sends SIGTERM to one
//    instance part-way through. Then checks: the stopped instance exited 0; no request that
//    started before the signal failed; every acknowledged write is in the database; and prints
//    the counts.
// 4. Stops the other instance and drops the database, whatever happened.
//
// TWO_INSTANCES_BASE_PORT moves the three ports (default 3500: proxy 3500, instances 3501/3502).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import {
  builtApi,
  loadAutocannon,
  ndaRequest,
  ORIGIN,
  PRODUCTION_APPS,
  registration,
  runToEnd,
  seconds,
  SESSION_COOKIE,
  sessionCookie,
  TEST_PASSWORD,
} from './built-api.mjs';
import {
  baseEnv,
  findChromium,
  portInUse,
  root,
  throwawaySigningCertificate,
  waitForUrl,
} from './lib.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

const require = createRequire(import.meta.url);
const started = performance.now();
const basePort = Number(process.env.TWO_INSTANCES_BASE_PORT ?? 3500);
const proxyPort = basePort;
const instancePorts = [basePort + 1, basePort + 2];
const proxyUrl = `http://127.0.0.1:${proxyPort}`;
/** Clients (autocannon connections), accounts (twice as many: a busy one is never shared). */
const CONNECTIONS = 16;
const ACCOUNTS = CONNECTIONS * 2;
/** Requests in all, and after how many answers the signal is sent. */
const REQUESTS = Number(process.env.TWO_INSTANCES_REQUESTS ?? 6000);
const SIGNAL_AFTER = Math.round(REQUESTS / 3);
const RUN_DEADLINE_MS = 90_000;
let main, cli, autocannon;
try {
  ({ main, cli } = builtApi());
  autocannon = loadAutocannon();
} catch (error) {
  fatal(error.message);
}
const { createConnection } = require('mysql2/promise');

const busy = [];
for (const port of [proxyPort, ...instancePorts]) if (await portInUse(port)) busy.push(port);
if (busy.length) fatal(`Ports ${busy.join(', ')} are taken (set TWO_INSTANCES_BASE_PORT).`);

const logDir = mkdtempSync(join(tmpdir(), 'consult-two-instances-'));
const server = new URL(process.env.MARIADB_TEST_URL ?? 'mariadb://root@127.0.0.1:3306');
const databaseName = `consult_scale_${Date.now()}_${randomBytes(3).toString('hex')}`;
const auth = server.username
  ? `${server.username}${server.password ? `:${server.password}` : ''}@`
  : 'root@';
const databaseUrl = `mariadb://${auth}${server.hostname}:${server.port || 3306}/${databaseName}`;
const apiEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  DB_MIGRATIONS_RUN: 'false',
  SESSION_SECRET: randomBytes(36).toString('base64'),
  FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  ...throwawaySigningCertificate(logDir),
  TRUST_PROXY: '127.0.0.1',
  SMTP_URL: 'smtp://127.0.0.1:9',
  CHROMIUM_PATH: findChromium() ?? '',
  LOG_LEVEL: 'info',
  // The accounts for the load are registered from one address (the limits are shared).
  REGISTER_RATE_LIMIT_PER_IP: '1000',
  ...PRODUCTION_APPS,
};

const instances = [];
let proxy = null;
let databaseCreated = false;
const guard = setTimeout(() => {
  console.error(`\nThe run took longer than ${RUN_DEADLINE_MS / 1000} s: stopping.`);
  void cleanUp().then(() => process.exit(1));
}, RUN_DEADLINE_MS);
guard.unref();
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

let failed = false;
const checks = { passed: 0, failed: 0 };
try {
  await run();
} catch (error) {
  failed = true;
  console.error(`\nFAILED: ${error instanceof Error ? error.message : error}`);
} finally {
  await cleanUp();
}
console.log(`\nTwo-instance run ${failed ? 'FAILED' : 'passed'} in ${seconds(started)} s`);
console.log(
  `Two-instance checks: ${checks.passed} passed, ${checks.failed || (failed ? 1 : 0)} failed`,
);
process.exit(failed ? 1 : 0);

async function run() {
  await admin(
    `CREATE DATABASE \`${databaseName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  databaseCreated = true;
  console.log(`Database: ${describe(databaseUrl)} (created for this run)`);

  const migrate = await runToEnd(process.execPath, [cli, 'migrate'], apiEnv);
  if (migrate.code !== 0) throw new Error(`migrations failed:\n${migrate.output}`);
  console.log(`Migrations: ${migrate.output.trim()}`);

  for (const port of instancePorts) instances.push(startInstance(port));
  await Promise.all(
    instancePorts.map((port) => waitForUrl(`http://127.0.0.1:${port}/api/health/ready`, 60_000)),
  );
  const ready = await (await fetch(`http://127.0.0.1:${instancePorts[0]}/api/health/ready`)).json();
  console.log(`Instances: ${instancePorts.join(' and ')} ready ${JSON.stringify(ready.checks)}`);
  proxy = await startRoundRobinProxy({ port: proxyPort, upstreams: instancePorts });
  console.log(`Proxy: ${proxyUrl} (round robin, no retries)`);

  // A session made through one instance is a session on the other.
  const [first, second] = instancePorts.map((port) => `http://127.0.0.1:${port}`);
  const account = await signUp(first, 'handover');
  const onSecond = await call(second, 'GET', '/api/user', { cookie: account.cookie });
  check(
    onSecond.status === 200 && onSecond.body.id === account.id,
    `signed in through ${instancePorts[0]}, GET /api/user through ${instancePorts[1]} answered ${onSecond.status}`,
  );
  console.log(
    `Session: registered and signed in through ${instancePorts[0]}; GET /api/user through ${instancePorts[1]}: ${onSecond.status} (user ${onSecond.body.id})`,
  );

  await sealedDocuments(first, second, account);

  // Signed-in clients for the load, registered and signed in through the proxy.
  const accounts = [];
  for (let i = 0; i < ACCOUNTS; i++) accounts.push(await signUp(proxyUrl, `load${i}`));
  console.log(`Accounts: ${accounts.length} signed in through the proxy`);

  const { result, writes, signal } = await loadWithSignal(accounts);
  const stopped = await instances[0].exited;
  const stoppedLog = readFileSync(instances[0].logFile, 'utf8');

  // What the proxy saw, split at the signal.
  const entries = proxy.log.filter((entry) => entry.startedAt >= signal.loadStartedAt);
  const failedRequest = (entry) => entry.error !== null || entry.status < 200 || entry.status > 299;
  const before = entries.filter((entry) => entry.startedAt < signal.at);
  const after = entries.filter((entry) => entry.startedAt >= signal.at);
  const failedBefore = before.filter(failedRequest);
  const failedAfter = after.filter(failedRequest);
  const inFlightAtSignal = before.filter(
    (entry) =>
      entry.upstream === instancePorts[0] && (entry.endedAt === 0 || entry.endedAt > signal.at),
  );
  const stoppedUpstream = proxy.upstreams.find((upstream) => upstream.port === instancePorts[0]);
  const sentAfterRefusal = entries.filter(
    (entry) => entry.upstream === instancePorts[0] && entry.startedAt > stoppedUpstream.downAt,
  ).length;
  const servedAfter = (port) =>
    after.filter((entry) => entry.upstream === port && !failedRequest(entry)).length;

  // Every acknowledged write is there: each account's profile holds its last acknowledged write,
  // or a later one that was sent but whose answer was lost.
  let lost = 0;
  for (const [index, acknowledged] of writes.acknowledged) {
    const profile = await call(proxyUrl, 'GET', '/api/profile', { cookie: accounts[index].cookie });
    const stored = Number(/^write (\d+)$/.exec(profile.body?.bio ?? '')?.[1] ?? -1);
    const attempted = writes.attempted.get(index) ?? new Set();
    if (!(stored >= acknowledged && attempted.has(stored))) {
      lost++;
      console.error(
        `  account ${index}: stored write ${stored}, last acknowledged ${acknowledged}`,
      );
    }
  }

  console.log(`
Load: ${result.requests.total} requests through the proxy in ${(result.duration ?? 0).toFixed(1)} s, ${CONNECTIONS} connections, ${Math.round(result.requests.average)} requests/s on average, p99 ${result.latency.p99} ms
  2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}
SIGTERM to instance ${instancePorts[0]} after ${signal.answered} answers (${((signal.at - signal.loadStartedAt) / 1000).toFixed(1)} s into the load)
  requests in flight on it at the signal: ${inFlightAtSignal.length}, all finished: ${inFlightAtSignal.every((entry) => !failedRequest(entry))}
  it exited with code ${stopped.code}${stopped.signal ? ` (signal ${stopped.signal})` : ''} ${((stopped.at - signal.at) / 1000).toFixed(2)} s after the signal; its log: ${['api.stopping', 'api.stopped'].filter((event) => stoppedLog.includes(`"event":"${event}"`)).join(', ') || 'no shutdown lines'}
Requests started before the signal: ${before.length}, failed: ${failedBefore.length}
Requests started after the signal: ${after.length}, failed: ${failedAfter.length} (${describeFailures(failedAfter)}), served by ${instancePorts[0]}: ${servedAfter(instancePorts[0])} (during its drain, before it stopped listening), by ${instancePorts[1]}: ${servedAfter(instancePorts[1])}; sent to ${instancePorts[0]} after its first refusal: ${sentAfterRefusal}
Writes: ${writes.sent} sent, ${writes.acknowledgedCount} acknowledged, on ${writes.acknowledged.size} accounts; lost: ${lost}`);
  for (const entry of failedBefore.slice(0, 5)) {
    console.error(
      `  failed before the signal: ${entry.method} ${entry.path} → ${entry.status} ${entry.error ?? ''}`,
    );
  }

  check(
    stopped.code === 0,
    `the stopped instance exited with ${stopped.code ?? stopped.signal}, not 0`,
  );
  check(
    stoppedLog.includes('"event":"api.stopped"'),
    'the stopped instance did not log api.stopped',
  );
  check(
    failedBefore.length === 0,
    `${failedBefore.length} request(s) that started before the signal failed`,
  );
  check(lost === 0, `${lost} acknowledged write(s) are missing`);
  check(
    writes.acknowledgedCount > 0 && servedAfter(instancePorts[1]) > 0,
    'the load did not go on after the signal',
  );
  check(
    sentAfterRefusal === 0 && failedAfter.length <= CONNECTIONS,
    'new requests were not routed away from the stopped instance',
  );
}

/**
 * Sealed documents on two instances (docs/signed-documents.md): an NDA signed through one is the
 * same stored bytes through the other. Then, as for a document signed before sealing existed, its
 * sealed PDF is taken out of the database, and `cli.js seal-documents` (npm run documents:seal)
 * seals it again once; a second run finds nothing to do; /api/verify knows the new file.
 */
async function sealedDocuments(first, second, account) {
  const disclosure = await call(first, 'GET', '/api/esign-consent', { cookie: account.cookie });
  await call(first, 'POST', '/api/esign-consent', {
    cookie: account.cookie,
    body: { version: disclosure.body?.version },
  });
  const signed = await call(first, 'POST', '/api/nda', {
    cookie: account.cookie,
    body: ndaRequest(),
  });
  check(signed.status === 201, `signing an NDA answered ${signed.status}`);
  const id = signed.body.id;
  const download = (base) => pdfOf(base, `/api/nda/${id}/download`, account.cookie);
  const [one, other] = [await download(first), await download(second)];
  check(
    one.subarray(0, 5).toString('latin1') === '%PDF-' && one.equals(other),
    'the NDA downloaded through the two instances is not the same PDF',
  );

  const where = `\`${databaseName}\`.\`sealed_documents\` WHERE documentKind = 'nda' AND documentId = ${Number(id)}`;
  await admin(
    `DELETE FROM \`${databaseName}\`.\`document_files\` WHERE \`key\` = (SELECT sha256 FROM ${where})`,
  );
  await admin(`DELETE FROM ${where}`);
  const sealing = await runToEnd(process.execPath, [cli, 'seal-documents'], apiEnv);
  const again = await runToEnd(process.execPath, [cli, 'seal-documents'], apiEnv);
  check(
    sealing.code === 0 && /Sealed 1 signed document/.test(sealing.output),
    `seal-documents did not seal the NDA:\n${sealing.output}`,
  );
  check(
    again.code === 0 && /Sealed 0 signed document/.test(again.output),
    `a second seal-documents run did not find nothing to do:\n${again.output}`,
  );
  const resealed = await download(second);
  const fingerprint = createHash('sha256').update(resealed).digest('hex');
  const verified = await call(first, 'GET', `/api/verify/${fingerprint}`);
  check(
    verified.status === 200 && verified.body?.issued === true && verified.body.kind === 'nda',
    `/api/verify did not know the resealed NDA: ${verified.status} ${JSON.stringify(verified.body)}`,
  );
  console.log(
    `Sealed documents: NDA ${id} is the same ${one.length} bytes through both instances; sealed again by seal-documents (${sealing.output.trim().split('\n').pop()}), a second run: ${again.output.trim().split('\n').pop()}`,
  );
}

/** A PDF download's bytes (the signed-in client's). */
async function pdfOf(base, path, cookie) {
  const response = await fetch(`${base}${path}`, {
    headers: { 'x-forwarded-proto': 'https', cookie },
  });
  check(response.status === 200, `${path} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The load: each autocannon connection repeats GET /api/user, GET /api/profile, PATCH /api/profile
 * as one account, taken from a pool for the round and given back after the write's answer, so one
 * account's writes never overlap and its last acknowledged write is the one that must be stored.
 */
function loadWithSignal(accounts) {
  const free = accounts.map((_, index) => index);
  const writes = { sent: 0, acknowledgedCount: 0, acknowledged: new Map(), attempted: new Map() };
  /** Which account each write was for. */
  const writeAccount = new Map();
  const signal = { at: Infinity, answered: 0, loadStartedAt: performance.now() };
  let answered = 0;
  // A connection takes a free account for a round (read, read, write) and gives it back when the
  // write is answered.
  const account = (context) => {
    if (context.account === undefined) context.account = free.shift();
    return context.account;
  };
  const as = (request, context) =>
    account(context) === undefined
      ? null
      : { ...request, headers: { ...request.headers, cookie: accounts[context.account].cookie } };

  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: proxyUrl,
        connections: CONNECTIONS,
        pipelining: 1,
        amount: REQUESTS,
        timeout: 20,
        requests: [
          { method: 'GET', path: '/api/user', setupRequest: as },
          { method: 'GET', path: '/api/profile', setupRequest: as },
          {
            method: 'PATCH',
            path: '/api/profile',
            setupRequest: (request, context) => {
              const signedIn = as(request, context);
              if (!signedIn) return null;
              const write = ++writes.sent;
              writeAccount.set(write, context.account);
              const attempted = writes.attempted.get(context.account) ?? new Set();
              attempted.add(write);
              writes.attempted.set(context.account, attempted);
              return {
                ...signedIn,
                headers: {
                  ...signedIn.headers,
                  origin: ORIGIN,
                  'content-type': 'application/json',
                },
                body: JSON.stringify({ bio: `write ${write}` }),
              };
            },
            // The answer names its write (the stored profile's bio): that, not the connection's
            // state, says which write was acknowledged. The account is free again.
            onResponse: (status, body, context) => {
              let write = null;
              try {
                write = Number(/^write (\d+)$/.exec(JSON.parse(body).bio ?? '')?.[1] ?? NaN);
              } catch {
                // a 502 from the proxy, or an error body
              }
              if (status === 200 && writeAccount.has(write)) {
                const owner = writeAccount.get(write);
                writes.acknowledgedCount++;
                writes.acknowledged.set(
                  owner,
                  Math.max(writes.acknowledged.get(owner) ?? 0, write),
                );
              }
              if (context.account !== undefined) free.push(context.account);
              context.account = undefined;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, writes, signal })),
    );
    instance.on('response', () => {
      answered++;
      if (answered === SIGNAL_AFTER) {
        signal.at = performance.now();
        signal.answered = answered;
        instances[0].child.kill('SIGTERM');
      }
    });
  });
}

function startInstance(port) {
  const logFile = join(logDir, `api-${port}.log`);
  const out = createWriteStream(logFile);
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...baseEnv, ...apiEnv, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  return { port, child, logFile, exited };
}

async function signUp(base, tag) {
  const username = `scale_${tag}_${randomBytes(3).toString('hex')}`;
  const registered = await call(base, 'POST', '/api/register', { body: registration(username) });
  check(registered.status === 201, `registration answered ${registered.status}`);
  const login = await call(base, 'POST', '/api/login', {
    body: { username, password: TEST_PASSWORD },
  });
  const cookie = sessionCookie(login.headers.getSetCookie?.() ?? []);
  check(
    login.status === 200 && cookie,
    `sign-in answered ${login.status} without a ${SESSION_COOKIE} cookie`,
  );
  return { id: login.body.id, cookie };
}

/** One request, as the browser on the portal would send it (behind HTTPS). */
async function call(base, method, path, { body, cookie } = {}) {
  const headers = { 'x-forwarded-proto': 'https' };
  if (cookie) headers.cookie = cookie;
  if (method !== 'GET') headers.origin = ORIGIN;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

async function admin(sql) {
  const connection = await createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username || 'root'),
    password: decodeURIComponent(server.password),
  });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

async function cleanUp() {
  await proxy?.close().catch(() => undefined);
  proxy = null;
  await Promise.all(
    instances.map(async ({ child, exited }) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }),
  );
  instances.length = 0;
  if (databaseCreated) {
    databaseCreated = false;
    await admin(`DROP DATABASE IF EXISTS \`${databaseName}\``).catch((error) =>
      console.error(`Could not drop ${databaseName}: ${error.message}`),
    );
  }
  if (!failed) rmSync(logDir, { recursive: true, force: true });
  else console.error(`The instances' logs are kept in ${logDir}`);
}

/** "2 × upstream 3501: ECONNREFUSED, 1 × ..." */
function describeFailures(entries) {
  const kinds = new Map();
  for (const entry of entries) {
    const kind = entry.error ?? `status ${entry.status}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return [...kinds].map(([kind, count]) => `${count} × ${kind}`).join(', ') || 'none';
}

function check(condition, message) {
  if (!condition) {
    checks.failed++;
    throw new Error(message);
  }
  checks.passed++;
}

function describe(url) {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

function fatal(message) {
  console.error(message);
  process.exit(1);
}
