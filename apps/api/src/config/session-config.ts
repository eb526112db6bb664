import type { EnvReader } from './env-reader';

const MIN_SESSION_SECRET_LENGTH = 32;

export interface SessionConfig {
  secret: string;
  /** `__Host-sid` with `Secure` in production, `sid` on plain http/localhost. */
  cookieName: string;
  secureCookie: boolean;
  idleMinutes: number;
  absoluteHours: number;
  rememberMeDays: number;
}

/**
 * SESSION_SECRET (required in production; '' when unset, for the development secret to fill in)
 * and the session lifetimes.
 */
export function readSessionConfig(read: EnvReader, isProduction: boolean): SessionConfig {
  const sessionSecret = read.optional('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < MIN_SESSION_SECRET_LENGTH) {
    read.problem(`SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters long`);
  }
  if (sessionSecret === undefined && isProduction) {
    read.problem(
      `SESSION_SECRET is required in production (at least ${MIN_SESSION_SECRET_LENGTH} random characters)`,
    );
  }
  return {
    secret: sessionSecret ?? '',
    cookieName: isProduction ? '__Host-sid' : 'sid',
    secureCookie: isProduction,
    idleMinutes: read.number('SESSION_IDLE_MINUTES', 30, { min: 0.001 }),
    absoluteHours: read.number('SESSION_ABSOLUTE_HOURS', 12, { min: 0.0001 }),
    rememberMeDays: read.number('REMEMBER_ME_DAYS', 30, { min: 0.00001 }),
  };
}
