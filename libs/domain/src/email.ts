import isEmail from 'validator/lib/isEmail';
import { LIMITS } from './limits';

/**
 * The one e-mail rule of the three apps and the API (issue 18): validator's `isEmail` with its
 * defaults, the library class-validator's `@IsEmail()` uses, so a form refuses exactly what the
 * API would. A domain needs a dot and a top-level domain: `foo@bar` is refused, as the API does.
 * At most 254 characters (RFC 5321's path limit).
 */
export function isEmailAddress(value: unknown): boolean {
  return typeof value === 'string' && value.length <= LIMITS.emailMax && isEmail(value);
}
