import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { ContractsAndMoney1795400000000 } from '../src/database/migrations/1795400000000-contracts-and-money';
import { PROPOSED_AT, SIGNED_AT, agreement, insert, method } from './support/pre-migration-rows';
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

    it('restores the signed version, keeps the newest method in force and bills the amounts the agreement does', async () => {
      const scratch = await createScratchMariaDb();
      const dataSource = new DataSource(
        buildDataSourceOptions(
          loadConfig({ DATABASE_URL: scratch.url, SESSION_SECRET: 'x'.repeat(32) }).database,
          { migrationsRun: false },
        ),
      );
      await dataSource.initialize();
      try {
        // Every migration before this one: all of them, then undone back to before it.
        await dataSource.runMigrations({ transaction: 'each' });
        const later = MIGRATIONS.length - MIGRATIONS.indexOf(ContractsAndMoney1795400000000);
        for (let undone = 0; undone < later; undone++) {
          await dataSource.undoLastMigration({ transaction: 'each' });
        }

        await dataSource.query('SET FOREIGN_KEY_CHECKS = 0');
        await insert(dataSource, 'users', { id: 1 });
        // Agreement 1: version 1 signed, then a firm proposal (version 2) that superseded it.
        await insert(
          dataSource,
          'consulting_agreements',
          agreement({ id: 1, status: 'superseded', supersededById: 2 }),
        );
        await insert(
          dataSource,
          'consulting_agreements',
          agreement({
            id: 2,
            version: 2,
            originalId: 1,
            previousVersionId: 1,
            status: 'pending',
            amendedByFirm: 1,
            typedSignature: '',
            signedAt: PROPOSED_AT,
          }),
        );
        // Agreement 3: deleted by the client; its method was left as it was.
        await insert(
          dataSource,
          'consulting_agreements',
          agreement({ id: 3, deletedAt: PROPOSED_AT }),
        );
        // Two methods for agreement 1 (the older one used to stay "active" too), one for 3, and
        // one-time for agreement 1 deleted by the client.
        await insert(dataSource, 'payment_methods', method({ id: 1, consultingAgreementId: 1 }));
        await insert(dataSource, 'payment_methods', method({ id: 2, consultingAgreementId: 1 }));
        await insert(dataSource, 'payment_methods', method({ id: 3, consultingAgreementId: 3 }));
        await insert(
          dataSource,
          'payment_methods',
          method({
            id: 4,
            consultingAgreementId: 1,
            isMonthly: 0,
            amountCents: 7_750_000,
            deletedAt: SIGNED_AT,
          }),
        );
        await dataSource.query('SET FOREIGN_KEY_CHECKS = 1');

        await dataSource.runMigrations({ transaction: 'each' });

        const agreements = (await dataSource.query(
          'SELECT id, status, supersededById, signedAt, proposedAt FROM consulting_agreements ORDER BY id',
        )) as Array<{
          id: number;
          status: string;
          supersededById: number | null;
          signedAt: Date | null;
          proposedAt: Date | null;
        }>;
        expect(agreements.map((row) => [row.id, row.status, row.supersededById])).toEqual([
          [1, 'active', null],
          [2, 'pending', null],
          [3, 'active', null],
        ]);
        // The proposal was never signed: it keeps when it was proposed, and no signature time.
        expect(agreements[1].signedAt).toBeNull();
        expect(agreements[1].proposedAt?.toISOString()).toBe('2026-02-01T10:00:00.000Z');
        expect(agreements[0].signedAt).not.toBeNull();

        const methods = (await dataSource.query(
          'SELECT id, status, activeAgreementKey, amountCents, needsConfirmation, statusChangedAt FROM payment_methods ORDER BY id',
        )) as Array<{
          id: number;
          status: string;
          activeAgreementKey: number | null;
          amountCents: string | number;
          needsConfirmation: number;
          statusChangedAt: Date | null;
        }>;
        expect(
          methods.map((row) => [
            row.id,
            row.status,
            row.activeAgreementKey,
            Number(row.amountCents),
            Number(row.needsConfirmation),
          ]),
        ).toEqual([
          // Replaced by the newer one; its amount is history and stays as it was.
          [1, 'replaced', null, 1_291_667, 0],
          // In force, its monthly amount brought down to the agreement's, to be confirmed.
          [2, 'active', 1, 1_291_666, 1],
          // Its agreement was deleted: ended.
          [3, 'ended', null, 1_291_667, 0],
          // Deleted by the client: ended, amount untouched.
          [4, 'ended', null, 7_750_000, 0],
        ]);
        expect(
          methods.filter((row) => row.status !== 'active').map((row) => row.statusChangedAt),
        ).not.toContain(null);

        // The database now refuses a second method in force for agreement 1.
        await expect(
          dataSource.query('UPDATE payment_methods SET activeAgreementKey = 1 WHERE id = 1'),
        ).rejects.toThrow(/Duplicate entry/);
      } finally {
        await dataSource.destroy();
        await scratch.drop();
      }
    });
  }
});
