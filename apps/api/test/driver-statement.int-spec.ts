import { AsyncLocalStorage } from 'node:async_hooks';
import mysql, { type Pool, type PoolConnection } from 'mysql2';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import { loadConfig } from '../src/config/app-config';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import {
  driverNamedValuesStatement,
  driverStatement,
  driverValuesStatement,
} from '../src/database/driver-statement';
import { currentTestDatabase } from './support/test-database';

/**
 * The hot paths' prepared reads (issue 19) on the test's own database, through a data source of
 * their own: on MariaDB a pool of one connection, so what that connection prepared can be read
 * from its own status.
 */
async function openDataSource(extra: Record<string, unknown> = {}): Promise<DataSource> {
  const { url } = currentTestDatabase();
  const options = buildDataSourceOptions(
    loadConfig({ DATABASE_URL: url, SESSION_SECRET: 'x'.repeat(32) }).database,
    // The app's own data source made the schema: this one reads only, and changes nothing.
    { migrationsRun: false, synchronize: false },
  );
  const withExtra =
    options.type === 'better-sqlite3'
      ? options
      : ({
          ...options,
          extra: { ...options.extra, connectionLimit: 1, ...extra },
        } as DataSourceOptions);
  return new DataSource(withExtra).initialize();
}

/** How many statements this connection has prepared and executed so far. */
async function statementCounts(
  dataSource: DataSource,
): Promise<{ prepared: number; executed: number }> {
  const rows = (await dataSource.query(
    "SHOW SESSION STATUS WHERE Variable_name IN ('Com_stmt_prepare', 'Com_stmt_execute')",
  )) as Array<{ Variable_name: string; Value: string }>;
  const count = (name: string) => Number(rows.find((row) => row.Variable_name === name)?.Value);
  return { prepared: count('Com_stmt_prepare'), executed: count('Com_stmt_execute') };
}

describe('a prepared read on the driver (issue 19)', () => {
  it('answers each run with its own values', async () => {
    const dataSource = await openDataSource();
    try {
      const read = driverStatement(dataSource, 'SELECT ? AS word, ? + 1 AS next, ? AS absent');
      const runs = ['one', 'two', 'three', 'four'].map((word, index) => read([word, index, null]));
      expect((await Promise.all(runs)).map((rows) => rows[0])).toEqual([
        { word: 'one', next: 1, absent: null },
        { word: 'two', next: 2, absent: null },
        { word: 'three', next: 3, absent: null },
        { word: 'four', next: 4, absent: null },
      ]);
      await expect(read(['x'])).rejects.toThrow();
      expect((await read(['after', 9, null]))[0]).toEqual({
        word: 'after',
        next: 10,
        absent: null,
      });
    } finally {
      await dataSource.destroy();
    }
  });

  it("gives a row as its values, in the order the SQL selects them, on this database's driver, and their columns' names", async () => {
    const dataSource = await openDataSource();
    try {
      const sql =
        'SELECT ? AS zeta, ? + 1 AS alpha, NULL AS middle, ? AS beta UNION ALL SELECT ?, 0, NULL, ?';
      const read = driverValuesStatement(dataSource, sql);
      expect(await read(['one', 1, 'b', 'two', 'c'])).toEqual([
        ['one', 2, null, 'b'],
        ['two', 0, null, 'c'],
      ]);
      expect(await read(['three', 5, 'd', 'four', 'e'])).toEqual([
        ['three', 6, null, 'd'],
        ['four', 0, null, 'e'],
      ]);
      // With the columns' names, in the same order (PreparedSelect.getValues).
      const named = driverNamedValuesStatement(dataSource, sql);
      expect(await named(['one', 1, 'b', 'two', 'c'])).toEqual({
        names: ['zeta', 'alpha', 'middle', 'beta'],
        rows: [
          ['one', 2, null, 'b'],
          ['two', 0, null, 'c'],
        ],
      });
    } finally {
      await dataSource.destroy();
    }
  });

  if (currentTestDatabase().kind === 'mariadb') {
    it('prepares once on a connection and runs the statement it prepared from then on', async () => {
      const dataSource = await openDataSource();
      try {
        const read = driverStatement(dataSource, 'SELECT ? * 2 AS twice');
        const before = await statementCounts(dataSource);
        for (let value = 1; value <= 5; value++) {
          expect(await read([value])).toEqual([{ twice: value * 2 }]);
        }
        const after = await statementCounts(dataSource);
        expect(after.prepared - before.prepared).toBe(1);
        expect(after.executed - before.executed).toBe(5);
      } finally {
        await dataSource.destroy();
      }
    });

    it("runs in its caller's async context: prepared on a connection opened elsewhere, and queued for one another caller releases", async () => {
      const dataSource = await openDataSource();
      const pool = (dataSource.driver as MysqlDriver).pool as Pool;
      // Every statement a connection is asked to run, with the caller it was run for.
      const caller = new AsyncLocalStorage<string>();
      const ranFor: Array<string | undefined> = [];
      const prototype = mysql.Connection.prototype as unknown as {
        addCommand: (command: object) => unknown;
      };
      const addCommand = prototype.addCommand;
      const spy = jest.spyOn(prototype, 'addCommand').mockImplementation(function (
        this: mysql.Connection,
        command: object,
      ) {
        if (command.constructor.name === 'Execute') ranFor.push(caller.getStore());
        return addCommand.call(this, command);
      });
      try {
        // The pool's one connection, opened outside any caller: a reply on it (the prepare's)
        // comes in that context.
        await dataSource.query('SELECT 1');
        const read = driverStatement(dataSource, 'SELECT ? AS value');
        expect(await caller.run('first', () => read([1]))).toEqual([{ value: 1 }]);
        // The connection held outside any caller: the run waits in the pool's queue and gets the
        // connection when it is released, in the context of the one releasing it.
        const held = await new Promise<PoolConnection>((resolve, reject) =>
          pool.getConnection((error, connection) => (error ? reject(error) : resolve(connection))),
        );
        const queued = caller.run('second', () => read([2]));
        held.release();
        expect(await queued).toEqual([{ value: 2 }]);
        expect(ranFor).toEqual(['first', 'second']);
      } finally {
        spy.mockRestore();
        await dataSource.destroy();
      }
    });

    it('prepares again when the connection has closed the statement (its cache full)', async () => {
      // A connection that keeps one statement closes the other each time it prepares one.
      const dataSource = await openDataSource({ maxPreparedStatements: 1 });
      try {
        const double = driverStatement(dataSource, 'SELECT ? * 2 AS answer');
        const square = driverStatement(dataSource, 'SELECT ? * ? AS answer');
        for (let value = 1; value <= 3; value++) {
          expect(await double([value])).toEqual([{ answer: value * 2 }]);
          expect(await square([value, value])).toEqual([{ answer: value * value }]);
        }
      } finally {
        await dataSource.destroy();
      }
    });
  }
});
