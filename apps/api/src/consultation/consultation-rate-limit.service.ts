import { CONSULTATION_MESSAGES } from '@consult/domain';
import { configuredLimit } from '../rate-limits/request-limit';

/**
 * Consultation requests per client IP and window (CONSULTATION_RATE_LIMIT_PER_IP,
 * RATE_LIMIT_WINDOW_SECONDS): each valid request sends two e-mails, one of them to an address the
 * visitor typed.
 */
export class ConsultationRateLimitService extends configuredLimit(
  'consultation-ip',
  'consultationPerIp',
  CONSULTATION_MESSAGES.tooManyRequests,
) {}
