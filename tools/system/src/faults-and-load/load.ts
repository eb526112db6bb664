// A bounded mixed load of signed-in clients: FAULTS_LOAD_SECONDS (30) of autocannon, 10 clients
// repeating GET /api/user, GET /api/profile, PATCH /api/profile: no 5xx, no error, no timeout;
// prints the requests served, the throughput and p50/p99.
import autocannon from 'autocannon';
import { signedInRound } from '../shared/signed-in-round';
import { signUp, type Account } from './client';
import type { Scenario } from './scenario';

const LOAD_SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 30);
const LOAD_CONNECTIONS = 10;

/** What the summary says of the load. */
export interface LoadSummary {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  serverErrors: number;
  errors: number;
  timeouts: number;
}

export const load: Scenario = {
  name: 'load',
  fault: false,
  async run({ run }) {
    console.log(
      `\n--- ${LOAD_SECONDS} s of signed-in reads and writes (${LOAD_CONNECTIONS} connections) ---`,
    );
    const accounts: Account[] = [];
    for (let i = 0; i < LOAD_CONNECTIONS; i++) accounts.push(await signUp(run.client, `load${i}`));
    let next = 0;
    // Each connection is one client: its own account, its requests one after another.
    const as = (request: autocannon.RequestParams, context: autocannon.Context) => {
      context.account ??= accounts[next++ % accounts.length];
      const account = context.account as Account;
      return {
        ...request,
        headers: { ...request.headers, cookie: account.cookie, 'x-forwarded-proto': 'https' },
      };
    };
    let writes = 0;
    const result = await autocannon({
      url: run.client.baseUrl,
      connections: LOAD_CONNECTIONS,
      pipelining: 1,
      duration: LOAD_SECONDS,
      timeout: 10,
      requests: signedInRound({ as, bio: () => `load write ${++writes}` }),
    });
    const summary: LoadSummary = {
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
    run.load = summary;
    console.log(
      `Load: ${summary.requests} requests in ${summary.seconds.toFixed(1)} s (${summary.perSecond} requests/s), p50 ${summary.p50} ms, p99 ${summary.p99} ms; 2xx ${result['2xx']}, 5xx ${summary.serverErrors}, other non-2xx ${summary.non2xx - summary.serverErrors}, errors ${summary.errors}, timeouts ${summary.timeouts}`,
    );
    run.check(
      summary.requests > 0 && summary.serverErrors === 0,
      'no 5xx under load',
      `${summary.serverErrors} 5xx`,
    );
    run.check(
      summary.non2xx === 0,
      'every request under load answered 2xx',
      `${summary.non2xx} non-2xx`,
    );
    run.check(
      summary.errors === 0 && summary.timeouts === 0,
      'no connection error or timeout under load',
      `${summary.errors} errors, ${summary.timeouts} timeouts`,
    );
    return true;
  },
};
