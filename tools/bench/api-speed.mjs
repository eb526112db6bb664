#!/usr/bin/env node
// The API's speed on three calls, each beside a bare node:http server answering the same bytes,
// in the same run, with the same load generator (autocannon) and settings:
//
//   npx nx run api:build && node tools/bench/api-speed.mjs [--seconds 10] [--sqlite] [--write]
//                                                          [--reads] [--signings 21]
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
// the same bytes. --write puts the tables into docs/performance.md between the api-speed markers.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  agreementRequest,
  loadAutocannon,
  ndaRequest,
  ORIGIN,
  productionApiEnv,
  registration,
  SESSION_COOKIE,
  sessionCookie,
  startBuiltApi,
  stopBuiltApi,
  TEST_PASSWORD,
} from '../scripts/built-api.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(argv[index + 1]);
};
const SECONDS = option('seconds', 10);
const WARMUP_SECONDS = 2;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3510);
const BARE_PORT = API_PORT + 1;
const LIMIT_PORT = API_PORT + 2;
const useSqlite = argv.includes('--sqlite');
/** NDAs signed one after another for the signing percentiles. */
const NDA_SIGNINGS = option('signings', 21);
/** --reads: only the two signed-in reads (while working on them). */
const READS_ONLY = argv.includes('--reads');

let autocannon;
try {
  autocannon = loadAutocannon();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const scratch = mkdtempSync(join(tmpdir(), 'consult-api-speed-'));
const database = useSqlite ? sqliteDatabase() : await mariadbDatabase();
const env = productionApiEnv({
  port: API_PORT,
  databaseUrl: database.url,
  scratch,
  // As deployed (a JSON line per request); BENCH_LOG_LEVEL=warn shows what the request logs cost.
  env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
});
let api;
let bare;
let limit;
try {
  // BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the API under load.
  api = await startBuiltApi(env, {
    nodeArgs: (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
  });

  const client = await signUp();
  await call('POST', '/api/esign-consent', { cookie: client.cookie, body: { version: '2025-01' } });
  const signing = await signNdas(client, NDA_SIGNINGS);
  for (let i = 0; i < 3; i++) {
    const signed = await call('POST', '/api/consulting-agreement', {
      cookie: client.cookie,
      body: agreement(),
    });
    if (signed.status !== 201)
      fail(`signing an agreement answered ${signed.status} ${signed.text}`);
  }

  const cases = [
    {
      name: 'GET /api/user (signed in)',
      method: 'GET',
      path: '/api/user',
      cookie: client.cookie,
      connections: 10,
    },
    {
      name: 'GET /api/consulting-agreements (signed in, 3 agreements)',
      method: 'GET',
      path: '/api/consulting-agreements',
      cookie: client.cookie,
      connections: 10,
    },
    {
      name: 'GET /api/nda/{id}/download (signed in, the stored sealed PDF)',
      method: 'GET',
      path: `/api/nda/${signing.lastId}/download`,
      cookie: client.cookie,
      connections: 4,
    },
    {
      name: 'POST /api/login (argon2id, production parameters)',
      method: 'POST',
      path: '/api/login',
      body: JSON.stringify({ username: client.username, password: client.password }),
      connections: 4,
    },
  ];

  const rows = [];
  for (const benchCase of READS_ONLY ? cases.slice(0, 2) : cases) {
    const sample = await call(benchCase.method, benchCase.path, {
      cookie: benchCase.cookie,
      rawBody: benchCase.body,
    });
    if (sample.status !== 200) fail(`${benchCase.name} answered ${sample.status} ${sample.text}`);
    bare = await bareServer(sample);
    const apiResult = await measure(API_PORT, benchCase);
    const bareResult = await measure(BARE_PORT, benchCase);
    await new Promise((resolve) => bare.close(resolve));
    bare = null;
    let limitResult = null;
    if (benchCase.cookie && benchCase.connections === 10) {
      limit = await limitServer(sample);
      limitResult = await measure(LIMIT_PORT, benchCase);
      await limit.close();
      limit = null;
    }
    rows.push({ benchCase, bytes: sample.bytes.length, apiResult, bareResult, limitResult });
    console.error(
      `${benchCase.name}: API ${Math.round(apiResult.rps)} req/s p99 ${apiResult.p99} ms; bare ${Math.round(bareResult.rps)} req/s p99 ${bareResult.p99} ms${limitResult ? `; limit ${Math.round(limitResult.rps)} req/s p99 ${limitResult.p99} ms` : ''}`,
    );
  }

  const table = [
    '| call | body | connections | API req/s | API p50 | API p99 | bare `node:http` req/s | bare p99 | API / bare | limit server req/s | limit p99 | API / limit |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ benchCase, bytes, apiResult, bareResult, limitResult }) =>
        `| \`${benchCase.method} ${benchCase.path}\`${benchCase.cookie ? ' (signed in)' : ''} | ${bytes} B | ${benchCase.connections} | ${Math.round(apiResult.rps)} | ${apiResult.p50} ms | ${apiResult.p99} ms | ${Math.round(bareResult.rps)} | ${bareResult.p99} ms | ${(apiResult.rps / bareResult.rps).toFixed(3)} | ${limitResult ? `${Math.round(limitResult.rps)} | ${limitResult.p99} ms | ${(apiResult.rps / limitResult.rps).toFixed(3)}` : '— | — | —'} |`,
    ),
  ].join('\n');
  const header = `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.versions.node}, ${database.label}, ${SECONDS} s per measurement after ${WARMUP_SECONDS} s of warm-up.`;
  const signingLine = `Signing an NDA (\`POST /api/nda\`: the record, then the PDF rendered, sealed with the firm's certificate and stored, in the request), ${NDA_SIGNINGS} one after another: p50 ${signing.p50} ms, p90 ${signing.p90} ms; the sealed PDF is ${signing.bytes} bytes.`;
  const report = `${header}\n\n${table}\n\n${signingLine}`;
  console.log(`\n${report}`);

  if (argv.includes('--write')) {
    const docPath = join(root, 'docs/performance.md');
    const doc = readFileSync(docPath, 'utf8');
    const marked = /<!-- api-speed:start -->[\s\S]*<!-- api-speed:end -->/;
    if (!marked.test(doc)) fail('docs/performance.md has no api-speed markers');
    writeFileSync(
      docPath,
      doc.replace(marked, `<!-- api-speed:start -->\n\n${report}\n\n<!-- api-speed:end -->`),
    );
    console.log('\nWritten to docs/performance.md');
  }
} finally {
  if (bare) await new Promise((resolve) => bare.close(resolve));
  if (limit) await limit.close();
  await stopBuiltApi(api);
  await database.drop();
  rmSync(scratch, { recursive: true, force: true });
}

/** Warm-up, then the measured run; requests per second and latency percentiles. */
async function measure(port, { method, path, cookie, body, connections }) {
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
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx || result.errors) {
    fail(`${method} ${path} on ${port}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** A bare node:http server answering the API's captured status, content type and body. */
function bareServer(sample) {
  const body = sample.bytes;
  const headers = { 'content-type': sample.contentType, 'content-length': body.length };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(sample.status, headers);
      res.end(body);
    });
  });
  return new Promise((resolve) => server.listen(BARE_PORT, '127.0.0.1', () => resolve(server)));
}

/**
 * The limit server: what any server keeping sessions in this database must do for a signed-in
 * read, and nothing more. It checks the cookie's signature (HMAC-SHA256, as @fastify/cookie signs
 * it, with the API's secret), hashes the session id (SHA-256: the key the API stores it under),
 * runs one prepared query for the session row joined to its user (the role read from the
 * database, as the API must), refuses an unknown or expired session with 401, and answers the
 * API's captured bytes.
 */
async function limitServer(sample) {
  const { unsign } = require('@fastify/cookie');
  const { createHash } = await import('node:crypto');
  const SQL =
    'SELECT s.expiresAt, s.lastSeenAt, s.rememberMe, u.id, u.isAdmin FROM sessions s JOIN users u ON u.id = s.userId WHERE s.id = ?';
  const lookup = await sessionLookup(SQL);
  const body = sample.bytes;
  const headers = { 'content-type': sample.contentType, 'content-length': body.length };
  const server = createServer((req, res) => {
    const pair = (req.headers.cookie ?? '')
      .split(/;\s*/)
      .find((part) => part.startsWith(`${SESSION_COOKIE}=`));
    const signed = pair
      ? unsign(decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)), env.SESSION_SECRET)
      : null;
    if (!signed?.valid) return refuse(res);
    const id = createHash('sha256').update(signed.value, 'utf8').digest('hex');
    lookup(id).then(
      (row) => {
        if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return refuse(res);
        res.writeHead(sample.status, headers);
        res.end(body);
      },
      () => {
        res.writeHead(503);
        res.end();
      },
    );
  });
  await new Promise((resolve) => server.listen(LIMIT_PORT, '127.0.0.1', resolve));
  return {
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await lookup.end();
    },
  };
}

function refuse(res) {
  res.writeHead(401, { 'content-type': 'application/json' });
  res.end('{"message":"Not authenticated"}');
}

/** One prepared statement on the bench's database: a mysql2 pool of 10, or better-sqlite3. */
async function sessionLookup(sql) {
  if (useSqlite) {
    const Database = require('better-sqlite3');
    const db = new Database(database.url.slice('sqlite:'.length), { readonly: true });
    const statement = db.prepare(sql);
    const lookup = async (id) => statement.get(id);
    lookup.end = async () => db.close();
    return lookup;
  }
  const { createPool } = require('mysql2/promise');
  const url = new URL(database.url);
  const pool = createPool({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
    database: url.pathname.slice(1),
    connectionLimit: 10,
  });
  const lookup = async (id) => (await pool.execute(sql, [id]))[0][0];
  lookup.end = () => pool.end();
  return lookup;
}

async function signUp() {
  const username = `bench_${randomBytes(4).toString('hex')}`;
  const registered = await call('POST', '/api/register', { body: registration(username) });
  if (registered.status !== 201)
    fail(`registration answered ${registered.status} ${registered.text}`);
  const login = await call('POST', '/api/login', { body: { username, password: TEST_PASSWORD } });
  const cookie = sessionCookie(login.setCookie);
  if (login.status !== 200 || !cookie) fail(`sign-in answered ${login.status} ${login.text}`);
  return { username, password: TEST_PASSWORD, cookie };
}

/**
 * Signs `count` NDAs one after another, each rendered, sealed and stored in its request; answers
 * the p50 and p90 in ms, the last one's id and its stored PDF's size.
 */
async function signNdas(client, count) {
  const times = [];
  let lastId = null;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const signed = await call('POST', '/api/nda', { cookie: client.cookie, body: ndaRequest() });
    times.push(performance.now() - started);
    if (signed.status !== 201) fail(`signing an NDA answered ${signed.status} ${signed.text}`);
    lastId = JSON.parse(signed.text).id;
  }
  const download = await call('GET', `/api/nda/${lastId}/download`, { cookie: client.cookie });
  if (download.status !== 200) fail(`the NDA's download answered ${download.status}`);
  // The first signing also starts Chromium: left out of the percentiles.
  const sorted = times.slice(1).sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return { p50: at(0.5), p90: at(0.9), lastId, bytes: download.bytes.length };
}

/** A consulting agreement: one fixed-fee project and a monthly service. */
function agreement() {
  return agreementRequest([
    {
      name: 'Corporate Advisory',
      subServices: ['Due Diligence'],
      paymentType: 'project',
      fee: 5500,
    },
    {
      name: 'Digital Solutions',
      subServices: ['Cloud Migration', 'AI Adoption'],
      paymentType: 'monthly',
      fee: 5000,
      months: 6,
    },
  ]);
}

async function call(method, path, { body, rawBody, cookie } = {}) {
  const headers = { 'x-forwarded-proto': 'https', 'user-agent': 'api-speed-bench' };
  if (cookie) headers.cookie = cookie;
  const payload = rawBody ?? (body ? JSON.stringify(body) : undefined);
  if (method !== 'GET') headers.origin = ORIGIN;
  if (payload) headers['content-type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${API_PORT}${path}`, {
    method,
    headers,
    body: payload,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/json',
    setCookie: response.headers.getSetCookie(),
    bytes,
    text: bytes.toString('utf8'),
  };
}

function sqliteDatabase() {
  const file = join(scratch, 'api.sqlite');
  return { url: `sqlite:${file}`, label: 'SQLite (a temporary file)', drop: async () => undefined };
}

async function mariadbDatabase() {
  const { createConnection } = require('mysql2/promise');
  const server = new URL(process.env.MARIADB_TEST_URL ?? 'mariadb://root@127.0.0.1:3306');
  const name = `consult_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const connect = () =>
    createConnection({
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username || 'root'),
      password: decodeURIComponent(server.password),
    });
  const connection = await connect();
  let version;
  try {
    await connection.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    const [rows] = await connection.query('SELECT VERSION() AS version');
    version = String(rows[0].version).split('-')[0];
  } finally {
    await connection.end();
  }
  const auth = server.username
    ? `${server.username}${server.password ? `:${server.password}` : ''}@`
    : 'root@';
  return {
    url: `mariadb://${auth}${server.hostname}:${server.port || 3306}/${name}`,
    label: `MariaDB ${version} on the same machine`,
    drop: async () => {
      const admin = await connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await admin.end();
      }
    },
  };
}

function fail(message) {
  console.error(message);
  process.exitCode = 1;
  throw new Error(message);
}
