import {
  absoluteExpiry,
  cookieMaxAgeSeconds,
  isSessionExpired,
  sessionPolicy,
  shouldTouch,
} from './session-policy';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const policy = sessionPolicy({ idleMinutes: 30, absoluteHours: 12, rememberMeDays: 30 });
const signIn = Date.UTC(2025, 0, 1, 9, 0, 0);

describe('session policy', () => {
  it('converts the configured limits to milliseconds', () => {
    expect(policy).toEqual({ idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR, rememberMeMs: 30 * DAY });
  });

  describe('without remember-me', () => {
    const session = (lastSeenAt: number) => ({
      rememberMe: false,
      expiresAt: absoluteExpiry(policy, false, signIn),
      lastSeenAt,
    });

    it('ends 12 hours after sign-in', () => {
      expect(absoluteExpiry(policy, false, signIn)).toBe(signIn + 12 * HOUR);
    });

    it('is alive while used at least every 30 minutes', () => {
      expect(isSessionExpired(policy, session(signIn), signIn + 29 * MINUTE)).toBe(false);
      expect(
        isSessionExpired(policy, session(signIn + 6 * HOUR), signIn + 6 * HOUR + 29 * MINUTE),
      ).toBe(false);
    });

    it('ends after 30 idle minutes', () => {
      expect(isSessionExpired(policy, session(signIn), signIn + 30 * MINUTE)).toBe(true);
    });

    it('ends at 12 hours even when active a moment ago', () => {
      expect(
        isSessionExpired(policy, session(signIn + 12 * HOUR - MINUTE), signIn + 12 * HOUR),
      ).toBe(true);
    });

    it('has a browser-session cookie (no Max-Age)', () => {
      expect(cookieMaxAgeSeconds(policy, false, signIn, signIn)).toBeNull();
    });
  });

  describe('with remember-me', () => {
    const session = (lastSeenAt: number) => ({
      rememberMe: true,
      expiresAt: absoluteExpiry(policy, true, signIn),
      lastSeenAt,
    });

    it('lasts 30 days without any idle limit', () => {
      expect(isSessionExpired(policy, session(signIn), signIn + 29 * DAY)).toBe(false);
    });

    it('ends 30 days after sign-in', () => {
      expect(isSessionExpired(policy, session(signIn + 30 * DAY - 1), signIn + 30 * DAY)).toBe(
        true,
      );
    });

    it('gives the cookie the remaining lifetime as Max-Age', () => {
      expect(cookieMaxAgeSeconds(policy, true, signIn, signIn)).toBe(30 * 24 * 3600);
      expect(cookieMaxAgeSeconds(policy, true, signIn, signIn + DAY)).toBe(29 * 24 * 3600);
      expect(cookieMaxAgeSeconds(policy, true, signIn, signIn + 31 * DAY)).toBe(0);
    });
  });

  it('writes the last-seen time at most once a minute (sooner for tiny idle limits)', () => {
    expect(shouldTouch(policy, signIn, signIn + 59_000)).toBe(false);
    expect(shouldTouch(policy, signIn, signIn + MINUTE)).toBe(true);
    const tiny = sessionPolicy({ idleMinutes: 0.05, absoluteHours: 12, rememberMeDays: 30 });
    expect(shouldTouch(tiny, signIn, signIn + 700)).toBe(false);
    expect(shouldTouch(tiny, signIn, signIn + 750)).toBe(true);
  });
});
