// The API's speed on three calls, each beside a bare node:http server answering the same bytes,
// in the same run, with the same load generator (autocannon) and settings:
//
//   npx nx run system:bench-api [-- --seconds 10] [--rounds 3] [--sqlite] [--write] [--reads]
//                                  [--signings 21]
//
// - GET /api/user, signed in: the session cookie checked, the session and the user read.
// - GET /api/consulting-agreements, signed in, with 3 signed agreements (e-sign consent first).
// - POST /api/login: argon2id at the production parameters (19456 KiB, t=2), a new session.
// - GET /api/nda/{id}/download, signed in, at 4 connections: the NDA's sealed PDF, stored when it
//   was signed (issue 16 asks for at least 0.5x the bare server sending the same bytes).
// It also signs NDAs one after another and gives the p50 and p90 of POST /api/nda, which renders,
// seals and stores the PDF in the request.
// The API runs as deployed: the built dist/apps/api/main.js, NODE_ENV=production, LOG_LEVEL=info
// (a JSON line per request, to /dev/null here), behind a trusted proxy (X-Forwarded-Proto: https),
// on a fresh MariaDB database (MARIADB_TEST_URL, created and dropped here) or, with --sqlite, a
// temporary SQLite file. The bare server answers each call's captured status, content type and
// body. Each signed-in read is also measured beside a limit server (issue 19): node:http doing the
// least a server-side session needs (the cookie's signature checked, the session id hashed, one
// prepared query for the session row joined to its user, on the same database), then answering
// the same bytes (api-speed-servers.ts), in --rounds rounds that alternate the three servers; the
// table gives the medians. Each server runs in a process of its own; this process is the load
// generator. Each server's main thread runs on the machine's fastest core and the load generator
// on another (cores.ts). --write puts the tables into docs/performance.md between the api-speed
// markers.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ORIGIN, productionApiEnv, startBuiltApi, stopBuiltApi } from '../shared/built-api';
import { ApiClient } from '../shared/http';
import { startServerProcess, type Started } from './api-speed-servers';
import { describePlacement, pinMainThread, placeOnCores, type Placement } from './cores';
import {
  fail,
  mariadbDatabase,
  signAgreement,
  signNdas,
  signUp,
  sqliteDatabase,
} from './api-speed-setup';
import { median } from './median';
import { flag, numberOption } from './options';
import { writeBetweenMarkers } from './performance-doc';

const SECONDS = numberOption('seconds', 10);
const WARMUP_SECONDS = 2;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3510);
const BARE_PORT = API_PORT + 1;
const LIMIT_PORT = API_PORT + 2;
const FLOOR_PORT = API_PORT + 3;
const PORTS = { api: API_PORT, bare: BARE_PORT, limit: LIMIT_PORT, floor: FLOOR_PORT };
/** NDAs signed one after another for the signing percentiles. */
const NDA_SIGNINGS = numberOption('signings', 21);
/**
 * Rounds of each signed-in read measured beside the limit server and the bare one: the machine's
 * speed drifts over a run (a quarter between two runs on some machines), and a ratio read from one
 * round moved by as much; the table gives the medians.
 */
const ROUNDS = numberOption('rounds', 3);
/** --reads: only the two signed-in reads (while working on them). */
const READS_ONLY = flag('reads');

interface BenchCase {
  name: string;
  method: string;
  path: string;
  cookie?: string;
  body?: string;
  connections: number;
}
/**
 * One round of a call: the API, the bare server and, for a signed-in read, the limit server and
 * the stack's floor (floorServer).
 */
interface Round {
  api: Measured;
  bare: Measured;
  limit: Measured | null;
  floor: Measured | null;
}
interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** The server process's CPU time (user and system) per answered request, when measured. */
  cpuMicros?: number;
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

async function main(): Promise<void> {
  if (!Number.isInteger(ROUNDS) || ROUNDS < 1) fail('--rounds takes a whole number of at least 1');
  const scratch = mkdtempSync(join(tmpdir(), 'consult-api-speed-'));
  const database = flag('sqlite') ? sqliteDatabase(scratch) : await mariadbDatabase();
  const env = productionApiEnv({
    port: API_PORT,
    databaseUrl: database.url,
    scratch,
    // As deployed (a JSON line per request); BENCH_LOG_LEVEL=warn shows what the request logs cost.
    env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
  });
  const client = new ApiClient(`http://127.0.0.1:${API_PORT}`, { 'user-agent': 'api-speed-bench' });
  let api: ChildProcess | undefined;
  const servers: Started[] = [];
  try {
    // BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the API under load.
    const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
    api = await startBuiltApi(env, { nodeArgs });
    const account = await signUp(client);
    const { cookie } = account;
    await client.call('POST', '/api/esign-consent', { cookie, body: { version: '2025-01' } });
    const signing = await signNdas(client, cookie, NDA_SIGNINGS);
    for (let i = 0; i < 3; i++) await signAgreement(client, cookie);
    // The calls are measured on an instance started after that data was made, as one serves them
    // after a deploy or a restart. The instance that had just rendered and sealed PDFs was warmed
    // up by them in a way a fresh one is not: V8's heap decisions differed, and a fresh instance
    // spent half as much CPU again on every read until the API turned off allocation-site
    // pretenuring (apps/api/entry/main.js; docs/performance.md, stop 52).
    await stopBuiltApi(api);
    api = await startBuiltApi(env, { nodeArgs });

    const cases: BenchCase[] = [
      {
        name: 'GET /api/user (signed in)',
        method: 'GET',
        path: '/api/user',
        cookie,
        connections: 10,
      },
      {
        name: 'GET /api/consulting-agreements (signed in, 3 agreements)',
        method: 'GET',
        path: '/api/consulting-agreements',
        cookie,
        connections: 10,
      },
      {
        name: 'GET /api/nda/{id}/download (signed in, the stored sealed PDF)',
        method: 'GET',
        path: `/api/nda/${signing.lastId}/download`,
        cookie,
        connections: 4,
      },
      {
        name: 'POST /api/login (argon2id, production parameters)',
        method: 'POST',
        path: '/api/login',
        body: JSON.stringify({ username: account.username, password: account.password }),
        connections: 4,
      },
    ];

    // Each server measured on the same core, the load on another (cores.ts).
    const placement = placeOnCores();
    console.error(`Cores: ${describePlacement(placement)}.`);
    if (placement) pinMainThread(process.pid, placement.load);

    const rows = [];
    for (const benchCase of READS_ONLY ? cases.slice(0, 2) : cases) {
      const answer = await client.call(benchCase.method, benchCase.path, {
        cookie: benchCase.cookie,
        rawBody: benchCase.body,
      });
      if (answer.status !== 200) fail(`${benchCase.name} answered ${answer.status} ${answer.text}`);
      const sample = {
        status: answer.status,
        contentType: answer.headers.get('content-type') ?? 'application/json',
        bytes: answer.bytes,
      };
      const withLimit = benchCase.cookie !== undefined && benchCase.connections === 10;
      const pids: Partial<Record<keyof Round, number>> = { api: api.pid };
      const bare = await startServerProcess('bare', BARE_PORT, sample);
      servers.push(bare);
      pids.bare = bare.pid;
      if (withLimit) {
        const options = {
          databaseUrl: database.url,
          sessionSecret: env.SESSION_SECRET,
          path: benchCase.path,
        };
        for (const kind of ['limit', 'floor'] as const) {
          const started = await startServerProcess(kind, PORTS[kind], sample, options);
          servers.push(started);
          pids[kind] = started.pid;
        }
      }
      const rounds: Round[] = [];
      for (let round = 0; round < (withLimit ? ROUNDS : 1); round++) {
        // The API first in one round and last in the next, so that a drift of the machine's load
        // falls on the API and its references alike.
        const measured: Partial<Record<keyof Round, Measured>> = {};
        const sides: Array<keyof Round> = withLimit
          ? ['api', 'limit', 'floor', 'bare']
          : ['api', 'bare'];
        for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
          measured[side] = await measure(PORTS[side], benchCase, pids[side], placement);
        }
        const {
          api: apiResult,
          bare: bareResult,
          limit: limitResult = null,
          floor: floorResult = null,
        } = measured as Round;
        rounds.push({ api: apiResult, bare: bareResult, limit: limitResult, floor: floorResult });
        console.error(
          `${benchCase.name}${withLimit ? `, round ${round + 1} of ${ROUNDS}` : ''}: API ${Math.round(apiResult.rps)} req/s p99 ${apiResult.p99} ms (${apiResult.cpuMicros} µs of CPU a request); bare ${Math.round(bareResult.rps)} req/s p99 ${bareResult.p99} ms${limitResult ? `; limit ${Math.round(limitResult.rps)} req/s p99 ${limitResult.p99} ms (${limitResult.cpuMicros} µs), API / limit ${(apiResult.rps / limitResult.rps).toFixed(3)}` : ''}${limitResult && floorResult ? `; floor ${Math.round(floorResult.rps)} req/s (${floorResult.cpuMicros} µs), floor / limit ${(floorResult.rps / limitResult.rps).toFixed(3)}, API / floor ${(apiResult.rps / floorResult.rps).toFixed(3)}` : ''}`,
        );
      }
      for (const started of servers.splice(0)) await started.close();
      rows.push({ benchCase, bytes: sample.bytes.length, ...medianOf(rounds) });
    }

    const table = [
      '| call | body | connections | API req/s | API p50 | API p99 | bare `node:http` req/s | bare p99 | API / bare | limit server req/s | limit p99 | API / limit | floor req/s | floor / limit | API / floor |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        ({
          benchCase,
          bytes,
          apiResult,
          bareResult,
          limitResult,
          floorResult,
          bareRatio,
          limitRatio,
          floorOfLimit,
          floorRatio,
        }) =>
          `| \`${benchCase.method} ${benchCase.path}\`${benchCase.cookie ? ' (signed in)' : ''} | ${bytes} B | ${benchCase.connections} | ${Math.round(apiResult.rps)} | ${apiResult.p50} ms | ${apiResult.p99} ms | ${Math.round(bareResult.rps)} | ${bareResult.p99} ms | ${bareRatio.toFixed(3)} | ${
            limitResult &&
            floorResult &&
            limitRatio !== null &&
            floorOfLimit !== null &&
            floorRatio !== null
              ? `${Math.round(limitResult.rps)} | ${limitResult.p99} ms | ${limitRatio.toFixed(3)} | ${Math.round(floorResult.rps)} | ${floorOfLimit.toFixed(3)} | ${floorRatio.toFixed(3)}`
              : '— | — | — | — | — | —'
          } |`,
      ),
    ].join('\n');
    const header = `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.versions.node}, ${database.label}, ${SECONDS} s per measurement after ${WARMUP_SECONDS} s of warm-up; each signed-in read measured beside its limit server and the stack's floor in ${ROUNDS} round${ROUNDS === 1 ? '' : 's'} (the API first in one round, last in the next), its figures the median of the rounds', each ratio the median of the rounds' ratios; ${describePlacement(placement)}.`;
    const signingLine = `Signing an NDA (\`POST /api/nda\`: the record, then the PDF rendered, sealed with the firm's certificate and stored, in the request), ${NDA_SIGNINGS} one after another: p50 ${signing.p50} ms, p90 ${signing.p90} ms; the sealed PDF is ${signing.bytes} bytes.`;
    const report = `${header}\n\n${table}\n\n${signingLine}`;
    console.log(`\n${report}`);

    if (flag('write')) {
      writeBetweenMarkers('api-speed', report, '\n\n');
      console.log('\nWritten to docs/performance.md');
    }
  } finally {
    for (const started of servers) await started.close();
    await stopBuiltApi(api);
    await database.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * A call's rounds in one: each server's median rate and latencies, and the median of the rounds'
 * ratios (not the ratio of the medians: each ratio is of two measurements taken side by side).
 */
function medianOf(rounds: Round[]) {
  const side = (pick: (round: Round) => Measured): Measured => {
    const all = rounds.map(pick);
    const cpu = all.map((one) => one.cpuMicros).filter((value) => value !== undefined);
    return {
      rps: median(all.map((one) => one.rps)),
      p50: median(all.map((one) => one.p50)),
      p99: median(all.map((one) => one.p99)),
      ...(cpu.length > 0 ? { cpuMicros: Math.round(median(cpu)) } : {}),
    };
  };
  const limited = rounds.filter(
    (round): round is Round & { limit: Measured; floor: Measured } =>
      round.limit !== null && round.floor !== null,
  );
  const ratio = (of: (round: (typeof limited)[number]) => number) =>
    limited.length > 0 ? median(limited.map(of)) : null;
  return {
    apiResult: side((round) => round.api),
    bareResult: side((round) => round.bare),
    limitResult: limited.length > 0 ? side((round) => round.limit as Measured) : null,
    floorResult: limited.length > 0 ? side((round) => round.floor as Measured) : null,
    bareRatio: median(rounds.map((round) => round.api.rps / round.bare.rps)),
    limitRatio: ratio((round) => round.api.rps / round.limit.rps),
    floorOfLimit: ratio((round) => round.floor.rps / round.limit.rps),
    floorRatio: ratio((round) => round.api.rps / round.floor.rps),
  };
}

/**
 * Warm-up, then the measured run; requests per second and latency percentiles, and, for a server
 * in its own process (`pid`), the CPU time it spent per request: a second view of the same run
 * when two builds are compared. On a machine whose speed varies it moves too (docs/performance.md,
 * "API", stop 41), so compare builds by rounds, one after the other.
 */
async function measure(
  port: number,
  { method, path, cookie, body, connections }: BenchCase,
  pid?: number,
  placement: Placement | null = null,
): Promise<Measured> {
  if (pid !== undefined && placement) pinMainThread(pid, placement.server);
  const options = {
    url: `http://127.0.0.1:${port}${path}`,
    method,
    connections,
    pipelining: 1,
    headers: {
      'x-forwarded-proto': 'https',
      ...(cookie ? { cookie } : {}),
      ...(body ? { origin: ORIGIN, 'content-type': 'application/json' } : {}),
    },
    body,
  };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const cpuBefore = pid === undefined ? 0 : cpuTicks(pid);
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpuAfter = pid === undefined ? 0 : cpuTicks(pid);
  if (result.non2xx || result.errors) {
    fail(`${method} ${path} on ${port}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ...(pid === undefined
      ? {}
      : {
          cpuMicros: Math.round(
            ((cpuAfter - cpuBefore) * 1e6) / CLOCK_TICKS / result.requests.total,
          ),
        }),
  };
}

/** Linux's clock ticks a second (USER_HZ), the unit of /proc/<pid>/stat's times. */
const CLOCK_TICKS = 100;

/** A process's user and system CPU time so far, in clock ticks (/proc/<pid>/stat). */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
