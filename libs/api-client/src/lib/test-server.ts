// For this lib's specs only (not exported): a real HTTP server on a loopback port that the API
// client talks to; each test says how it answers, and every request is recorded.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiBaseUrl } from './base-api';
import { resetTestStores } from './test-stores';

/** An answer: a Buffer body is sent as a PDF, anything else as JSON. */
export type TestReply = { status: number; body?: unknown; headers?: Record<string, string> };

export interface TestApiServer {
  /** How the server answers the current test's requests. */
  handler: (req: IncomingMessage, body: string) => TestReply;
  /** "METHOD /api/path body" for each request of the current test. */
  readonly hits: string[];
}

/**
 * Starts the server for the calling spec file (Jest hooks), points the API client at it, empties
 * `hits` before each test and resets the test stores after each.
 */
export function useTestApiServer(): TestApiServer {
  const api: TestApiServer = {
    handler: () => ({ status: 500, body: { message: 'No answer set for this test' } }),
    hits: [],
  };
  let server: Server;

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        api.hits.push(`${req.method} ${req.url}${body ? ` ${body}` : ''}`);
        const reply = api.handler(req, body);
        const raw = Buffer.isBuffer(reply.body);
        res.writeHead(reply.status, {
          'Content-Type': raw ? 'application/pdf' : 'application/json',
          ...reply.headers,
        });
        res.end(raw ? reply.body : reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    configureApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    api.hits.length = 0;
  });
  afterEach(() => resetTestStores());
  return api;
}

/** Lets requests that a cache change starts (refetches) arrive. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
