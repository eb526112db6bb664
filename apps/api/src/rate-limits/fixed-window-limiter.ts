import { createHash } from 'node:crypto';
import type { CounterState, CounterStore } from './counter-store';

/** The limit was reached; `msBeforeReset` says when the next attempt is allowed. */
export class LimitReachedError extends Error {
  constructor(readonly msBeforeReset: number) {
    super('Rate limit reached');
    this.name = 'LimitReachedError';
  }

  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.msBeforeReset / 1000));
  }
}

export interface FixedWindowLimiterOptions {
  /** Names the limit in the counter's id ("login-ip", "register-ip", ...). */
  name: string;
  /** Hits allowed per window. */
  points: number;
  windowSeconds: number;
}

/**
 * A fixed-window limit over a CounterStore: `points` hits per key per window. Keys (IP addresses,
 * usernames) are stored as SHA-256 hashes. A hit is taken before the work it guards, atomically in
 * the store, so parallel requests cannot get past the limit together.
 */
export class FixedWindowLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly options: FixedWindowLimiterOptions,
  ) {}

  get points(): number {
    return this.options.points;
  }

  /**
   * Takes one of the window's points for `key`, before the work it pays for; throws
   * LimitReachedError when none is left (and then nothing is counted).
   */
  async consume(key: string): Promise<CounterState> {
    const { taken, ...state } = await this.store.take(
      this.id(key),
      this.options.windowSeconds * 1000,
      this.options.points,
    );
    if (!taken) throw new LimitReachedError(state.msBeforeReset);
    return state;
  }

  /** Gives a consumed point back: the work it paid for is not to count (a successful sign-in). */
  async giveBack(key: string): Promise<void> {
    await this.store.giveBack(this.id(key));
  }

  async reset(key: string): Promise<void> {
    await this.store.reset(this.id(key));
  }

  private id(key: string): string {
    return `${this.options.name}:${createHash('sha256').update(key, 'utf8').digest('hex')}`;
  }
}
