import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { documentFileSchema } from '../signing/document-file.schema';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { TypeOrmLogger } from './typeorm-logger';

/**
 * How long opening a connection to MySQL/MariaDB may take. While the database is down or
 * unreachable a request then fails within this time (answered 503, ApiExceptionFilter) instead
 * of waiting on the driver's default of 10 s; a refused connection fails at once.
 */
const CONNECT_TIMEOUT_MS = 3000;
/** Pooled connections: enough for one API process; more replicas share the server's limit. */
const POOL_SIZE = 10;

/**
 * The one DataSource options builder, shared by the app (TypeOrmModule), the CLI and the tests.
 * SQLite is the embedded development database (synchronize); MySQL/MariaDB change only through the
 * migrations in ./migrations.
 */
export function buildDataSourceOptions(
  database: DatabaseConfig,
  overrides: { migrationsRun?: boolean; synchronize?: boolean } = {},
): DataSourceOptions {
  const common = {
    entities: [...ENTITIES, documentFileSchema(database.type)],
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each' as const,
    logging: ['error' as const, 'warn' as const, 'migration' as const],
    logger: new TypeOrmLogger(),
    maxQueryExecutionTime: 1000,
  };
  if (database.type === 'better-sqlite3') {
    mkdirSync(dirname(database.path), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: database.path,
      enableWAL: true,
      timeout: 5000,
      synchronize: overrides.synchronize ?? database.synchronize,
      migrationsRun: false,
    };
  }
  return {
    ...common,
    type: database.type,
    connectorPackage: 'mysql2',
    host: database.host,
    port: database.port,
    username: database.username,
    password: database.password,
    database: database.database,
    charset: 'utf8mb4_unicode_ci',
    // Dates are written and read as UTC, whatever the server's time zone.
    timezone: 'Z',
    synchronize: false,
    migrationsRun: overrides.migrationsRun ?? database.migrationsRun,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // The pool drops a connection that the server closed (restart, outage) and opens new ones
    // on demand, so the API recovers by itself once the database answers again. Keep-alive
    // notices a connection that silently died (a network cut) before a request does.
    extra: { connectionLimit: POOL_SIZE, enableKeepAlive: true, keepAliveInitialDelay: 10_000 },
  };
}
