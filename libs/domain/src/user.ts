/** The signed-in user as `GET /api/user`, login and registration return it (req SITE-3). */
export interface User {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Whether the owner has followed the link mailed to `email` (issue 17): until then no document is e-mailed to it. */
  emailVerified: boolean;
  isAdmin: boolean;
}

/**
 * Who is signed in, as the apps' session check reads it from `GET /api/session` (issue 18): always
 * a 200, so that a signed-out page logs no failed request. Signed in, `user` is what
 * `GET /api/user` answers.
 */
export type SessionStatus = { signedIn: false } | { signedIn: true; user: User };

/** Avatar initials: first letters of first and last name, upper-cased, or '?' if either is missing. */
export function userInitials(
  user: Pick<User, 'firstName' | 'lastName'> | null | undefined,
): string {
  const first = user?.firstName?.trim().charAt(0) ?? '';
  const last = user?.lastName?.trim().charAt(0) ?? '';
  if (!first || !last) return '?';
  return (first + last).toUpperCase();
}

export interface LoginRequest {
  username: string;
  password: string;
  rememberMe?: boolean;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
}

/** The error body every failed API call answers with. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Field-level messages for a 400, keyed by field name (first message per field). */
  fields?: Record<string, string>;
}
