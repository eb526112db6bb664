import { boolean, object, string, type TestConfig } from 'yup';
import {
  CONSULTATION_LIMITS as LIMITS,
  CONSULTATION_MESSAGES as MESSAGES,
  SINGLE_LINE_PATTERN,
  plainTextMessage,
} from '@consult/domain';
import { emailAddress } from '@consult/ui/forms';

// The form's rules: ConsultationForm loads this module (yup, its rules, the e-mail check) with its
// first validation, so that the page hydrates without them (issue 19).

/**
 * The API's plain-text rule (no text-direction characters), named as the API names the field; a
 * test added after the field's own, as the API checks it after the DTO's rules.
 */
const apiPlainText = (apiLabel: string, multiline = false): TestConfig<string | undefined> => ({
  name: 'plain-text',
  test: (value, context) => {
    const message = value ? plainTextMessage(value, apiLabel, { multiline }) : null;
    return message === null || context.createError({ message });
  },
});

const singleLine = (required: string, tooLong: string, max: number, label: string) =>
  string()
    .trim()
    .required(required)
    .max(max, tooLong)
    .matches(SINGLE_LINE_PATTERN, MESSAGES.singleLine(label))
    .test(apiPlainText(label));

/** req SITE-5, with the API's limits, rules and messages (the API checks the same rules). */
export const consultationSchema = object({
  companyName: singleLine(
    MESSAGES.companyNameRequired,
    MESSAGES.companyNameTooLong,
    LIMITS.companyNameMax,
    'Company name',
  ),
  isPublic: boolean(),
  isPrivate: boolean(),
  firstName: singleLine(
    MESSAGES.firstNameRequired,
    MESSAGES.firstNameTooLong,
    LIMITS.nameMax,
    'First name',
  ),
  lastName: singleLine(
    MESSAGES.lastNameRequired,
    MESSAGES.lastNameTooLong,
    LIMITS.nameMax,
    'Last name',
  ),
  // The API's e-mail rule (libs/domain isEmailAddress): `foo@bar` is refused here too.
  email: emailAddress({ invalid: MESSAGES.emailInvalid, tooLong: MESSAGES.emailTooLong }),
  // At least 10 characters, no format check (req SITE-5, SITE-9).
  phone: string()
    .trim()
    .required(MESSAGES.phoneInvalid)
    .min(LIMITS.phoneMin, MESSAGES.phoneInvalid)
    .max(LIMITS.phoneMax, MESSAGES.phoneTooLong)
    .matches(SINGLE_LINE_PATTERN, MESSAGES.singleLine('Phone number'))
    .test(apiPlainText('Phone')),
  primaryGoals: string()
    .trim()
    .required(MESSAGES.primaryGoalsRequired)
    .max(LIMITS.primaryGoalsMax, MESSAGES.primaryGoalsTooLong)
    .test(apiPlainText('Primary goals', true)),
});
