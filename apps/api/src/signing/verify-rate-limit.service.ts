import { Injectable } from '@nestjs/common';
import { VERIFY_MESSAGES } from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import { ConfigService } from '../config/config.service';
import { CounterStore } from '../rate-limits/counter-store';
import { FixedWindowLimiter, LimitReachedError } from '../rate-limits/fixed-window-limiter';

/**
 * Documents checked on /verify per client IP and window (VERIFY_RATE_LIMIT_PER_IP,
 * RATE_LIMIT_WINDOW_SECONDS): enough for anyone checking their own files, too few to walk the
 * space of fingerprints. 429 with a Retry-After. Counted in the database, across instances.
 */
@Injectable()
export class VerifyRateLimitService {
  private readonly perIp: FixedWindowLimiter;

  constructor(config: ConfigService, store: CounterStore) {
    const limits = config.get('rateLimits');
    this.perIp = new FixedWindowLimiter(store, {
      name: 'verify-ip',
      points: limits.verifyPerIp,
      windowSeconds: limits.windowSeconds,
    });
  }

  async consume(ip: string): Promise<void> {
    try {
      await this.perIp.consume(ip);
    } catch (error) {
      if (!(error instanceof LimitReachedError)) throw error;
      throw new DomainError('RATE_LIMITED', VERIFY_MESSAGES.tooManyRequests, {
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
  }
}
