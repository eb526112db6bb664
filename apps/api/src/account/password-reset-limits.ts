import { ACCOUNT_MESSAGES, MESSAGES } from '@consult/domain';
import { configuredLimit } from '../rate-limits/request-limit';

/**
 * Reset links asked for per client IP and window (PASSWORD_RESET_RATE_LIMIT_PER_IP): each request
 * may send an e-mail.
 */
export class PasswordResetIpLimit extends configuredLimit(
  'password-reset-ip',
  'passwordResetPerIp',
  ACCOUNT_MESSAGES.tooManyResetRequests,
) {}

/**
 * Reset links asked for per e-mail address and window (PASSWORD_RESET_RATE_LIMIT_PER_ADDRESS),
 * known or not, so nobody can fill a client's inbox, and the limit says nothing of who has an
 * account.
 */
export class PasswordResetAddressLimit extends configuredLimit(
  'password-reset-address',
  'passwordResetPerAddress',
  ACCOUNT_MESSAGES.tooManyResetRequests,
) {}

/** Reset links used, or tried, per client IP and window (PASSWORD_RESET_CONFIRM_RATE_LIMIT_PER_IP). */
export class PasswordResetConfirmLimit extends configuredLimit(
  'password-reset-confirm-ip',
  'passwordResetConfirmPerIp',
  MESSAGES.tooManyAttempts,
) {}
