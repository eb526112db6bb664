import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { CONSULTATION_MESSAGES } from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import { ConfigService } from '../config/config.service';

/**
 * Consultation requests per client IP and window (CONSULTATION_RATE_LIMIT_PER_IP,
 * RATE_LIMIT_WINDOW_SECONDS): each valid request sends two e-mails, one of them to an address the
 * visitor typed. 429 with a Retry-After, never a 5xx. In memory: each API instance counts on its own.
 */
@Injectable()
export class ConsultationRateLimitService {
  private readonly perIp: RateLimiterMemory;

  constructor(config: ConfigService) {
    const limits = config.get('rateLimits');
    this.perIp = new RateLimiterMemory({
      keyPrefix: 'consultation-ip',
      points: limits.consultationPerIp,
      duration: limits.windowSeconds,
    });
  }

  async consume(ip: string): Promise<void> {
    try {
      await this.perIp.consume(ip);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new DomainError('RATE_LIMITED', CONSULTATION_MESSAGES.tooManyRequests, {
        retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
      });
    }
  }
}
