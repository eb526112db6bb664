import { object, ref, string } from 'yup';
import { ACCOUNT_MESSAGES, LIMITS, MESSAGES } from '@consult/domain';
import { emailAddress } from '@consult/ui/forms';

/** A new password: the registration's rules and messages, and its confirmation. */
const newPassword = () =>
  string()
    .required(ACCOUNT_MESSAGES.newPasswordRequired)
    .min(LIMITS.passwordMin, MESSAGES.passwordTooShort)
    .max(LIMITS.passwordMax, MESSAGES.passwordTooLong);

const confirmPassword = () =>
  string()
    .required(MESSAGES.confirmPasswordRequired)
    .oneOf([ref('newPassword')], MESSAGES.passwordsDoNotMatch);

export interface ChangePasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const CHANGE_PASSWORD_FIELDS = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
] as const;

export const CHANGE_PASSWORD_INITIAL_VALUES: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Change password: the current one, and the new one twice; the server checks the current one. */
export const changePasswordSchema = object({
  currentPassword: string()
    .required(ACCOUNT_MESSAGES.currentPasswordRequired)
    .max(LIMITS.passwordMax, MESSAGES.passwordTooLong),
  newPassword: newPassword(),
  confirmPassword: confirmPassword(),
});

export interface ForgotPasswordFormValues {
  email: string;
}

export const FORGOT_PASSWORD_FIELDS = ['email'] as const;

/** Forgot password: the address the account uses. */
export const forgotPasswordSchema = object({
  // The API's e-mail rule (libs/domain isEmailAddress).
  email: emailAddress(),
});

export interface ResetPasswordFormValues {
  newPassword: string;
  confirmPassword: string;
}

export const RESET_PASSWORD_FIELDS = ['newPassword', 'confirmPassword'] as const;

export const RESET_PASSWORD_INITIAL_VALUES: ResetPasswordFormValues = {
  newPassword: '',
  confirmPassword: '',
};

/** Reset password: the new password twice (the token comes from the link). */
export const resetPasswordSchema = object({
  newPassword: newPassword(),
  confirmPassword: confirmPassword(),
});
