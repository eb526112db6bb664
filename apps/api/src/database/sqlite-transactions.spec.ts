import { executionAsyncResource } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, EntitySchema } from 'typeorm';
import { serialiseSqliteTransactions } from './sqlite-transactions';

interface Row {
  id: number;
  label: string;
}
const Rows = new EntitySchema<Row>({
  name: 'row',
  columns: {
    id: { type: Number, primary: true, generated: true },
    label: { type: String },
  },
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * TypeORM runs every query of a SQLite database through one connection and one query runner: two
 * requests' transactions at once nest into each other, a plain write joins another request's
 * transaction, and a deferred BEGIN fails at its first write (SQLITE_BUSY_SNAPSHOT) when another
 * process (the CLI) wrote since the transaction read. Each on a real SQLite file, opened as the
 * API opens it (WAL, a busy timeout).
 */
describe('transactions on the embedded SQLite database', () => {
  let folder: string;
  let dataSource: DataSource;
  /** A transaction that writes a row, keeps the transaction open a moment, then fails. */
  const insertThenFail = (label: string, message: string) =>
    dataSource.transaction(async (manager) => {
      await manager.getRepository(Rows).insert({ label });
      await pause(50);
      throw new Error(message);
    });
  const labels = async () =>
    (await dataSource.getRepository(Rows).find({ order: { id: 'ASC' } })).map((r) => r.label);

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sqlite-transactions-'));
    dataSource = new DataSource({
      type: 'better-sqlite3',
      database: join(folder, 'app.sqlite'),
      enableWAL: true,
      timeout: 5000,
      entities: [Rows],
      synchronize: true,
    });
    await dataSource.initialize();
    serialiseSqliteTransactions(dataSource);
  });

  afterEach(async () => {
    await dataSource.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it("keeps a transaction's committed rows when another one, begun first, rolls back", async () => {
    const failing = insertThenFail('first, rolled back', 'the first one fails');
    await pause(10);
    const committed = dataSource.transaction(async (manager) => {
      await manager.getRepository(Rows).insert({ label: 'second, committed' });
    });
    await expect(failing).rejects.toThrow('the first one fails');
    await expect(committed).resolves.toBeUndefined();
    expect(await labels()).toEqual(['second, committed']);
  });

  it('keeps a plain write made while a transaction that then rolls back was open', async () => {
    const failing = insertThenFail('in the transaction', 'it fails');
    await pause(10);
    await dataSource.getRepository(Rows).insert({ label: 'outside it' });
    await expect(failing).rejects.toThrow('it fails');
    expect(await labels()).toEqual(['outside it']);
  });

  it('lets a transaction nest a transaction of its own (a savepoint), through either manager', async () => {
    await dataSource.transaction(async (manager) => {
      await manager.getRepository(Rows).insert({ label: 'outer' });
      await manager
        .transaction(async (inner) => {
          await inner.getRepository(Rows).insert({ label: 'inner, rolled back' });
          throw new Error('inner fails');
        })
        .catch(() => undefined);
      await dataSource.getRepository(Rows).insert({ label: 'through the root manager' });
    });
    expect(await labels()).toEqual(['outer', 'through the root manager']);
  });

  it('writes after its reads even when another process (the CLI) writes meanwhile', async () => {
    await dataSource.getRepository(Rows).insert({ label: 'seed' });
    let otherProcess: ReturnType<typeof writeFromAnotherProcess> | undefined;
    await dataSource.transaction(async (manager) => {
      const rows = await manager.getRepository(Rows).find();
      otherProcess = writeFromAnotherProcess(join(folder, 'app.sqlite'), 'from the CLI');
      await otherProcess.writing;
      await pause(300);
      await manager.getRepository(Rows).insert({ label: `after ${rows.length} read` });
    });
    // The other process waited for the transaction (its busy timeout) instead of invalidating it.
    await expect(otherProcess?.done).resolves.toBe(0);
    expect((await labels()).sort()).toEqual(['after 1 read', 'from the CLI', 'seed']);
  });

  /**
   * How many AsyncLocalStorage instances mark the async resources made now: every one in use marks
   * each resource the process creates, a cost on every promise.
   */
  const marks = () =>
    new Promise<number>((resolve) =>
      setTimeout(() => resolve(Object.getOwnPropertySymbols(executionAsyncResource()).length)),
    );

  it('marks the promises made inside a transaction, and none once no transaction is open', async () => {
    const unmarked = await marks();
    let inside = 0;
    await dataSource.transaction(async () => {
      inside = await marks();
    });
    expect(inside).toBe(unmarked + 1);
    // Reads between transactions (most requests) pay nothing for the serialisation.
    expect(await marks()).toBe(unmarked);
    await Promise.all([insertThenFail('first', 'undone').catch(() => undefined), labels()]);
    expect(await marks()).toBe(unmarked);
    // The next transaction is serialised as before.
    await dataSource.transaction(async () => {
      inside = await marks();
    });
    expect(inside).toBe(unmarked + 1);
  });

  it('leaves nothing behind on every later promise once the data source is destroyed', async () => {
    await dataSource.transaction(async () => undefined);
    const before = await marks();
    for (let i = 0; i < 3; i++) {
      const other = new DataSource({ type: 'better-sqlite3', database: ':memory:' });
      await other.initialize();
      serialiseSqliteTransactions(other);
      await other.transaction(async () => undefined);
      await other.destroy();
    }
    expect(await marks()).toBe(before);
  });
});

/** Another process on the same file, as the CLI is: it says when it writes, then writes. */
function writeFromAnotherProcess(file: string, label: string) {
  const script = `
    const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
    const db = new Database(${JSON.stringify(file)}, { timeout: 5000 });
    console.log('writing');
    db.prepare('insert into row (label) values (?)').run(${JSON.stringify(label)});
    db.close();`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const writing = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  const done = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { writing, done };
}
