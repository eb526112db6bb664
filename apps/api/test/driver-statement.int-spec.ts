import { DataSource, type DataSourceOptions } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { driverStatement } from '../src/database/driver-statement';
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
