// The api-speed bench's database (a fresh MariaDB database, or a temporary SQLite file) and its
// client's data: an account signed in, NDAs signed one after another (timed), agreements signed.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import {
  agreementRequest,
  ndaRequest,
  registration,
  sessionCookie,
  TEST_PASSWORD,
} from '../shared/built-api';
import type { ApiClient } from '../shared/http';

/** The bench's database: its URL, what the report calls it, and how to drop it. */
export interface BenchDatabase {
  url: string;
  label: string;
  drop: () => Promise<void>;
}

export function sqliteDatabase(scratch: string): BenchDatabase {
  const file = join(scratch, 'api.sqlite');
  return { url: `sqlite:${file}`, label: 'SQLite (a temporary file)', drop: async () => undefined };
}

export async function mariadbDatabase(): Promise<BenchDatabase> {
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
    version = String((rows as { version: string }[])[0].version).split('-')[0];
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

export function fail(message: string): never {
  console.error(message);
  process.exitCode = 1;
  throw new Error(message);
}

export async function signUp(
  client: ApiClient,
): Promise<{ username: string; password: string; cookie: string }> {
  const username = `bench_${randomBytes(4).toString('hex')}`;
  const registered = await client.call('POST', '/api/register', { body: registration(username) });
  if (registered.status !== 201)
    fail(`registration answered ${registered.status} ${registered.text}`);
  const login = await client.call('POST', '/api/login', {
    body: { username, password: TEST_PASSWORD },
  });
  const cookie = sessionCookie(login.headers.getSetCookie());
  if (login.status !== 200 || !cookie) fail(`sign-in answered ${login.status} ${login.text}`);
  return { username, password: TEST_PASSWORD, cookie };
}

/**
 * Signs `count` NDAs one after another, each rendered, sealed and stored in its request; answers
 * the p50 and p90 in ms, the last one's id and its stored PDF's size.
 */
export async function signNdas(client: ApiClient, cookie: string, count: number) {
  const times = [];
  let lastId: number | undefined;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const signed = await client.call<{ id: number }>('POST', '/api/nda', {
      cookie,
      body: ndaRequest(),
    });
    times.push(performance.now() - started);
    if (signed.status !== 201) fail(`signing an NDA answered ${signed.status} ${signed.text}`);
    lastId = signed.body?.id;
  }
  const download = await client.call('GET', `/api/nda/${lastId}/download`, { cookie });
  if (download.status !== 200) fail(`the NDA's download answered ${download.status}`);
  // The first signing also starts Chromium: left out of the percentiles.
  const sorted = times.slice(1).sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return { p50: at(0.5), p90: at(0.9), lastId, bytes: download.bytes.length };
}

/** Signs a consulting agreement: one fixed-fee project and a monthly service. */
export async function signAgreement(client: ApiClient, cookie: string): Promise<void> {
  const signed = await client.call('POST', '/api/consulting-agreement', {
    cookie,
    body: agreementRequest([
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
    ]),
  });
  if (signed.status !== 201) fail(`signing an agreement answered ${signed.status} ${signed.text}`);
}
