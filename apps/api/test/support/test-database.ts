import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';

/** What global setup hands to the test files (through the environment) and to global teardown. */
export interface TestDatabase {
  kind: 'sqlite' | 'mariadb';
  /** A DATABASE_URL for the app. */
  url: string;
  /** "SQLite 3.x (/tmp/...)" or "MariaDB 10.11.19 (mariadb://127.0.0.1:3306/db)". */
  label: string;
}

const ENV_KEY = 'API_TEST_DATABASE';

export function currentTestDatabase(): TestDatabase {
  const raw = process.env[ENV_KEY];
  if (!raw)
    throw new Error(
      'Run the integration suite through apps/api/jest.int.config.js (its global setup creates the database).',
    );
  return JSON.parse(raw) as TestDatabase;
}

function serverUrl(): URL {
  return new URL(process.env['MARIADB_TEST_URL'] ?? 'mariadb://root@127.0.0.1:3306');
}

async function adminConnection() {
  const server = serverUrl();
  return createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username || 'root'),
    password: decodeURIComponent(server.password),
  });
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const kind = (process.env['TEST_DATABASE'] ?? 'sqlite').toLowerCase();
  let database: TestDatabase;
  if (kind === 'sqlite') {
    const file = join(mkdtempSync(join(tmpdir(), 'consult-api-test-')), 'api.sqlite');
    const memory = new Database(':memory:');
    const { version } = memory.prepare('SELECT sqlite_version() AS version').get() as {
      version: string;
    };
    memory.close();
    database = { kind: 'sqlite', url: `sqlite:${file}`, label: `SQLite ${version} (${file})` };
  } else if (kind === 'mariadb') {
    const name = `consult_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const connection = await adminConnection();
    try {
      await connection.query(
        `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
      const [rows] = await connection.query('SELECT VERSION() AS version');
      const version = String((rows as Array<{ version: string }>)[0].version);
      const product = /mariadb/i.test(version) ? 'MariaDB' : 'MySQL';
      const server = serverUrl();
      const auth = server.username
        ? `${server.username}${server.password ? `:${server.password}` : ''}@`
        : 'root@';
      const where = `${server.hostname}:${server.port || 3306}/${name}`;
      database = {
        kind: 'mariadb',
        url: `mariadb://${auth}${where}`,
        label: `${product} ${version.split('-')[0]} (mariadb://${where})`,
      };
    } finally {
      await connection.end();
    }
  } else {
    throw new Error(`TEST_DATABASE must be sqlite or mariadb (got "${kind}")`);
  }
  process.env[ENV_KEY] = JSON.stringify(database);
  return database;
}

export async function dropTestDatabase(database: TestDatabase): Promise<void> {
  if (database.kind === 'sqlite') {
    rmSync(dirname(database.url.slice('sqlite:'.length)), { recursive: true, force: true });
    return;
  }
  const name = new URL(database.url).pathname.slice(1);
  const connection = await adminConnection();
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await connection.end();
  }
}

/** A second, empty database on the same server (for migration round trips); drop() removes it. */
export async function createScratchMariaDb(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `consult_scratch_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const connection = await adminConnection();
  try {
    await connection.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await connection.end();
  }
  const server = serverUrl();
  const url = `mariadb://${server.username || 'root'}${server.password ? `:${server.password}` : ''}@${server.hostname}:${server.port || 3306}/${name}`;
  return { url, drop: () => dropTestDatabase({ kind: 'mariadb', url, label: name }) };
}
