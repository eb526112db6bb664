// The database freezes (SIGSTOP): it accepts connections but answers nothing. The health checks
// say so within seconds instead of hanging; a signed-in read and a write are answered 503 at the
// request deadline; and all is well once it thaws (SIGCONT).
import { readFileSync } from 'node:fs';
import { describeAnswer, type Answer } from '../shared/http';
import { seconds, sleep } from '../shared/workspace';
import { isUnavailable, UNAVAILABLE } from './client';
import type { ReadyBody } from './database-outage';
import { SETTINGS } from './harness';
import type { Scenario } from './scenario';

export const databaseFrozen: Scenario = {
  name: 'database-frozen',
  fault: true,
  async run({ run, owner }) {
    console.log('\n--- The database freezes (SIGSTOP) and thaws (SIGCONT) ---');
    const { client } = run;
    const { outageMaxLatencyMs: maxMs, requestDeadlineMs } = SETTINGS;
    const failedBefore = run.checks.failed;
    const database = run.database;
    if (!database?.child.pid) throw new Error('the database is not running');
    database.child.kill('SIGSTOP');
    // The signal takes effect when the kernel next schedules the server's threads: a query sent
    // at once may still be answered (a readiness check was, in 4 ms). Ask only once it is stopped.
    await untilStopped(database.child.pid);
    const [notReady, notLive, read, write] = await Promise.all([
      client.call<ReadyBody>('GET', '/api/health/ready'),
      client.call('GET', '/api/health'),
      client.call('GET', '/api/user', { cookie: owner.cookie }),
      client.call('PATCH', '/api/profile', {
        cookie: owner.cookie,
        body: { bio: 'written while frozen' },
      }),
    ]);
    database.child.kill('SIGCONT');
    for (const [name, answer] of [
      ['a signed-in read', read],
      ['a write', write],
    ] as [string, Answer][]) {
      run.check(
        isUnavailable(answer, UNAVAILABLE.service) && answer.ms < requestDeadlineMs + maxMs,
        `with the database frozen, ${name} answers 503 with Retry-After by the ${requestDeadlineMs / 1000} s request deadline (${answer.ms} ms)`,
        describeAnswer(answer),
      );
    }
    run.check(
      notReady.status === 503 &&
        notReady.body?.checks?.database?.status === 'failed' &&
        notReady.ms < maxMs,
      `with the database frozen, readiness answers 503 in ${notReady.ms} ms instead of hanging`,
      describeAnswer(notReady),
    );
    run.check(
      isUnavailable(notLive, UNAVAILABLE.service) && notLive.ms < maxMs,
      `with the database frozen, liveness answers 503 with Retry-After in ${notLive.ms} ms`,
      describeAnswer(notLive),
    );
    const thawedAt = performance.now();
    let ready: Answer | null = null;
    while (performance.now() - thawedAt < SETTINGS.recoveryLimitMs) {
      ready = await client.call('GET', '/api/health/ready');
      if (ready.status === 200) break;
      await sleep(200);
    }
    run.check(
      ready?.status === 200,
      `once it thaws, readiness answers 200 (after ${seconds(thawedAt)} s)`,
      ready ? describeAnswer(ready) : '',
    );
    const served = await client.call<{ username: string }>('GET', '/api/user', {
      cookie: owner.cookie,
    });
    run.check(
      served.status === 200 && served.body?.username === owner.username,
      'once it thaws, the signed-in read is served again',
      describeAnswer(served),
    );
    return run.checks.failed === failedBefore;
  },
};

/** Resolves once the process is stopped (state T in /proc), within a second. */
async function untilStopped(pid: number): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < 1000) {
    // /proc/<pid>/stat: "pid (name) state ...", the name in parentheses may hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('T')) return;
    await sleep(5);
  }
  throw new Error(`process ${pid} did not stop within a second of SIGSTOP`);
}
