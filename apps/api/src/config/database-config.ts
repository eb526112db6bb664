import { resolvePath, type EnvReader } from './env-reader';

export type DatabaseConfig =
  | { type: 'better-sqlite3'; path: string; synchronize: boolean; migrationsRun: false }
  | {
      type: 'mysql' | 'mariadb';
      host: string;
      port: number;
      username: string;
      password: string;
      database: string;
      synchronize: false;
      migrationsRun: boolean;
    };

/** DATABASE_URL (SQLite, MySQL or MariaDB), DB_SYNCHRONIZE and DB_MIGRATIONS_RUN. */
export function readDatabaseConfig(
  read: EnvReader,
  cwd: string,
  isProduction: boolean,
): DatabaseConfig {
  const url = read.string('DATABASE_URL', 'sqlite:data/app.sqlite');
  const synchronizeSetting = read.optionalBoolean('DB_SYNCHRONIZE');

  if (url.startsWith('sqlite:')) {
    const rawPath = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!rawPath) read.problem('DATABASE_URL=sqlite:<path> needs a file path');
    const synchronize = synchronizeSetting ?? !isProduction;
    if (synchronize && isProduction) {
      read.problem(
        'DB_SYNCHRONIZE must be off in production (change the schema through migrations)',
      );
    }
    return {
      type: 'better-sqlite3',
      path: resolvePath(cwd, rawPath || 'data/app.sqlite'),
      synchronize,
      migrationsRun: false,
    };
  }

  const match = /^(mysql|mariadb):\/\//.exec(url);
  if (!match) {
    read.problem(
      'DATABASE_URL must be sqlite:<path>, mysql://user:pass@host:port/db or mariadb://user:pass@host:port/db',
    );
    return {
      type: 'better-sqlite3',
      path: resolvePath(cwd, 'data/app.sqlite'),
      synchronize: false,
      migrationsRun: false,
    };
  }
  if (synchronizeSetting) {
    read.problem(
      'DB_SYNCHRONIZE must be off for MySQL/MariaDB: their schema changes only through migrations',
    );
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    read.problem('DATABASE_URL is not a valid URL');
  }
  const database = parsed ? decodeURIComponent(parsed.pathname.replace(/^\//, '')) : '';
  if (parsed && !database)
    read.problem('DATABASE_URL must name a database, e.g. mysql://user:pass@host:3306/consult');
  if (parsed && !parsed.hostname) read.problem('DATABASE_URL must name a host');
  return {
    type: match[1] as 'mysql' | 'mariadb',
    host: parsed?.hostname ?? '',
    port: parsed?.port ? Number(parsed.port) : 3306,
    username: parsed ? decodeURIComponent(parsed.username) || 'root' : '',
    password: parsed ? decodeURIComponent(parsed.password) : '',
    database,
    synchronize: false,
    migrationsRun: read.optionalBoolean('DB_MIGRATIONS_RUN') ?? true,
  };
}

/** "SQLite (/abs/path)" or "MariaDB (mariadb://host:port/db)": never the password. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.type === 'better-sqlite3') return `SQLite (${database.path})`;
  const label = database.type === 'mariadb' ? 'MariaDB' : 'MySQL';
  return `${label} (${database.type}://${database.host}:${database.port}/${database.database})`;
}
