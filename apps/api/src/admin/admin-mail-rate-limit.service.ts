import { Injectable } from '@nestjs/common';
import { ADMIN_MAIL_RATE_LIMIT, ADMIN_MESSAGES } from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import { CounterStore } from '../rate-limits/counter-store';
import { FixedWindowLimiter, LimitReachedError } from '../rate-limits/fixed-window-limiter';

/**
 * E-mails the admin console sends (document shares, invoice e-mails) per admin account: at most
 * ADMIN_MAIL_RATE_LIMIT.points per window, each valid request counting once. 429 with a
 * Retry-After, never a 5xx. Counted in the shared store, across API instances.
 */
@Injectable()
export class AdminMailRateLimitService {
  private readonly perAdmin: FixedWindowLimiter;

  constructor(store: CounterStore) {
    this.perAdmin = new FixedWindowLimiter(store, {
      name: 'admin-mail',
      points: ADMIN_MAIL_RATE_LIMIT.points,
      windowSeconds: ADMIN_MAIL_RATE_LIMIT.windowSeconds,
    });
  }

  async consume(adminUserId: number): Promise<void> {
    try {
      await this.perAdmin.consume(String(adminUserId));
    } catch (error) {
      if (!(error instanceof LimitReachedError)) throw error;
      throw new DomainError('RATE_LIMITED', ADMIN_MESSAGES.tooManyMails, {
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
  }
}
