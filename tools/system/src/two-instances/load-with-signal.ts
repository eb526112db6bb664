// The load of the two-instance stage, and the signal part-way through it: each autocannon
// connection repeats GET /api/user, GET /api/profile, PATCH /api/profile as one account, taken
// from a pool for the round and given back after the write's answer, so one account's writes
// never overlap and its last acknowledged write is the one that must be stored. After a third of
// the requests have been answered, the first instance gets SIGTERM.
import autocannon from 'autocannon';
import { signedInRound } from '../shared/signed-in-round';
import type { Account } from './stage';

/** The writes sent, and per account (its index) the writes attempted and the last acknowledged. */
export interface Writes {
  sent: number;
  acknowledgedCount: number;
  acknowledged: Map<number, number>;
  attempted: Map<number, Set<number>>;
}

/** When the signal was sent (performance.now()), after how many answers, and the load's start. */
export interface Signal {
  at: number;
  answered: number;
  loadStartedAt: number;
}

export function loadWithSignal({
  url,
  accounts,
  connections,
  requests,
  sendSignal,
}: {
  url: string;
  accounts: Account[];
  connections: number;
  requests: number;
  sendSignal: () => void;
}): Promise<{ result: autocannon.Result; writes: Writes; signal: Signal }> {
  const signalAfter = Math.round(requests / 3);
  const free = accounts.map((_, index) => index);
  const writes: Writes = {
    sent: 0,
    acknowledgedCount: 0,
    acknowledged: new Map(),
    attempted: new Map(),
  };
  /** Which account each write was for. */
  const writeAccount = new Map<number, number>();
  const signal: Signal = { at: Infinity, answered: 0, loadStartedAt: performance.now() };
  let answered = 0;
  // A connection takes a free account for a round (read, read, write) and gives it back when the
  // write is answered.
  const accountOf = (context: autocannon.Context) => {
    context.account ??= free.shift();
    return context.account as number | undefined;
  };
  const as = (request: autocannon.RequestParams, context: autocannon.Context) => {
    const index = accountOf(context);
    return index === undefined
      ? null
      : { ...request, headers: { ...request.headers, cookie: accounts[index].cookie } };
  };

  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        pipelining: 1,
        amount: requests,
        timeout: 20,
        requests: signedInRound({
          as,
          bio: (context) => {
            const index = context.account as number | undefined;
            if (index === undefined) return null;
            const write = ++writes.sent;
            writeAccount.set(write, index);
            const attempted = writes.attempted.get(index) ?? new Set<number>();
            attempted.add(write);
            writes.attempted.set(index, attempted);
            return `write ${write}`;
          },
          // The answer names its write (the stored profile's bio): that, not the connection's
          // state, says which write was acknowledged. The account is free again.
          onWrite: (status, body, context) => {
            const write = writeOf(body);
            const owner = write === null ? undefined : writeAccount.get(write);
            if (status === 200 && write !== null && owner !== undefined) {
              writes.acknowledgedCount++;
              writes.acknowledged.set(owner, Math.max(writes.acknowledged.get(owner) ?? 0, write));
            }
            if (context.account !== undefined) free.push(context.account as number);
            context.account = undefined;
          },
        }),
      },
      (error, result) => (error ? reject(error) : resolve({ result, writes, signal })),
    );
    instance.on('response', () => {
      answered++;
      if (answered === signalAfter) {
        signal.at = performance.now();
        signal.answered = answered;
        sendSignal();
      }
    });
  });
}

/** The write a PATCH /api/profile answer names ("write N" as the bio), if it names one. */
function writeOf(body: string): number | null {
  try {
    const bio = (JSON.parse(body) as { bio?: unknown }).bio;
    const match = typeof bio === 'string' ? /^write (\d+)$/.exec(bio) : null;
    return match ? Number(match[1]) : null;
  } catch {
    // a 502 from the proxy, or an error body
    return null;
  }
}
