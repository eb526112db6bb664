import type { MailOutboxConfig } from '../config/app-config';

/**
 * How long to wait after the `failedAttempts`-th failed attempt: MAIL_RETRY_BASE_MS, doubled after
 * each further failure, never more than MAIL_RETRY_MAX_MS. With the defaults (5 s, 10 min) a
 * message is tried for about seven hours before MAIL_MAX_ATTEMPTS (50) gives up on it.
 */
export function retryDelayMs(
  failedAttempts: number,
  { retryBaseMs, retryMaxMs }: Pick<MailOutboxConfig, 'retryBaseMs' | 'retryMaxMs'>,
): number {
  return Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, failedAttempts - 1));
}
