import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { startApp, type TestApp } from './support/test-app';
import { createScratchMariaDb, currentTestDatabase } from './support/test-database';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});

afterAll(async () => {
  await t.close();
});

describe('database schema', () => {
  it('matches the entities exactly: TypeORM finds no schema change to make', async () => {
    const dataSource = t.app.get(DataSource);
    const log = await dataSource.driver.createSchemaBuilder().log();
    expect(log.upQueries.map((query) => query.query)).toEqual([]);
  });

  if (currentTestDatabase().kind === 'mariadb') {
    it('comes from the migrations on MariaDB (never from synchronize)', async () => {
      const dataSource = t.app.get(DataSource);
      expect(dataSource.options.synchronize).toBe(false);
      expect(await dataSource.showMigrations()).toBe(false);
      const applied = (await dataSource.query('SELECT name FROM migrations ORDER BY id')) as Array<{
        name: string;
      }>;
      expect(applied.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
    });

    it('migrates an empty database up, down to nothing, and up again to the entities', async () => {
      const scratch = await createScratchMariaDb();
      const dataSource = new DataSource(
        buildDataSourceOptions(
          loadConfig({ DATABASE_URL: scratch.url, SESSION_SECRET: 'x'.repeat(32) }).database,
          {
            migrationsRun: false,
          },
        ),
      );
      await dataSource.initialize();
      try {
        await dataSource.runMigrations({ transaction: 'each' });
        expect((await dataSource.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
        for (let i = 0; i < MIGRATIONS.length; i++)
          await dataSource.undoLastMigration({ transaction: 'each' });
        const tables = (await dataSource.query('SHOW TABLES')) as Array<Record<string, string>>;
        expect(tables.map((row) => Object.values(row)[0])).toEqual(['migrations']);

        // Every down() undoes its up() completely: the same migrations apply again cleanly.
        const reapplied = await dataSource.runMigrations({ transaction: 'each' });
        expect(reapplied.map((migration) => migration.name)).toEqual(
          MIGRATIONS.map((migration) => migration.name),
        );
        expect((await dataSource.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
      } finally {
        await dataSource.destroy();
        await scratch.drop();
      }
    });
  }
});
