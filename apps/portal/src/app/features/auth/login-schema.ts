import { boolean, object, string } from 'yup';
import { MESSAGES } from '@consult/domain';

export interface LoginFormValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

export const LOGIN_INITIAL_VALUES: LoginFormValues = {
  username: '',
  password: '',
  rememberMe: false,
};

/** Login: username and password are required (req SITE-5); the server checks the rest. */
export const loginSchema = object({
  username: string().trim().required(MESSAGES.usernameRequired),
  password: string().required(MESSAGES.passwordRequired),
  rememberMe: boolean().required(),
});

export const LOGIN_FIELDS = ['username', 'password'] as const;
