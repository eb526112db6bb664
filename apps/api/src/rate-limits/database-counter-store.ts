import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual } from 'typeorm';
import { CounterStore, type CounterState, type TakeResult } from './counter-store';
import { RateLimitCounter } from './rate-limit-counter.entity';

const PURGE_EVERY_MS = 15 * 60_000;

interface CounterRow {
  points: number | string;
  resetAt: number | string;
}

/**
 * Rate-limit counters in the `rate_limit_counters` table, so that every API instance counts the
 * same sign-ins, registrations and consultation requests. Taking a point is atomic in the database:
 * it decides whether a point is left and counts it in one step (one statement on SQLite, one
 * transaction holding the row's lock on MySQL/MariaDB), so requests that arrive together, at one
 * instance or several, cannot all see a point left and all go on (issue 17). Ended windows are
 * swept now and then.
 *
 * Why not a limiter library: rate-limiter-flexible, the maintained one with MySQL and SQLite stores,
 * wants a driver client of its own (mysql2, knex, better-sqlite3; not TypeORM's data source), its
 * own table layout (created at start-up, outside our migrations) and one store class per database,
 * and it counts refused hits too. These few statements on the app's own table, through the one
 * data source, do the same work on both databases.
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

  async take(id: string, windowMs: number, limit: number, now = Date.now()): Promise<TakeResult> {
    const resetAt = now + windowMs;
    return this.dataSource.options.type === 'better-sqlite3'
      ? this.takeSqlite(id, resetAt, limit, now)
      : this.takeMysql(id, resetAt, limit, now);
  }

  /** One statement: the window may have ended meanwhile, and then there is nothing to give back. */
  async giveBack(id: string, now = Date.now()): Promise<void> {
    await this.dataSource.query(
      'UPDATE rate_limit_counters SET points = points - 1 WHERE id = ? AND points > 0 AND resetAt > ?',
      [id, now],
    );
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

  /**
   * SQLite: one conditional upsert. It opens a window, or adds a point to the open one only while
   * fewer than `limit` are taken (the DO UPDATE's WHERE); when none is left it changes nothing and
   * RETURNING answers no row. The state for Retry-After is then read on its own: it only says when
   * to come back.
   */
  private async takeSqlite(
    id: string,
    resetAt: number,
    limit: number,
    now: number,
  ): Promise<TakeResult> {
    const rows = (await this.dataSource.query(
      `INSERT INTO rate_limit_counters (id, points, resetAt) VALUES (?, 1, ?)
       ON CONFLICT (id) DO UPDATE SET
         points = CASE WHEN resetAt <= ? THEN 1 ELSE points + 1 END,
         resetAt = CASE WHEN resetAt <= ? THEN excluded.resetAt ELSE resetAt END
       WHERE resetAt <= ? OR points < ?
       RETURNING points, resetAt`,
      [id, resetAt, now, now, now, limit],
    )) as CounterRow[];
    if (rows.length > 0) return { taken: true, ...toState(rows[0], now) };
    const current = (await this.dataSource.query(
      'SELECT points, resetAt FROM rate_limit_counters WHERE id = ?',
      [id],
    )) as CounterRow[];
    return { taken: false, ...toState(current[0] ?? { points: limit, resetAt: now }, now) };
  }

  /**
   * MySQL/MariaDB (no conditional upsert, no RETURNING): in one transaction, the upsert adds a point
   * (or opens a new window) and locks the row until the commit; the read that follows sees exactly
   * this result; past the limit the point is taken off again before the commit. No other
   * transaction can count or read in between, so none sees the point that was not taken. `points`
   * is assigned first, while `resetAt` still holds the old window's end.
   */
  private takeMysql(id: string, resetAt: number, limit: number, now: number): Promise<TakeResult> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO rate_limit_counters (id, points, resetAt) VALUES (?, 1, ?)
         ON DUPLICATE KEY UPDATE
           points = IF(resetAt <= ?, 1, points + 1),
           resetAt = IF(resetAt <= ?, ?, resetAt)`,
        [id, resetAt, now, now, resetAt],
      );
      const [row] = (await manager.query(
        'SELECT points, resetAt FROM rate_limit_counters WHERE id = ?',
        [id],
      )) as CounterRow[];
      const state = toState(row, now);
      if (state.points <= limit) return { taken: true, ...state };
      await manager.query('UPDATE rate_limit_counters SET points = points - 1 WHERE id = ?', [id]);
      return { taken: false, ...state, points: state.points - 1 };
    });
  }
}

function toState(row: CounterRow, now: number): CounterState {
  return { points: Number(row.points), msBeforeReset: Math.max(0, Number(row.resetAt) - now) };
}
