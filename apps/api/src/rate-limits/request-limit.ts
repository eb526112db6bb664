import { DomainError } from '../common/errors/domain-error';
import type { CounterStore } from './counter-store';
import {
  FixedWindowLimiter,
  LimitReachedError,
  type FixedWindowLimiterOptions,
} from './fixed-window-limiter';

/**
 * A fixed-window limit on requests that answers the one past it with a 429, the caller's message
 * and a Retry-After, never a 5xx. Counted in the shared store, across API instances.
 */
export class RequestLimit {
  private readonly limiter: FixedWindowLimiter;

  constructor(
    store: CounterStore,
    options: FixedWindowLimiterOptions,
    private readonly message: string,
  ) {
    this.limiter = new FixedWindowLimiter(store, options);
  }

  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (!(error instanceof LimitReachedError)) throw error;
      throw new DomainError('RATE_LIMITED', this.message, {
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
  }
}
