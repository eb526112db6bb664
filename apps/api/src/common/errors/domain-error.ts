/**
 * What services throw. ApiExceptionFilter maps the code to an HTTP status in one place, so no
 * controller or service builds HTTP exceptions by hand.
 */
export type DomainErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE';

export const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

export interface DomainErrorDetails {
  /** Field-level messages (first message per field), shown under the form's fields. */
  fields?: Record<string, string>;
  /** For RATE_LIMITED and UNAVAILABLE: seconds until another attempt may succeed (sent as Retry-After). */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get status(): number {
    return DOMAIN_ERROR_STATUS[this.code];
  }
}
