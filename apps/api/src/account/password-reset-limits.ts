import { Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES, MESSAGES } from '@consult/domain';
import { ConfigService } from '../config/config.service';
import { CounterStore } from '../rate-limits/counter-store';
import { RequestLimit } from '../rate-limits/request-limit';

/**
 * Reset links asked for per client IP and window (PASSWORD_RESET_RATE_LIMIT_PER_IP): each request
 * may send an e-mail.
 */
@Injectable()
export class PasswordResetIpLimit extends RequestLimit {
  constructor(config: ConfigService, store: CounterStore) {
    const limits = config.get('rateLimits');
    super(
      store,
      {
        name: 'password-reset-ip',
        points: limits.passwordResetPerIp,
        windowSeconds: limits.windowSeconds,
      },
      ACCOUNT_MESSAGES.tooManyResetRequests,
    );
  }
}

/**
 * Reset links asked for per e-mail address and window (PASSWORD_RESET_RATE_LIMIT_PER_ADDRESS),
 * known or not, so nobody can fill a client's inbox, and the limit says nothing of who has an
 * account.
 */
@Injectable()
export class PasswordResetAddressLimit extends RequestLimit {
  constructor(config: ConfigService, store: CounterStore) {
    const limits = config.get('rateLimits');
    super(
      store,
      {
        name: 'password-reset-address',
        points: limits.passwordResetPerAddress,
        windowSeconds: limits.windowSeconds,
      },
      ACCOUNT_MESSAGES.tooManyResetRequests,
    );
  }
}

/** Reset links used, or tried, per client IP and window (PASSWORD_RESET_CONFIRM_RATE_LIMIT_PER_IP). */
@Injectable()
export class PasswordResetConfirmLimit extends RequestLimit {
  constructor(config: ConfigService, store: CounterStore) {
    const limits = config.get('rateLimits');
    super(
      store,
      {
        name: 'password-reset-confirm-ip',
        points: limits.passwordResetConfirmPerIp,
        windowSeconds: limits.windowSeconds,
      },
      MESSAGES.tooManyAttempts,
    );
  }
}
