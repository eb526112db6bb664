import { Injectable } from '@nestjs/common';
import { ADMIN_MAIL_RATE_LIMIT, ADMIN_MESSAGES } from '@consult/domain';
import { CounterStore } from '../rate-limits/counter-store';
import { RequestLimit } from '../rate-limits/request-limit';

/**
 * E-mails the admin console sends (document shares, invoice e-mails) per admin account: at most
 * ADMIN_MAIL_RATE_LIMIT.points per window, each valid request counting once (keyed by the admin's
 * user id).
 */
@Injectable()
export class AdminMailRateLimitService extends RequestLimit {
  constructor(store: CounterStore) {
    super(
      store,
      {
        name: 'admin-mail',
        points: ADMIN_MAIL_RATE_LIMIT.points,
        windowSeconds: ADMIN_MAIL_RATE_LIMIT.windowSeconds,
      },
      ADMIN_MESSAGES.tooManyMails,
    );
  }
}
