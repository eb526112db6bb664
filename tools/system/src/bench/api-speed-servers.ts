// The servers the api-speed bench measures the API against: a bare node:http server answering the
// API's captured bytes, and the limit server (issue 19), which does the least a server-side
// session needs before answering them.
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { unsign } from '@fastify/cookie';
import Database from 'better-sqlite3';
import { createPool } from 'mysql2/promise';
import { SESSION_COOKIE } from '../shared/built-api';

/** What the API answered to a call: the bytes both servers answer with. */
export interface Sample {
  status: number;
  contentType: string;
  bytes: Buffer;
}

/** A server the bench started, and how to stop it. */
export interface Started {
  close: () => Promise<void>;
}

/** What a reference server's process is asked for: its kind, port and answer (the body in base64). */
export interface ServerRequest {
  kind: 'bare' | 'limit';
  port: number;
  sample: { status: number; contentType: string; body: string };
  limit?: { databaseUrl: string; sessionSecret: string };
}

/**
 * Starts a reference server in a process of its own (api-speed-server-process.ts), as the API runs
 * in its own, so that no server under measurement shares the load generator's event loop: in the
 * bench's own process, autocannon's work for each request was added to the server's (the limit
 * server on SQLite measured 14,600 requests a second there, 20,700 alone: docs/performance.md,
 * stop 49).
 */
export function startServerProcess(
  kind: ServerRequest['kind'],
  port: number,
  sample: Sample,
  limit?: ServerRequest['limit'],
): Promise<Started & { pid: number }> {
  // The parent's execArgv carries tsx's loader, so the child runs the TypeScript as the bench does.
  const child = fork(join(__dirname, 'api-speed-server-process.ts'), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const request: ServerRequest = {
    kind,
    port,
    sample: {
      status: sample.status,
      contentType: sample.contentType,
      body: sample.bytes.toString('base64'),
    },
    limit,
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited (${code})`)));
    child.once('message', () =>
      resolve({
        pid: child.pid as number,
        close: async () => {
          child.send('close');
          await exited;
        },
      }),
    );
    child.send(request);
  });
}

/** A bare node:http server answering the API's captured status, content type and body. */
export function bareServer(port: number, sample: Sample): Promise<Started> {
  const headers = { 'content-type': sample.contentType, 'content-length': sample.bytes.length };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(sample.status, headers);
      res.end(sample.bytes);
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ close: () => new Promise((done) => server.close(() => done())) }),
    ),
  );
}

/**
 * The limit server: what any server keeping sessions in this database must do for a signed-in
 * read, and nothing more. It checks the cookie's signature (HMAC-SHA256, as @fastify/cookie signs
 * it, with the API's secret), hashes the session id (SHA-256: the key the API stores it under),
 * runs one prepared query for the session row joined to its user (the role read from the
 * database, as the API must), refuses an unknown or expired session with 401, and answers the
 * API's captured bytes.
 */
export async function limitServer(
  port: number,
  sample: Sample,
  { databaseUrl, sessionSecret }: { databaseUrl: string; sessionSecret: string },
): Promise<Started> {
  const SQL =
    'SELECT s.expiresAt, s.lastSeenAt, s.rememberMe, u.id, u.isAdmin FROM sessions s JOIN users u ON u.id = s.userId WHERE s.id = ?';
  const lookup = sessionLookup(databaseUrl, SQL);
  const headers = { 'content-type': sample.contentType, 'content-length': sample.bytes.length };
  const server = createServer((req, res) => {
    const pair = (req.headers.cookie ?? '')
      .split(/;\s*/)
      .find((part) => part.startsWith(`${SESSION_COOKIE}=`));
    const signed = pair
      ? unsign(decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)), sessionSecret)
      : null;
    if (!signed?.valid || signed.value === null) return refuse(res);
    const id = createHash('sha256').update(signed.value, 'utf8').digest('hex');
    lookup.get(id).then(
      (row) => {
        if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return refuse(res);
        res.writeHead(sample.status, headers);
        res.end(sample.bytes);
      },
      () => {
        res.writeHead(503);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await lookup.end();
    },
  };
}

function refuse(res: ServerResponse): void {
  res.writeHead(401, { 'content-type': 'application/json' });
  res.end('{"message":"Not authenticated"}');
}

interface SessionRow {
  expiresAt: string | Date;
}

/** One prepared statement on the bench's database: a mysql2 pool of 10, or better-sqlite3. */
function sessionLookup(
  databaseUrl: string,
  sql: string,
): { get: (id: string) => Promise<SessionRow | undefined>; end: () => Promise<void> } {
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new Database(databaseUrl.slice('sqlite:'.length), { readonly: true });
    const statement = db.prepare<[string], SessionRow>(sql);
    return { get: async (id) => statement.get(id), end: async () => void db.close() };
  }
  const url = new URL(databaseUrl);
  const pool = createPool({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
    database: url.pathname.slice(1),
    connectionLimit: 10,
  });
  return {
    get: async (id) => ((await pool.execute(sql, [id]))[0] as SessionRow[])[0],
    end: () => pool.end(),
  };
}
