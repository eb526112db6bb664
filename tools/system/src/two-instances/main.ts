// Proof on one machine that the API scales out (docs/operations.md, "Scaling out"):
//
//   npx nx run system:two-instances
//
// 1. Creates a fresh MariaDB database (MARIADB_TEST_URL, default mariadb://root@127.0.0.1:3306),
//    applies the migrations with the built CLI (the one-off step of the compose file), and starts
//    two built API instances (dist/apps/api/main.js, NODE_ENV=production) on ports 3501 and 3502,
//    behind a small round-robin proxy on 3500 (../shared/round-robin-proxy.ts) that says HTTPS
//    and the client's address, as the production web server does.
// 2. Registers and signs in through one instance and uses the session through the other. Signs an
//    NDA through one and downloads the same sealed PDF through both; takes its PDF out of the
//    database as for a document signed before sealing, and `cli.js seal-documents` seals it again
//    (once: a second run finds nothing); /api/verify knows the new file (sealed-documents.ts).
// 3. Runs a bounded autocannon load through the proxy — signed-in clients reading their account
//    and profile and writing their profile (PATCH /api/profile) — and sends SIGTERM to one
//    instance part-way through (load-with-signal.ts). Then checks: the stopped instance exited 0;
//    no request that started before the signal failed; every acknowledged write is in the
//    database; and prints the counts.
// 4. Stops the other instance and drops the database, whatever happened.
//
// TWO_INSTANCES_BASE_PORT moves the three ports (default 3500: proxy 3500, instances 3501/3502).
import { readFileSync } from 'node:fs';
import { reportChecks } from '../shared/checks';
import type { ApiClient } from '../shared/http';
import { startRoundRobinProxy, type ProxyLogEntry } from '../shared/round-robin-proxy';
import { busyPorts, runToEnd, seconds, waitForUrl } from '../shared/workspace';
import { loadWithSignal } from './load-with-signal';
import { sealedDocuments } from './sealed-documents';
import { clientOf, PORTS, TwoInstancesStage, type Account } from './stage';

/** Clients (autocannon connections), accounts (twice as many: a busy one is never shared). */
const CONNECTIONS = 16;
const ACCOUNTS = CONNECTIONS * 2;
/** Requests in all (the signal goes after a third of them are answered). */
const REQUESTS = Number(process.env.TWO_INSTANCES_REQUESTS ?? 6000);
const RUN_DEADLINE_MS = 90_000;

const started = performance.now();
void main();

async function main(): Promise<void> {
  const busy = await busyPorts([PORTS.proxy, ...PORTS.instances]);
  if (busy.length) fatal(`Ports ${busy.join(', ')} are taken (set TWO_INSTANCES_BASE_PORT).`);
  let stage: TwoInstancesStage;
  try {
    stage = new TwoInstancesStage();
  } catch (error) {
    fatal(error instanceof Error ? error.message : String(error));
  }
  const guard = setTimeout(() => {
    console.error(`\nThe run took longer than ${RUN_DEADLINE_MS / 1000} s: stopping.`);
    void stage.cleanUp().then(() => process.exit(1));
  }, RUN_DEADLINE_MS);
  guard.unref();
  process.on('SIGINT', () => void stage.cleanUp().then(() => process.exit(130)));

  try {
    await run(stage);
  } catch (error) {
    stage.failed = true;
    console.error(`\nFAILED: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await stage.cleanUp();
  }
  const { failed, checks } = stage;
  console.log(`\nTwo-instance run ${failed ? 'FAILED' : 'passed'} in ${seconds(started)} s`);
  reportChecks('Two-instance', { ...checks, failed: checks.failed || (failed ? 1 : 0) });
  process.exit(failed ? 1 : 0);
}

async function run(stage: TwoInstancesStage): Promise<void> {
  const [firstPort, secondPort] = PORTS.instances;
  await stage.admin(
    `CREATE DATABASE \`${stage.databaseName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  stage.databaseCreated = true;
  console.log(`Database: ${describe(stage.databaseUrl)} (created for this run)`);

  const migrate = await runToEnd(process.execPath, [stage.cli, 'migrate'], stage.apiEnv);
  if (migrate.code !== 0) throw new Error(`migrations failed:\n${migrate.output}`);
  console.log(`Migrations: ${migrate.output.trim()}`);

  const [stopped, other] = PORTS.instances.map((port) => stage.startInstance(port));
  await Promise.all(
    PORTS.instances.map((port) => waitForUrl(`http://127.0.0.1:${port}/api/health/ready`)),
  );
  const [first, second] = PORTS.instances.map(clientOf);
  const ready = await first.call<{ checks: unknown }>('GET', '/api/health/ready');
  console.log(
    `Instances: ${PORTS.instances.join(' and ')} ready ${JSON.stringify(ready.body?.checks)}`,
  );
  const proxy = await startRoundRobinProxy({ port: PORTS.proxy, upstreams: PORTS.instances });
  stage.proxy = proxy;
  const proxied = clientOf(PORTS.proxy);
  console.log(`Proxy: ${proxied.baseUrl} (round robin, no retries)`);

  // A session made through one instance is a session on the other.
  const account = await stage.signUp(first, 'handover');
  const onSecond = await second.call<{ id: number }>('GET', '/api/user', {
    cookie: account.cookie,
  });
  stage.check(
    onSecond.status === 200 && onSecond.body?.id === account.id,
    `signed in through ${firstPort}, GET /api/user through ${secondPort} answered ${onSecond.status}`,
  );
  console.log(
    `Session: registered and signed in through ${firstPort}; GET /api/user through ${secondPort}: ${onSecond.status} (user ${onSecond.body?.id})`,
  );

  await sealedDocuments(stage, [first, second], account);

  // Signed-in clients for the load, registered and signed in through the proxy.
  const accounts: Account[] = [];
  for (let i = 0; i < ACCOUNTS; i++) accounts.push(await stage.signUp(proxied, `load${i}`));
  console.log(`Accounts: ${accounts.length} signed in through the proxy`);

  const { result, writes, signal } = await loadWithSignal({
    url: proxied.baseUrl,
    accounts,
    connections: CONNECTIONS,
    requests: REQUESTS,
    sendSignal: () => stopped.child.kill('SIGTERM'),
  });
  const exit = await stopped.exited;
  const stoppedLog = readFileSync(stopped.logFile, 'utf8');

  // What the proxy saw, split at the signal.
  const entries = proxy.log.filter((entry) => entry.startedAt >= signal.loadStartedAt);
  const failedRequest = (entry: ProxyLogEntry) =>
    entry.error !== null || entry.status < 200 || entry.status > 299;
  const before = entries.filter((entry) => entry.startedAt < signal.at);
  const after = entries.filter((entry) => entry.startedAt >= signal.at);
  const failedBefore = before.filter(failedRequest);
  const failedAfter = after.filter(failedRequest);
  const inFlightAtSignal = before.filter(
    (entry) => entry.upstream === firstPort && (entry.endedAt === 0 || entry.endedAt > signal.at),
  );
  const downAt = proxy.upstreams.find((upstream) => upstream.port === firstPort)?.downAt;
  const sentAfterRefusal = entries.filter(
    (entry) => entry.upstream === firstPort && entry.startedAt > (downAt ?? Infinity),
  ).length;
  const servedAfter = (port: number) =>
    after.filter((entry) => entry.upstream === port && !failedRequest(entry)).length;
  const lost = await lostWrites(proxied, accounts, writes);
  const shutdownLines = ['api.stopping', 'api.stopped'].filter((event) =>
    stoppedLog.includes(`"event":"${event}"`),
  );

  console.log(`
Load: ${result.requests.total} requests through the proxy in ${(result.duration ?? 0).toFixed(1)} s, ${CONNECTIONS} connections, ${Math.round(result.requests.average)} requests/s on average, p99 ${result.latency.p99} ms
  2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}
SIGTERM to instance ${firstPort} after ${signal.answered} answers (${((signal.at - signal.loadStartedAt) / 1000).toFixed(1)} s into the load)
  requests in flight on it at the signal: ${inFlightAtSignal.length}, all finished: ${inFlightAtSignal.every((entry) => !failedRequest(entry))}
  it exited with code ${exit.code}${exit.signal ? ` (signal ${exit.signal})` : ''} ${((exit.at - signal.at) / 1000).toFixed(2)} s after the signal; its log: ${shutdownLines.join(', ') || 'no shutdown lines'}
Requests started before the signal: ${before.length}, failed: ${failedBefore.length}
Requests started after the signal: ${after.length}, failed: ${failedAfter.length} (${describeFailures(failedAfter)}), served by ${firstPort}: ${servedAfter(firstPort)} (during its drain, before it stopped listening), by ${secondPort}: ${servedAfter(secondPort)}; sent to ${firstPort} after its first refusal: ${sentAfterRefusal}
Writes: ${writes.sent} sent, ${writes.acknowledgedCount} acknowledged, on ${writes.acknowledged.size} accounts; lost: ${lost}`);
  for (const entry of failedBefore.slice(0, 5)) {
    console.error(
      `  failed before the signal: ${entry.method} ${entry.path} → ${entry.status} ${entry.error ?? ''}`,
    );
  }

  stage.check(
    exit.code === 0,
    `the stopped instance exited with ${exit.code ?? exit.signal}, not 0`,
  );
  stage.check(
    stoppedLog.includes('"event":"api.stopped"'),
    'the stopped instance did not log api.stopped',
  );
  stage.check(
    failedBefore.length === 0,
    `${failedBefore.length} request(s) that started before the signal failed`,
  );
  stage.check(lost === 0, `${lost} acknowledged write(s) are missing`);
  stage.check(
    writes.acknowledgedCount > 0 && servedAfter(other.port) > 0,
    'the load did not go on after the signal',
  );
  stage.check(
    sentAfterRefusal === 0 && failedAfter.length <= CONNECTIONS,
    'new requests were not routed away from the stopped instance',
  );
}

/**
 * Every acknowledged write is there: each account's profile holds its last acknowledged write, or
 * a later one that was sent but whose answer was lost. Answers how many accounts lost one.
 */
async function lostWrites(
  client: ApiClient,
  accounts: Account[],
  writes: Awaited<ReturnType<typeof loadWithSignal>>['writes'],
): Promise<number> {
  let lost = 0;
  for (const [index, acknowledged] of writes.acknowledged) {
    const profile = await client.call<{ bio: string }>('GET', '/api/profile', {
      cookie: accounts[index].cookie,
    });
    const stored = Number(/^write (\d+)$/.exec(profile.body?.bio ?? '')?.[1] ?? -1);
    const attempted = writes.attempted.get(index) ?? new Set();
    if (!(stored >= acknowledged && attempted.has(stored))) {
      lost++;
      console.error(
        `  account ${index}: stored write ${stored}, last acknowledged ${acknowledged}`,
      );
    }
  }
  return lost;
}

/** "2 × upstream 3501: ECONNREFUSED, 1 × ..." */
function describeFailures(entries: ProxyLogEntry[]): string {
  const kinds = new Map<string, number>();
  for (const entry of entries) {
    const kind = entry.error ?? `status ${entry.status}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return [...kinds].map(([kind, count]) => `${count} × ${kind}`).join(', ') || 'none';
}

function describe(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

function fatal(message: string): never {
  console.error(message);
  process.exit(1);
}
