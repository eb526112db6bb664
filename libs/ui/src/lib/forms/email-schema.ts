import { string } from 'yup';
import { LIMITS, MESSAGES, isEmailAddress } from '@consult/domain';

/**
 * An e-mail field's Yup schema with the API's rule (libs/domain `isEmailAddress`, the rule of the
 * API's DTOs), so `foo@bar` is refused before the form is sent, with the message the API would
 * give. Required unless `optional`; "too long" before "invalid", as the API orders them.
 */
export function emailAddress(
  options: {
    required?: string;
    invalid?: string;
    tooLong?: string;
    optional?: boolean;
  } = {},
) {
  const {
    invalid = MESSAGES.emailInvalid,
    required = invalid,
    tooLong = MESSAGES.tooLong('Email', LIMITS.emailMax),
    optional = false,
  } = options;
  const base = string().trim();
  return (optional ? base : base.required(required))
    .max(LIMITS.emailMax, tooLong)
    .test(
      'email',
      invalid,
      (value) => !value || value.length > LIMITS.emailMax || isEmailAddress(value),
    );
}
