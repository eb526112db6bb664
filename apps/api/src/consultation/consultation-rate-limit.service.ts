import { Injectable } from '@nestjs/common';
import { CONSULTATION_MESSAGES } from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import { ConfigService } from '../config/config.service';
import { CounterStore } from '../rate-limits/counter-store';
import { FixedWindowLimiter, LimitReachedError } from '../rate-limits/fixed-window-limiter';

/**
 * Consultation requests per client IP and window (CONSULTATION_RATE_LIMIT_PER_IP,
 * RATE_LIMIT_WINDOW_SECONDS): each valid request sends two e-mails, one of them to an address the
 * visitor typed. 429 with a Retry-After, never a 5xx. Counted in the database, across instances.
 */
@Injectable()
export class ConsultationRateLimitService {
  private readonly perIp: FixedWindowLimiter;

  constructor(config: ConfigService, store: CounterStore) {
    const limits = config.get('rateLimits');
    this.perIp = new FixedWindowLimiter(store, {
      name: 'consultation-ip',
      points: limits.consultationPerIp,
      windowSeconds: limits.windowSeconds,
    });
  }

  async consume(ip: string): Promise<void> {
    try {
      await this.perIp.consume(ip);
    } catch (error) {
      if (!(error instanceof LimitReachedError)) throw error;
      throw new DomainError('RATE_LIMITED', CONSULTATION_MESSAGES.tooManyRequests, {
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
  }
}
