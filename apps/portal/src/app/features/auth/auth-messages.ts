/** Toasts of the login and registration screens (req SITE-8, RULES-2). */
export const AUTH_TOASTS = {
  loginSuccess: 'Login successful',
  loginFailed: 'Login failed',
  loginFailedFallback: 'Please check your credentials and try again',
  registrationSuccess: 'Registration successful',
  registrationSuccessDescription:
    'Account created successfully. Please log in to access your account.',
  registrationFailed: 'Registration failed',
} as const;
