import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLoggerInterface } from 'typeorm';

const MAX_QUERY_LENGTH = 500;

/**
 * TypeORM's messages through the app's logger. Query parameters are never logged: they hold
 * password hashes and session data.
 */
export class TypeOrmLogger implements TypeOrmLoggerInterface {
  private readonly logger = new NestLogger('TypeORM');

  logQuery(): void {
    // Not logged: too noisy, and parameters are sensitive.
  }

  logQueryError(error: string | Error, query: string): void {
    this.logger.error({
      event: 'db.query_failed',
      error: error instanceof Error ? error.message : error,
      query: query.slice(0, MAX_QUERY_LENGTH),
    });
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ event: 'db.query_slow', ms: time, query: query.slice(0, MAX_QUERY_LENGTH) });
  }

  logSchemaBuild(): void {
    // Schema synchronisation is for the development database only.
  }

  logMigration(message: string): void {
    this.logger.log({ event: 'db.migration', msg: message });
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn({ event: 'db.warning', msg: String(message) });
  }
}
