import { object } from 'yup';
import { MESSAGES } from '@consult/domain';
import { emailAddress } from '@consult/ui/forms';

export const EMAIL_REQUIRED = 'Email is required';

/** The promote form (req DOCS-5): the e-mail is required and of e-mail type. */
export const promoteSchema = object({
  // The API's e-mail rule (libs/domain isEmailAddress): `foo@bar` is refused here too.
  email: emailAddress({ required: EMAIL_REQUIRED, tooLong: MESSAGES.emailInvalid }),
});
