import type { SessionConfig } from '../config/app-config';

/**
 * The session lifetime rules (req RULES-5), as pure functions of time:
 * - without remember-me: ends after `idleMinutes` without a request, and `absoluteHours` after sign-in
 *   at the latest; the cookie is a browser-session cookie;
 * - with remember-me: lasts `rememberMeDays` from sign-in (no idle limit); the cookie carries the same
 *   Max-Age.
 */
export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  rememberMeMs: number;
}

/** What the store keeps about a session's age. */
export interface SessionTimes {
  rememberMe: boolean;
  /** The absolute end (see absoluteExpiry), epoch ms. */
  expiresAt: number;
  /** The last request seen, epoch ms. */
  lastSeenAt: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The last-seen time is written at most this often (one write per minute per active session). */
const MAX_TOUCH_INTERVAL_MS = MINUTE;

export function sessionPolicy(
  config: Pick<SessionConfig, 'idleMinutes' | 'absoluteHours' | 'rememberMeDays'>,
): SessionPolicy {
  return {
    idleMs: Math.round(config.idleMinutes * MINUTE),
    absoluteMs: Math.round(config.absoluteHours * HOUR),
    rememberMeMs: Math.round(config.rememberMeDays * DAY),
  };
}

/** When the session ends at the latest, whatever the activity. */
export function absoluteExpiry(
  policy: SessionPolicy,
  rememberMe: boolean,
  startedAt: number,
): number {
  return startedAt + (rememberMe ? policy.rememberMeMs : policy.absoluteMs);
}

export function isSessionExpired(policy: SessionPolicy, times: SessionTimes, now: number): boolean {
  if (now >= times.expiresAt) return true;
  return !times.rememberMe && now - times.lastSeenAt >= policy.idleMs;
}

/** Whether a request at `now` should refresh the stored last-seen time. */
export function shouldTouch(policy: SessionPolicy, lastSeenAt: number, now: number): boolean {
  return now - lastSeenAt >= Math.min(MAX_TOUCH_INTERVAL_MS, policy.idleMs / 4);
}

/** The cookie's Max-Age in whole seconds, or null for a browser-session cookie. */
export function cookieMaxAgeSeconds(
  policy: SessionPolicy,
  rememberMe: boolean,
  startedAt: number,
  now: number,
): number | null {
  if (!rememberMe) return null;
  return Math.max(0, Math.round((absoluteExpiry(policy, true, startedAt) - now) / 1000));
}
