import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual } from 'typeorm';
import { CounterStore, type CounterState } from './counter-store';
import { RateLimitCounter } from './rate-limit-counter.entity';

const PURGE_EVERY_MS = 15 * 60_000;

interface CounterRow {
  points: number | string;
  resetAt: number | string;
}

/**
 * Rate-limit counters in the `rate_limit_counters` table, so that every API instance counts the
 * same sign-ins, registrations and consultation requests. A hit is one atomic upsert: it adds one
 * to an open window, or starts a new window when the last one has ended, so two instances hitting
 * the same key at once both count. Ended windows are swept now and then.
 */
@Injectable()
export class DatabaseCounterStore
  extends CounterStore
  implements OnApplicationBootstrap, OnModuleDestroy
{
  private readonly logger = new Logger('RateLimits');
  private timer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async hit(id: string, windowMs: number, now = Date.now()): Promise<CounterState> {
    const resetAt = now + windowMs;
    const row =
      this.dataSource.options.type === 'better-sqlite3'
        ? await this.hitSqlite(id, resetAt, now)
        : await this.hitMysql(id, resetAt, now);
    return toState(row, now);
  }

  async peek(id: string, now = Date.now()): Promise<CounterState | null> {
    const row = await this.dataSource.getRepository(RateLimitCounter).findOneBy({ id });
    if (!row || Number(row.resetAt) <= now) return null;
    return toState(row, now);
  }

  async reset(id: string): Promise<void> {
    await this.dataSource.getRepository(RateLimitCounter).delete({ id });
  }

  /** Deletes the counters whose window has ended. */
  async purgeExpired(now = Date.now()): Promise<void> {
    await this.dataSource.getRepository(RateLimitCounter).delete({ resetAt: LessThanOrEqual(now) });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.purgeExpired().catch((error: unknown) =>
        this.logger.warn({ msg: 'Rate-limit counter sweep failed', err: String(error) }),
      );
    }, PURGE_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** SQLite: one statement (the embedded database has one writer at a time anyway). */
  private async hitSqlite(id: string, resetAt: number, now: number): Promise<CounterRow> {
    const rows = (await this.dataSource.query(
      `INSERT INTO rate_limit_counters (id, points, resetAt) VALUES (?, 1, ?)
       ON CONFLICT (id) DO UPDATE SET
         points = CASE WHEN resetAt <= ? THEN 1 ELSE points + 1 END,
         resetAt = CASE WHEN resetAt <= ? THEN excluded.resetAt ELSE resetAt END
       RETURNING points, resetAt`,
      [id, resetAt, now, now],
    )) as CounterRow[];
    return rows[0];
  }

  /**
   * MySQL/MariaDB: the upsert locks the row until the transaction ends, so the read that follows
   * sees exactly this hit's result. `points` is assigned first, while `resetAt` still holds the old
   * window's end.
   */
  private hitMysql(id: string, resetAt: number, now: number): Promise<CounterRow> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO rate_limit_counters (id, points, resetAt) VALUES (?, 1, ?)
         ON DUPLICATE KEY UPDATE
           points = IF(resetAt <= ?, 1, points + 1),
           resetAt = IF(resetAt <= ?, ?, resetAt)`,
        [id, resetAt, now, now, resetAt],
      );
      const rows = (await manager.query(
        'SELECT points, resetAt FROM rate_limit_counters WHERE id = ?',
        [id],
      )) as CounterRow[];
      return rows[0];
    });
  }
}

function toState(row: CounterRow, now: number): CounterState {
  return { points: Number(row.points), msBeforeReset: Math.max(0, Number(row.resetAt) - now) };
}
