import { object, ref, string } from 'yup';
import {
  EMAIL_MIXED_SCRIPTS_MESSAGE,
  LIMITS,
  MESSAGES,
  USERNAME_PATTERN,
  mixesScripts,
  type RegisterRequest,
} from '@consult/domain';
import { emailAddress, plainText } from '@consult/ui/forms';

export interface RegisterFormValues extends RegisterRequest {
  confirmPassword: string;
}

/** The fields in the order the form shows them (and focuses the first invalid one). */
export const REGISTER_FIELDS = [
  'firstName',
  'lastName',
  'username',
  'email',
  'phone',
  'companyName',
  'address',
  'city',
  'state',
  'zipCode',
  'password',
  'confirmPassword',
] as const satisfies readonly (keyof RegisterFormValues)[];

export const REGISTER_INITIAL_VALUES: RegisterFormValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  companyName: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  password: '',
  confirmPassword: '',
};

const requiredText = (required: string, label: string, max: number) =>
  plainText(label).trim().required(required).max(max, MESSAGES.tooLong(label, max));

/** Registration: every field is required; the limits and messages are the API's (req SITE-5). */
export const registerSchema = object({
  firstName: requiredText(MESSAGES.firstNameRequired, 'First name', LIMITS.nameMax),
  lastName: requiredText(MESSAGES.lastNameRequired, 'Last name', LIMITS.nameMax),
  username: string()
    .trim()
    .required(MESSAGES.usernameRequired)
    .min(LIMITS.usernameMin, MESSAGES.usernameFormat)
    .max(LIMITS.usernameMax, MESSAGES.usernameFormat)
    .matches(USERNAME_PATTERN, MESSAGES.usernameFormat),
  // The API's e-mail rule (libs/domain isEmailAddress: `foo@bar` is refused), and no look-alike
  // mixing alphabets (issue 17).
  email: emailAddress().test(
    'one-script',
    EMAIL_MIXED_SCRIPTS_MESSAGE,
    (value) => !value || !mixesScripts(value),
  ),
  companyName: requiredText(MESSAGES.companyNameRequired, 'Company name', LIMITS.companyNameMax),
  phone: string()
    .trim()
    .required(MESSAGES.phoneInvalid)
    .min(LIMITS.phoneMin, MESSAGES.phoneInvalid)
    .max(LIMITS.phoneMax, MESSAGES.tooLong('Phone', LIMITS.phoneMax)),
  address: requiredText(MESSAGES.addressRequired, 'Address', LIMITS.addressMax),
  city: requiredText(MESSAGES.cityRequired, 'City', LIMITS.cityMax),
  state: requiredText(MESSAGES.stateRequired, 'State', LIMITS.stateMax),
  zipCode: requiredText(MESSAGES.zipCodeRequired, 'ZIP code', LIMITS.zipMax),
  password: string()
    .required(MESSAGES.passwordRequired)
    .min(LIMITS.passwordMin, MESSAGES.passwordTooShort)
    .max(LIMITS.passwordMax, MESSAGES.passwordTooLong),
  confirmPassword: string()
    .required(MESSAGES.confirmPasswordRequired)
    .oneOf([ref('password')], MESSAGES.passwordsDoNotMatch),
});

/** The registration payload: text trimmed, the password as typed, no confirmation. */
export function toRegisterRequest(values: RegisterFormValues): RegisterRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    companyName: values.companyName.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    password: values.password,
  };
}
