import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/**
 * Makes transactions on the embedded SQLite database (the development default) as safe as on
 * MySQL/MariaDB. TypeORM sends every query of a SQLite database through one connection and one
 * query runner, so without this:
 *
 * - two requests' transactions at once nest into each other (the second becomes a savepoint of
 *   the first), and when the first rolls back, it takes the second's committed rows with it;
 * - a plain write sent while another request's transaction is open joins that transaction, and is
 *   lost with it;
 * - a transaction begins deferred: when another process (the CLI, a second API) writes between
 *   its first read and its first write, SQLite refuses the write at once (SQLITE_BUSY_SNAPSHOT,
 *   answered 503), without waiting on the busy timeout.
 *
 * So: a transaction begun through the data source (or any repository's manager) waits for the one
 * open before it, in order; a query from outside the open transaction waits for it to end; a
 * transaction inside one (through either manager) stays a savepoint of it; and every transaction
 * begins IMMEDIATE, taking the write lock at once (another process waits up to its busy timeout).
 * A write that TypeORM wraps in a transaction of its own (`save` outside any transaction) still
 * shares the connection with reads sent meanwhile; a transaction begun then waits for it to end.
 * Nothing changes on MySQL/MariaDB, whose pool gives each transaction its own connection.
 */
export function serialiseSqliteTransactions(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  // TypeORM's one query runner for SQLite: every manager and repository uses it.
  const runner = dataSource.driver.createQueryRunner('master');
  const inside = new AsyncLocalStorage<symbol>();
  /** The transaction that is open, begun through the data source, and when it ends. */
  let open: { token: symbol; ended: Promise<void> } | null = null;
  /** The transactions begun so far, in order: each waits for the one before. */
  let queue: Promise<void> = Promise.resolve();
  /** Waiters for the connection to leave a transaction TypeORM began by itself (a `save`). */
  let idleWaiters: Array<() => void> = [];

  // Each AsyncLocalStorage in use is visited by every promise the process creates, until it is
  // disabled: this one is disabled whenever no transaction is open (below), and at the data
  // source's end, or every API a process started and closed (each integration suite's apps)
  // would slow all the rest.
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = async () => {
    try {
      await destroy();
    } finally {
      inside.disable();
    }
  };

  const manager = dataSource.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  manager.transaction = (async (...args: unknown[]) => {
    if (open && inside.getStore() === open.token) return transaction(...args);
    const before = queue;
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    queue = before.then(() => ended);
    await before;
    while (runner.isTransactionActive) {
      // Woken at its COMMIT or ROLLBACK; the timer covers one that ended as this began to wait.
      await new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        setTimeout(resolve, 10);
      });
    }
    const token = Symbol('transaction');
    open = { token, ended };
    try {
      return await inside.run(token, () => transaction(...args));
    } finally {
      open = null;
      // With no transaction open no query needs to know which one it belongs to: the storage
      // stops marking every promise the process makes (a few percent of a signed-in read on
      // SQLite, docs/performance.md) until the next transaction's `run` starts it again.
      inside.disable();
      end();
    }
  }) as EntityManager['transaction'];

  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = (async (sql: string, ...rest: unknown[]) => {
    while (open && inside.getStore() !== open.token) await open.ended;
    const result = await query(
      sql === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : sql,
      ...rest,
    );
    if ((sql === 'COMMIT' || sql === 'ROLLBACK') && idleWaiters.length) {
      // TypeORM clears its transaction flag just after this query: wake the waiters after it.
      const waiters = idleWaiters;
      idleWaiters = [];
      setImmediate(() => waiters.forEach((wake) => wake()));
    }
    return result;
  }) as QueryRunner['query'];
}
