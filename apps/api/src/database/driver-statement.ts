import type { Database } from 'better-sqlite3';
import type { Pool } from 'mysql2';
import type { DataSource } from 'typeorm';
import { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver';
import { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';

export type Rows = Record<string, unknown>[];

/** A value a prepared statement takes as it is, on every driver. */
export type StatementValue = number | string | null;

/**
 * A read prepared once on the driver TypeORM opened, for the hot paths (issue 19): on SQLite,
 * better-sqlite3's statement; on MySQL/MariaDB, mysql2's `execute` on TypeORM's pool (each
 * connection prepares it once and keeps it). Neither goes through a TypeORM query runner. Its
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
  if (driver instanceof MysqlDriver) {
    return (values) =>
      new Promise((resolve, reject) => {
        (driver.pool as Pool).execute(sql, values, (error, rows) =>
          error ? reject(error) : resolve(rows as Rows),
        );
      });
  }
  return async (values) => (await dataSource.query(sql, values)) as Rows;
}
