// The servers the api-speed bench measures the API against: a bare node:http server answering the
// API's captured bytes; the limit server (issue 19), which does the least a server-side session
// needs before answering them; and the stack's floor, the same work done on the frameworks the
// API is built on.
import 'reflect-metadata';
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import fastifyCookie, { unsign } from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { Controller, Get, Header, Module, Req, UnauthorizedException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import Database from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  kind: 'bare' | 'limit' | 'floor';
  port: number;
  sample: { status: number; contentType: string; body: string };
  limit?: LimitOptions;
}

/** What the limit server and the floor need: the database, the API's secret and the read's path. */
export interface LimitOptions {
  databaseUrl: string;
  sessionSecret: string;
  path: string;
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
  limit?: LimitOptions,
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
  { databaseUrl, sessionSecret }: LimitOptions,
): Promise<Started> {
  const lookup = sessionLookup(databaseUrl, LIMIT_SQL);
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

/**
 * The stack's floor: the limit server's work done on the frameworks the API is built on, set up as
 * their documentation shows and nothing more. Nest 11 on Fastify (its adapter's defaults, no
 * logger), @fastify/cookie and @fastify/session with the API's cookie name and secret, the
 * session's store running the limit server's one prepared query (an unknown or expired session
 * is none), and one route that refuses a request without a signed-in session with 401 and answers
 * the API's captured bytes as a string with their content type. None of what the API adds to a
 * request is here: its log line, security headers, CORS, origin checks, guard, the account's
 * fields. Its rate beside the limit server's is the share of the limit that any API on these
 * frameworks can keep; the API's beside its own, what the API's own work costs (issue 19).
 */
export async function floorServer(
  port: number,
  sample: Sample,
  { databaseUrl, sessionSecret, path }: LimitOptions,
): Promise<Started> {
  const lookup = sessionLookup(databaseUrl, LIMIT_SQL);
  const body = sample.bytes.toString('utf8');

  // Nest's decorators, applied as functions: this package is not compiled with decorator support.
  class FloorController {
    answer(request: FastifyRequest): string {
      const { userId } = request.session as unknown as { userId?: number };
      if (userId === undefined) throw new UnauthorizedException();
      return body;
    }
  }
  const answer = Object.getOwnPropertyDescriptor(FloorController.prototype, 'answer');
  if (!answer) throw new Error('the floor has no route');
  Req()(FloorController.prototype, 'answer', 0);
  Header('Content-Type', sample.contentType)(FloorController.prototype, 'answer', answer);
  Get(path)(FloorController.prototype, 'answer', answer);
  Controller()(FloorController);
  class FloorModule {}
  Module({ controllers: [FloorController] })(FloorModule);

  const app = await NestFactory.create<NestFastifyApplication>(FloorModule, new FastifyAdapter(), {
    logger: false,
  });
  // One Fastify instance; its types come from the adapter's own copy of fastify.
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  await fastify.register(fastifyCookie);
  await fastify.register(fastifySession, {
    secret: sessionSecret,
    cookieName: SESSION_COOKIE,
    saveUninitialized: false,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: true },
    store: {
      get(sessionId, callback) {
        const id = createHash('sha256').update(sessionId, 'utf8').digest('hex');
        lookup.get(id).then(
          (row) =>
            callback(
              null,
              row && new Date(row.expiresAt).getTime() > Date.now()
                ? ({ userId: row.id } as never)
                : null,
            ),
          (error: Error) => callback(error),
        );
      },
      set: (_id, _session, callback) => callback(),
      destroy: (_id, callback) => callback(),
    },
  });
  await app.listen(port, '127.0.0.1');
  return {
    close: async () => {
      await app.close();
      await lookup.end();
    },
  };
}

/** The limit server's one query: the session row joined to its user, by the session id's hash. */
const LIMIT_SQL =
  'SELECT s.expiresAt, s.lastSeenAt, s.rememberMe, u.id, u.isAdmin FROM sessions s JOIN users u ON u.id = s.userId WHERE s.id = ?';

function refuse(res: ServerResponse): void {
  res.writeHead(401, { 'content-type': 'application/json' });
  res.end('{"message":"Not authenticated"}');
}

interface SessionRow {
  expiresAt: string | Date;
  id: number;
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
