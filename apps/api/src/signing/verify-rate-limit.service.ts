import { VERIFY_MESSAGES } from '@consult/domain';
import { configuredLimit } from '../rate-limits/request-limit';

/**
 * Documents checked on /verify per client IP and window (VERIFY_RATE_LIMIT_PER_IP,
 * RATE_LIMIT_WINDOW_SECONDS): enough for anyone checking their own files, too few to walk the
 * space of fingerprints.
 */
export class VerifyRateLimitService extends configuredLimit(
  'verify-ip',
  'verifyPerIp',
  VERIFY_MESSAGES.tooManyRequests,
) {}
