// The database is killed under traffic (SIGKILL): every request answers 200 or a JSON 503 with
// Retry-After within seconds, never a 500 or a hang, and readiness answers 503. The server is
// started again on the same data directory and the same API process serves again by itself;
// every write acknowledged before the crash is there.
import { randomBytes } from 'node:crypto';
import type { Answer, ApiClient } from '../shared/http';
import { describeAnswer } from '../shared/http';
import { seconds, sleep } from '../shared/workspace';
import {
  countBy,
  describeCounts,
  isUnavailable,
  signUp,
  UNAVAILABLE,
  type Account,
} from './client';
import { SETTINGS } from './harness';
import type { Scenario } from './scenario';

/** How long the database stays down. */
const OUTAGE_MS = 4_000;

export const databaseOutage: Scenario = {
  name: 'database-outage',
  fault: true,
  async run({ run }) {
    console.log('\n--- The database is killed under traffic and started again ---');
    const { client } = run;
    const { outageMaxLatencyMs: maxMs } = SETTINGS;
    const failedBefore = run.checks.failed;
    const writers: Account[] = [];
    for (let i = 0; i < 4; i++) writers.push(await signUp(client, `outage${i}`));
    const sentinel = `before the outage ${randomBytes(4).toString('hex')}`;
    const acknowledged = await client.call('PATCH', '/api/profile', {
      cookie: writers[0].cookie,
      body: { bio: sentinel },
    });
    run.check(
      acknowledged.status === 200,
      'a write is acknowledged before the outage',
      `${acknowledged.status}`,
    );

    // Signed-in clients keep reading and writing through the outage, one request at a time each.
    const traffic = startTraffic(client, writers.slice(1));
    await sleep(1000);
    const database = required(run.database, 'the database');
    const api = required(run.api, 'the API');
    const apiPid = api.child.pid;
    const killedAt = performance.now();
    database.child.kill('SIGKILL');
    await database.exited;
    console.log(`MariaDB killed (SIGKILL) with ${traffic.inFlight()} request(s) in flight`);

    // What a client sees while it is down.
    const cookie = writers[0].cookie;
    const probes: [string, () => Promise<Answer>][] = [
      ['GET /api/profile', () => client.call('GET', '/api/profile', { cookie })],
      [
        'PATCH /api/profile',
        () => client.call('PATCH', '/api/profile', { cookie, body: { bio: 'lost' } }),
      ],
      ['GET /api/user', () => client.call('GET', '/api/user', { cookie })],
      [
        'POST /api/login',
        () =>
          client.call('POST', '/api/login', {
            body: { username: writers[0].username, password: writers[0].password },
          }),
      ],
      // The session store fails in a Fastify hook, before any controller: the same answer.
      ['POST /api/logout', () => client.call('POST', '/api/logout', { cookie, body: {} })],
      ['GET /api/health', () => client.call('GET', '/api/health')],
    ];
    for (const [name, probe] of probes) {
      const answer = await probe();
      run.check(
        isUnavailable(answer, UNAVAILABLE.service) && answer.ms < maxMs,
        `with the database down, ${name} answers 503 with Retry-After and a clear message (${answer.ms} ms)`,
        describeAnswer(answer),
      );
    }
    const notReady = await client.call<ReadyBody>('GET', '/api/health/ready');
    run.check(
      notReady.status === 503 &&
        notReady.body?.checks?.database?.status === 'failed' &&
        notReady.ms < maxMs,
      `with the database down, readiness answers 503 (${notReady.body?.message ?? ''})`,
      describeAnswer(notReady),
    );

    const downFor = OUTAGE_MS - (performance.now() - killedAt);
    if (downFor > 0) await sleep(downFor);
    run.database = await run.startDatabase();
    const restartedAt = performance.now();
    console.log(
      `MariaDB started again on the same data directory after ${seconds(killedAt)} s down`,
    );

    let recoveredMs: number | null = null;
    while (performance.now() - restartedAt < SETTINGS.recoveryLimitMs) {
      const ready = await client.call('GET', '/api/health/ready');
      if (ready.status === 200) {
        recoveredMs = Math.round(performance.now() - restartedAt);
        break;
      }
      await sleep(200);
    }
    const recoveredAt = performance.now();
    run.check(
      recoveredMs !== null &&
        run.api === api &&
        api.child.pid === apiPid &&
        api.child.exitCode === null,
      `the same API process is ready again ${recoveredMs} ms after the database is back (no restart)`,
      recoveredMs === null ? 'never ready' : 'the API process changed',
    );
    await sleep(1000);
    const outcome = await traffic.stop();

    const during = outcome.answers;
    const statuses = countBy(during, (a) => a.error ?? a.status);
    const bad = during.filter((a) => !(a.status === 200 || isUnavailable(a, UNAVAILABLE.service)));
    const slowest = Math.max(...during.map((a) => a.ms));
    const afterRecovery = during.filter((a) => a.startedAt > recoveredAt);
    console.log(
      `Traffic through the outage: ${during.length} requests (${describeCounts(statuses)}), slowest ${slowest} ms`,
    );
    run.check(
      bad.length === 0,
      'through the outage every request answered 200 or a JSON 503 with Retry-After (never a 500)',
      bad.slice(0, 3).map(describeAnswer).join('; '),
    );
    run.check(
      during.some((a) => a.status === 503) && slowest < maxMs,
      `no request hung: the slowest took ${slowest} ms (limit ${maxMs} ms)`,
      `503s: ${during.filter((a) => a.status === 503).length}`,
    );
    run.check(
      afterRecovery.length > 0 && afterRecovery.every((a) => a.status === 200),
      `after the recovery every request succeeded (${afterRecovery.length})`,
      describeCounts(countBy(afterRecovery, (a) => a.error ?? a.status)),
    );

    // Durability: what was acknowledged before the crash is in the restarted database.
    const read = await client.call<{ bio: string }>('GET', '/api/profile', { cookie });
    run.check(
      read.status === 200 && read.body?.bio === sentinel,
      'the write acknowledged before the crash is there after it (and the session too)',
      describeAnswer(read),
    );
    let lost = 0;
    for (const writer of outcome.writers) {
      if (writer.acknowledged === 0) continue;
      const profile = await client.call<{ bio: string }>('GET', '/api/profile', {
        cookie: writer.account.cookie,
      });
      const stored = Number(/^write (\d+)$/.exec(profile.body?.bio ?? '')?.[1] ?? -1);
      if (!(stored >= writer.acknowledged && writer.attempted.has(stored))) lost++;
    }
    const acknowledgedCount = outcome.writers.reduce((n, w) => n + w.acknowledgedCount, 0);
    run.check(
      lost === 0,
      `every write acknowledged during the traffic is stored (${acknowledgedCount} acknowledged)`,
      `${lost} account(s) lost an acknowledged write`,
    );
    return run.checks.failed === failedBefore;
  },
};

/** What readiness answers: each check's status. */
export interface ReadyBody {
  checks: { database?: { status: string } };
}

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what} is not running`);
  return value;
}

/** One writer of the traffic: its account, and the writes it sent and saw acknowledged. */
interface Writer {
  account: Account;
  /** The highest write acknowledged. */
  acknowledged: number;
  acknowledgedCount: number;
  attempted: Set<number>;
}

/**
 * Sequential readers and writers, one per account, until stopped: GET /api/profile,
 * PATCH /api/profile (bio "write N"), GET /api/user, again and again.
 */
function startTraffic(client: ApiClient, accounts: Account[]) {
  let running = true;
  let inFlight = 0;
  let serial = 0;
  const answers: (Answer & { startedAt: number })[] = [];
  const writers: Writer[] = accounts.map((account) => ({
    account,
    acknowledged: 0,
    acknowledgedCount: 0,
    attempted: new Set(),
  }));
  const loops = writers.map(async (writer) => {
    const cookie = writer.account.cookie;
    for (let step = 0; running; step++) {
      const kind = step % 3;
      const startedAt = performance.now();
      inFlight++;
      let answer: Answer;
      if (kind === 1) {
        const write = ++serial;
        writer.attempted.add(write);
        answer = await client.call('PATCH', '/api/profile', {
          cookie,
          body: { bio: `write ${write}` },
        });
        if (answer.status === 200 && answer.body?.bio === `write ${write}`) {
          writer.acknowledged = Math.max(writer.acknowledged, write);
          writer.acknowledgedCount++;
        }
      } else {
        answer = await client.call('GET', kind === 0 ? '/api/profile' : '/api/user', { cookie });
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
