import { Injectable, type Type } from '@nestjs/common';
import { DomainError } from '../common/errors/domain-error';
import type { AppConfig } from '../config/app-config';
import { ConfigService } from '../config/config.service';
import { CounterStore } from './counter-store';
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

/** The per-window allowances among the rate-limit settings (RATE_LIMIT_WINDOW_SECONDS). */
type ConfiguredPoints = keyof Pick<
  AppConfig['rateLimits'],
  | 'consultationPerIp'
  | 'verifyPerIp'
  | 'passwordResetPerIp'
  | 'passwordResetPerAddress'
  | 'passwordResetConfirmPerIp'
>;

/**
 * A provider of a limit set in the configuration: `points` requests per key in each
 * RATE_LIMIT_WINDOW_SECONDS window, counted under `name`, the one past it answered with `message`.
 * Each limit is a class of its own (`class VerifyRateLimit extends configuredLimit(...) {}`), so
 * that Nest injects each where it is asked for.
 */
export function configuredLimit(
  name: string,
  points: ConfiguredPoints,
  message: string,
): Type<RequestLimit> {
  @Injectable()
  class ConfiguredLimit extends RequestLimit {
    constructor(config: ConfigService, store: CounterStore) {
      const limits = config.get('rateLimits');
      super(store, { name, points: limits[points], windowSeconds: limits.windowSeconds }, message);
    }
  }
  return ConfiguredLimit;
}
