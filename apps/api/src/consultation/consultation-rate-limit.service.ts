import { Injectable } from '@nestjs/common';
import { CONSULTATION_MESSAGES } from '@consult/domain';
import { ConfigService } from '../config/config.service';
import { CounterStore } from '../rate-limits/counter-store';
import { RequestLimit } from '../rate-limits/request-limit';

/**
 * Consultation requests per client IP and window (CONSULTATION_RATE_LIMIT_PER_IP,
 * RATE_LIMIT_WINDOW_SECONDS): each valid request sends two e-mails, one of them to an address the
 * visitor typed.
 */
@Injectable()
export class ConsultationRateLimitService extends RequestLimit {
  constructor(config: ConfigService, store: CounterStore) {
    const limits = config.get('rateLimits');
    super(
      store,
      {
        name: 'consultation-ip',
        points: limits.consultationPerIp,
        windowSeconds: limits.windowSeconds,
      },
      CONSULTATION_MESSAGES.tooManyRequests,
    );
  }
}
