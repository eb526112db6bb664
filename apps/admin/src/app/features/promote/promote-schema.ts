import { object, string } from 'yup';
import { LIMITS, MESSAGES } from '@consult/domain';

export const EMAIL_REQUIRED = 'Email is required';

/** The promote form (spec 001 §5): the e-mail is required and of e-mail type. */
export const promoteSchema = object({
  email: string()
    .trim()
    .required(EMAIL_REQUIRED)
    .max(LIMITS.emailMax, MESSAGES.emailInvalid)
    .email(MESSAGES.emailInvalid),
});
