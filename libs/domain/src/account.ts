/**
 * The client's own account: changing the password, resetting a forgotten one, and the sessions
 * signed in to it (issue 17; OWASP ASVS 5.0 level 2 where the issue is silent). Shared by the
 * portal's forms and the API, so both say the same thing.
 */

/** `POST /api/password` (signed in). */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** `POST /api/password-reset`: anyone may ask; the answer never says whether the account exists. */
export interface PasswordResetRequest {
  email: string;
}

/** `POST /api/password-reset/confirm`: the token from the e-mailed link, and the new password. */
export interface PasswordResetConfirmRequest {
  token: string;
  newPassword: string;
}

/** The one answer to `POST /api/password-reset`, whatever the address. */
export interface PasswordResetAccepted {
  message: string;
}

/** One signed-in session of the client, as `GET /api/sessions` lists it. */
export interface AccountSession {
  /** An opaque public id (never the session id nor its hash): what `DELETE /api/sessions/{id}` takes. */
  id: string;
  /** ISO 8601 UTC: the sign-in. */
  createdAt: string;
  /** ISO 8601 UTC: the last request seen (recorded at most once a minute). */
  lastSeenAt: string;
  /** A short name of the browser and system, "Chrome 120 on macOS"; "Unknown browser" if none. */
  browser: string;
  /** The User-Agent header at sign-in, as sent (at most 500 characters); null if not recorded. */
  userAgent: string | null;
  /** The address the sign-in came from; null if not recorded. */
  ipAddress: string | null;
  /** The session this request was made with ("This device"). */
  current: boolean;
}

/** `DELETE /api/sessions`: how many other sessions were ended. */
export interface EndSessionsResult {
  ended: number;
}

/** A reset link's token: 32 random bytes in base64url (43 characters, no padding). */
export const PASSWORD_RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A session's public id: 16 random bytes in base64url, or hex (sessions from before it existed). */
export const SESSION_PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{16,32}$/;

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Your current password is not correct',
  newPasswordRequired: 'New password is required',
  passwordChanged: 'Password changed',
  passwordChangedDescription: 'Your other sessions have been signed out.',
  passwordChangeFailed: 'Password not changed',
  resetRequested:
    'If an account uses that email address, we have sent it a link to choose a new password. The link works once, within the next hour.',
  resetLinkInvalid:
    'This password reset link is invalid, has expired or has already been used. Please ask for a new one.',
  resetTokenRequired: 'The reset link is incomplete. Please open the link from the email again.',
  passwordReset: 'Password reset',
  passwordResetDescription: 'You can now log in with your new password.',
  passwordResetFailed: 'Password not reset',
  resetRequestFailed: 'Request not sent',
  tooManyResetRequests:
    'Too many password reset requests. Please wait a few minutes and try again.',
  sessionEnded: 'Session signed out',
  otherSessionsEnded: (count: number) =>
    count === 1 ? 'Signed out of 1 other session' : `Signed out of ${count} other sessions`,
  sessionsFailed: 'Could not load your sessions',
  endSessionFailed: 'Could not sign out that session',
} as const;
