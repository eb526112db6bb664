import { boolean, object, string, type TestConfig } from 'yup';
import {
  CONSULTATION_LIMITS as LIMITS,
  CONSULTATION_MESSAGES as MESSAGES,
  CONSULTATION_SERVICE_TYPE,
  SINGLE_LINE_PATTERN,
  plainTextMessage,
  type ConsultationRequest,
} from '@consult/domain';
import { emailAddress } from '@consult/ui/forms';

export type ConsultationFormValues = Omit<ConsultationRequest, 'serviceType'>;

/** The text fields in the order the form shows them (and focuses the first invalid one). */
export const CONSULTATION_FIELDS = [
  'companyName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'primaryGoals',
] as const satisfies readonly (keyof ConsultationFormValues)[];

/** Idle: text fields empty, both checkboxes unchecked (req SITE-4). */
export const CONSULTATION_INITIAL_VALUES: ConsultationFormValues = {
  companyName: '',
  isPublic: false,
  isPrivate: false,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  primaryGoals: '',
};

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

/** The request payload: text trimmed, the service type the form always asks for. */
export function toConsultationRequest(values: ConsultationFormValues): ConsultationRequest {
  return {
    companyName: values.companyName.trim(),
    isPublic: values.isPublic,
    isPrivate: values.isPrivate,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    primaryGoals: values.primaryGoals.trim(),
    serviceType: CONSULTATION_SERVICE_TYPE,
  };
}
