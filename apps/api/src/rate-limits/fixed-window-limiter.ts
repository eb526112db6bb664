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
 * usernames) are stored as SHA-256 hashes.
 */
export class FixedWindowLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly options: FixedWindowLimiterOptions,
  ) {}

  get points(): number {
    return this.options.points;
  }

  /** Counts a hit; throws LimitReachedError when it goes past the limit (the hit still counts). */
  async consume(key: string): Promise<CounterState> {
    const state = await this.store.hit(this.id(key), this.options.windowSeconds * 1000);
    if (state.points > this.options.points) throw new LimitReachedError(state.msBeforeReset);
    return state;
  }

  /** Counts a hit without judging it (a failure to remember); answers the count so far. */
  record(key: string): Promise<CounterState> {
    return this.store.hit(this.id(key), this.options.windowSeconds * 1000);
  }

  /** Throws LimitReachedError when the key has used up its window, without counting anything. */
  async assertNotExhausted(key: string): Promise<void> {
    const state = await this.store.peek(this.id(key));
    if (state && state.points >= this.options.points) {
      throw new LimitReachedError(state.msBeforeReset);
    }
  }

  async reset(key: string): Promise<void> {
    await this.store.reset(this.id(key));
  }

  private id(key: string): string {
    return `${this.options.name}:${createHash('sha256').update(key, 'utf8').digest('hex')}`;
  }
}
