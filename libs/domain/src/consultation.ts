import { LIMITS, MESSAGES } from './limits';

/** The only service type the consultation form requests (req SITE-3). */
export const CONSULTATION_SERVICE_TYPE = 'Business Consultation';

/** `POST /api/consultation` (req SITE-3, SITE-7). */
export interface ConsultationRequest {
  companyName: string;
  isPublic: boolean;
  isPrivate: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  primaryGoals: string;
  serviceType: typeof CONSULTATION_SERVICE_TYPE;
}

/**
 * What `POST /api/consultation` answers with (201). The form does not read it (req SITE-7). No
 * id: sequential ids would tell anyone how many requests the firm receives.
 */
export interface ConsultationReceipt {
  /** ISO 8601, UTC. */
  receivedAt: string;
}

/** Field limits of the consultation request: the same as the account's where the field is the same. */
export const CONSULTATION_LIMITS = {
  companyNameMax: LIMITS.companyNameMax,
  nameMax: LIMITS.nameMax,
  emailMax: LIMITS.emailMax,
  phoneMin: LIMITS.phoneMin,
  phoneMax: LIMITS.phoneMax,
  primaryGoalsMax: LIMITS.longTextMax,
} as const;

/**
 * One line of text: no line breaks (CR, LF, NEL, U+2028/2029) and no other control characters, so
 * a value can never add a header to an e-mail it is written into.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const SINGLE_LINE_PATTERN = /^[^\u0000-\u001f\u007f\u0085\u2028\u2029]*$/;

export function isSingleLine(value: string): boolean {
  return SINGLE_LINE_PATTERN.test(value);
}

/** The messages of req SITE-5 (shared with registration where identical) and the limits'. */
export const CONSULTATION_MESSAGES = {
  companyNameRequired: MESSAGES.companyNameRequired,
  firstNameRequired: MESSAGES.firstNameRequired,
  lastNameRequired: MESSAGES.lastNameRequired,
  emailInvalid: MESSAGES.emailInvalid,
  phoneInvalid: MESSAGES.phoneInvalid,
  primaryGoalsRequired: 'Please describe your primary goals',
  companyNameTooLong: MESSAGES.tooLong('Company name', CONSULTATION_LIMITS.companyNameMax),
  firstNameTooLong: MESSAGES.tooLong('First name', CONSULTATION_LIMITS.nameMax),
  lastNameTooLong: MESSAGES.tooLong('Last name', CONSULTATION_LIMITS.nameMax),
  emailTooLong: MESSAGES.tooLong('Email', CONSULTATION_LIMITS.emailMax),
  phoneTooLong: MESSAGES.tooLong('Phone number', CONSULTATION_LIMITS.phoneMax),
  primaryGoalsTooLong: MESSAGES.tooLong('Primary goals', CONSULTATION_LIMITS.primaryGoalsMax),
  singleLine: (label: string) => `${label} must be a single line of text`,
  mustBeBoolean: (label: string) => `${label} must be true or false`,
  serviceTypeInvalid: `Service type must be '${CONSULTATION_SERVICE_TYPE}'`,
  tooManyRequests: 'Too many consultation requests. Please wait a few minutes and try again.',
} as const;
