import { Injectable } from '@nestjs/common';
import { VERIFY_MESSAGES } from '@consult/domain';
import { ConfigService } from '../config/config.service';
import { CounterStore } from '../rate-limits/counter-store';
import { RequestLimit } from '../rate-limits/request-limit';

/**
 * Documents checked on /verify per client IP and window (VERIFY_RATE_LIMIT_PER_IP,
 * RATE_LIMIT_WINDOW_SECONDS): enough for anyone checking their own files, too few to walk the
 * space of fingerprints.
 */
@Injectable()
export class VerifyRateLimitService extends RequestLimit {
  constructor(config: ConfigService, store: CounterStore) {
    const limits = config.get('rateLimits');
    super(
      store,
      { name: 'verify-ip', points: limits.verifyPerIp, windowSeconds: limits.windowSeconds },
      VERIFY_MESSAGES.tooManyRequests,
    );
  }
}
