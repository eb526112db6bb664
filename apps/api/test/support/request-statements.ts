import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server } from 'node:http';
import type { Database, Statement } from 'better-sqlite3';
import mysql from 'mysql2';
import { DataSource } from 'typeorm';
import { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver';
import type { TestApp } from './test-app';

interface SentCommand {
  sql?: string;
  statement?: { query: string };
}

/**
 * The SQL the app sends to the database on behalf of the HTTP requests made while `work` runs, as
 * the driver is asked for it. The app's background jobs (the mail outbox, the sweeps) query the
 * same database on their own timers; their statements are not the request's and are left out.
 */
export async function requestStatementsDuring(
  t: TestApp,
  work: () => Promise<unknown>,
): Promise<string[]> {
  const driver = t.get(DataSource).driver;
  const server = t.app.getHttpServer() as Server;
  const handling = new AsyncLocalStorage<true>();
  const listeners = server.listeners('request') as Array<(...args: unknown[]) => void>;
  server.removeAllListeners('request');
  for (const listener of listeners) {
    server.on('request', (...args: unknown[]) =>
      handling.run(true, () => listener.apply(server, args)),
    );
  }
  const statements: string[] = [];
  const record = (sql: string) => {
    if (handling.getStore()) statements.push(sql);
  };
  const spies =
    driver instanceof BetterSqlite3Driver
      ? (['all', 'get', 'run', 'iterate'] as const).map((method) => {
          const prototype = Object.getPrototypeOf(
            (driver.databaseConnection as Database).prepare('SELECT 1'),
          ) as Statement;
          const original = prototype[method] as (...args: unknown[]) => unknown;
          return jest.spyOn(prototype, method).mockImplementation(function (
            this: Statement,
            ...args: unknown[]
          ) {
            record(this.source);
            return original.apply(this, args);
          } as never);
        })
      : [
          // Every statement a connection sends: a query, or the run of a prepared statement
          // (through `execute` or a statement's own handle); preparing one is not a run.
          (() => {
            const prototype = mysql.Connection.prototype as unknown as {
              addCommand: (command: SentCommand) => unknown;
            };
            const original = prototype.addCommand;
            return jest.spyOn(prototype, 'addCommand').mockImplementation(function (
              this: mysql.Connection,
              command: SentCommand,
            ) {
              const name = command.constructor.name;
              if (name === 'Query' || name === 'Execute') {
                record(command.sql ?? command.statement?.query ?? '');
              }
              return original.call(this, command);
            });
          })(),
        ];
  try {
    await work();
    return statements;
  } finally {
    for (const spy of spies) spy.mockRestore();
    server.removeAllListeners('request');
    for (const listener of listeners) server.on('request', listener);
  }
}
