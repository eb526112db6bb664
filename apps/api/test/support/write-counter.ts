import type { DataSource } from 'typeorm';

/*
 * The write counters of the hostile-input suites (req RULES-5: a refused request changes
 * nothing): a trigger per table and event counts the rows written, and a refusal must leave every
 * count as it found it.
 */

/**
 * Left out of the counts, and why:
 * - `sessions`: a signed-in request may record activity on its session row (the idle timeout),
 *   and a sign-in with a wrong password is refused yet must not matter here;
 * - `rate_limit_counters`: a refused sign-in counts against the limit on purpose (that is the
 *   limit working, req RULES-5).
 * The audit log stays in: a refused request must not write an audit row.
 */
export const VOLATILE_TABLES = new Set(['sessions', 'rate_limit_counters']);

/**
 * Only counted for new rows: the outbox worker sends the mail an accepted request queued after that
 * request has answered, retrying with back-off; it records each attempt on the outbox row, the
 * outcome on the consultation's row, and deletes a sent mail's attachment parts, at any later
 * moment. A refused request must still add no row to them.
 */
export const BACKGROUND_TABLES = new Set([
  'mail_outbox',
  'mail_outbox_parts',
  'consultation_requests',
]);

/** The table the write counters keep their counts in (this test's database only). */
const WRITES = 'test_writes';

/**
 * Counts every write to the database from here on: a trigger on each table adds one to the
 * table's count for each row inserted, updated or deleted (for a background table, inserted).
 * Comparing counts finds any write a refused request made, where reading and hashing every table
 * after each of some 3,600 inputs took most of the suite's time (issue 19). It is stricter than
 * comparing contents: a write that puts back the same value counts too.
 */
export async function countWrites(dataSource: DataSource): Promise<void> {
  // The files of a run share one database: the first to ask sets the counters up for all of them.
  if (await countingWrites(dataSource)) return;
  const mariadb = dataSource.options.type !== 'better-sqlite3';
  const quote = (name: string) => dataSource.driver.escape(name);
  // The integration files share one database: a suite that counted before left its counters.
  await stopCountingWrites(dataSource);
  await dataSource.query(
    `CREATE TABLE ${quote(WRITES)} (tbl VARCHAR(64) PRIMARY KEY, n INTEGER NOT NULL DEFAULT 0)`,
  );
  for (const [index, entity] of dataSource.entityMetadatas.entries()) {
    if (VOLATILE_TABLES.has(entity.tableName)) continue;
    await dataSource.query(`INSERT INTO ${quote(WRITES)} (tbl) VALUES (?)`, [entity.tableName]);
    const events = BACKGROUND_TABLES.has(entity.tableName)
      ? ['INSERT']
      : ['INSERT', 'UPDATE', 'DELETE'];
    for (const event of events) {
      const count = `UPDATE ${quote(WRITES)} SET n = n + 1 WHERE tbl = '${entity.tableName}'`;
      const name = quote(`test_writes_${index}_${event.toLowerCase()}`);
      const on = `AFTER ${event} ON ${quote(entity.tableName)} FOR EACH ROW`;
      await dataSource.query(
        mariadb
          ? `CREATE TRIGGER ${name} ${on} ${count}`
          : `CREATE TRIGGER ${name} ${on} BEGIN ${count}; END`,
      );
    }
  }
}

async function countingWrites(dataSource: DataSource): Promise<boolean> {
  const queryRunner = dataSource.createQueryRunner();
  try {
    return await queryRunner.hasTable(WRITES);
  } finally {
    await queryRunner.release();
  }
}

/** Removes the counters (the triggers and their table), so the suites after this one write as usual. */
export async function stopCountingWrites(dataSource: DataSource): Promise<void> {
  const quote = (name: string) => dataSource.driver.escape(name);
  for (const index of dataSource.entityMetadatas.keys()) {
    for (const event of ['insert', 'update', 'delete']) {
      await dataSource.query(`DROP TRIGGER IF EXISTS ${quote(`test_writes_${index}_${event}`)}`);
    }
  }
  await dataSource.query(`DROP TABLE IF EXISTS ${quote(WRITES)}`);
}

/** Per table (but the volatile ones): how many rows have been written to it so far. */
export type Snapshot = Map<string, string>;

export async function writesSoFar(dataSource: DataSource): Promise<Snapshot> {
  const rows = (await dataSource.query(
    `SELECT tbl, n FROM ${dataSource.driver.escape(WRITES)}`,
  )) as Array<{ tbl: string; n: number | string }>;
  return new Map(rows.map(({ tbl, n }) => [tbl, String(n)]));
}

export const changedTables = (before: Snapshot, after: Snapshot) =>
  [...after.keys()].filter((table) => before.get(table) !== after.get(table));
