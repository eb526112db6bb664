import { AsyncResource } from 'node:async_hooks';
import type { Database } from 'better-sqlite3';
import type { Pool, PoolConnection, PrepareStatementInfo, QueryError } from 'mysql2';
import type { DataSource } from 'typeorm';
import { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver';
import { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';

export type Rows = Record<string, unknown>[];

/** A value a prepared statement takes as it is, on every driver. */
export type StatementValue = number | string | null;

/**
 * A read prepared once on the driver TypeORM opened, for the hot paths (issue 19): on SQLite,
 * better-sqlite3's statement; on MySQL/MariaDB, a statement prepared once on each connection of
 * TypeORM's pool (mysqlStatement). Neither goes through a TypeORM query runner. Its
 * rows are the driver's raw rows (`driver.prepareHydratedValue` converts a value as TypeORM
 * does), and its errors the driver's own (`isDatabaseUnavailable` reads them as it reads
 * TypeORM's, so an outage is still answered 503). Another driver runs it through TypeORM.
 */
export function driverStatement(
  dataSource: DataSource,
  sql: string,
): (values: StatementValue[]) => Promise<Rows> {
  const driver = dataSource.driver;
  if (driver instanceof BetterSqlite3Driver) {
    const statement = (driver.databaseConnection as Database).prepare(sql);
    return async (values) => statement.all(...values) as Rows;
  }
  if (driver instanceof MysqlDriver) return mysqlStatement(driver.pool as Pool, sql);
  return async (values) => (await dataSource.query(sql, values)) as Rows;
}

/**
 * driverStatement whose rows are each an array of its values in the order the SQL selects them.
 * better-sqlite3 makes an object of a row by turning each column's name into a JavaScript string
 * again for every row: for the session's lookup (20 columns, on every signed-in request) that was
 * a third of the statement's time (issue 19), and `raw()` rows skip it. mysql2 builds its rows
 * with a parser compiled for the statement's columns, in their order, so on MySQL/MariaDB the
 * values are taken from its objects: the SQL must name each column apart, and by no integer (an
 * object keeps integer keys first, and one name for two columns).
 */
export function driverValuesStatement(
  dataSource: DataSource,
  sql: string,
): (values: StatementValue[]) => Promise<unknown[][]> {
  const driver = dataSource.driver;
  if (driver instanceof BetterSqlite3Driver) {
    const statement = (driver.databaseConnection as Database).prepare(sql).raw(true);
    return async (values) => statement.all(...values) as unknown[][];
  }
  const run = driverStatement(dataSource, sql);
  return async (values) => (await run(values)).map((row) => Object.values(row));
}

/** Rows as their values (driverValuesStatement), and the names of their columns, in that order. */
export interface ValueRows {
  names: readonly string[];
  rows: unknown[][];
}

/**
 * driverValuesStatement that also gives its columns' names, for a caller that makes objects of
 * the rows only now and then (PreparedSelect.entitiesOfValues); the session's lookup, which knows
 * its columns, is spared the wrapper. On SQLite the names are the statement's own; on
 * MySQL/MariaDB those of mysql2's rows, so a read that found no row has none.
 */
export function driverNamedValuesStatement(
  dataSource: DataSource,
  sql: string,
): (values: StatementValue[]) => Promise<ValueRows> {
  const driver = dataSource.driver;
  if (driver instanceof BetterSqlite3Driver) {
    const statement = (driver.databaseConnection as Database).prepare(sql).raw(true);
    const names = statement.columns().map((column) => column.name);
    return async (values) => ({ names, rows: statement.all(...values) as unknown[][] });
  }
  const run = driverStatement(dataSource, sql);
  return async (values) => {
    const rows = await run(values);
    return {
      names: rows.length > 0 ? Object.keys(rows[0]) : [],
      rows: rows.map((row) => Object.values(row)),
    };
  };
}

/** MySQL's error for a statement id the connection no longer holds. */
const ER_UNKNOWN_STMT_HANDLER = 1243;

/**
 * The statement prepared on each connection of the pool the first time it runs there, and run
 * with mysql2's statement handle from then on. mysql2's `pool.execute` prepares it once per
 * connection too, but finds it again for every call by a key it builds from the whole SQL, in a
 * cache, through a prepare command of its own: 2-3% of a signed-in read (issue 19). A connection
 * that closes takes its handle with it (the pool's next connection prepares again); a handle the
 * server no longer holds (mysql2 closed it when its cache of statements was full, or the pool
 * reset the connection) is answered ER_UNKNOWN_STMT_HANDLER, and the statement is prepared again
 * and run once more.
 *
 * mysql2 calls back from its pool or its socket: a connection another caller released, or the
 * reply to a prepare, arrives in the context of whoever released it or opened the connection. The
 * statement is run in its caller's async context all the same (what an AsyncLocalStorage of the
 * request sees), as TypeORM's own calls are: each run keeps its caller's context (an AsyncResource,
 * about 0.1 µs) and its callbacks run in it.
 */
function mysqlStatement(pool: Pool, sql: string): (values: StatementValue[]) => Promise<Rows> {
  const prepared = new WeakMap<PoolConnection, PrepareStatementInfo>();
  type Done = (error: QueryError | null, rows?: unknown) => void;

  const prepareAndRun = (
    caller: AsyncResource,
    connection: PoolConnection,
    values: StatementValue[],
    done: Done,
  ) => {
    connection.prepare(sql, (error, statement) =>
      caller.runInAsyncScope(() => {
        if (error) return done(error);
        prepared.set(connection, statement);
        statement.execute(values, done);
      }),
    );
  };

  return (values) =>
    new Promise((resolve, reject) => {
      const caller = new AsyncResource('driverStatement');
      pool.getConnection((error, connection) =>
        caller.runInAsyncScope(() => {
          if (error) return reject(error);
          const done: Done = (failed, rows) => {
            connection.release();
            if (failed) reject(failed);
            else resolve(rows as Rows);
          };
          const statement = prepared.get(connection);
          if (!statement) return prepareAndRun(caller, connection, values, done);
          statement.execute(values, (failed, rows) => {
            if (failed?.errno !== ER_UNKNOWN_STMT_HANDLER) return done(failed, rows);
            prepared.delete(connection);
            caller.runInAsyncScope(() => prepareAndRun(caller, connection, values, done));
          });
        }),
      );
    });
}
