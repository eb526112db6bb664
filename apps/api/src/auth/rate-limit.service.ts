import { Injectable } from '@nestjs/common';
import { MESSAGES } from '@consult/domain';
import { ConfigService } from '../config/config.service';
import { DomainError } from '../common/errors/domain-error';
import { CounterStore } from '../rate-limits/counter-store';
import { FixedWindowLimiter, LimitReachedError } from '../rate-limits/fixed-window-limiter';

/**
 * Login and registration limits (DECISIONS §5), answered with 429 and a Retry-After, never a 5xx.
 * - login: failed attempts per IP and per account (a success clears the account's count); past a
 *   few failures on one account, each failed answer is also slowed a step more, so guessing slows
 *   down well before the account's limit refuses it, from whatever address it comes;
 * - registration: attempts per IP.
 * The counters live in the database (CounterStore), so every API instance sees the same counts.
 */
@Injectable()
export class RateLimitService {
  private readonly loginPerIp: FixedWindowLimiter;
  private readonly loginPerAccount: FixedWindowLimiter;
  private readonly registerPerIp: FixedWindowLimiter;
  private readonly slowdown: { after: number; stepMs: number; maxMs: number };

  constructor(config: ConfigService, store: CounterStore) {
    const limits = config.get('rateLimits');
    const windowSeconds = limits.windowSeconds;
    this.slowdown = {
      after: limits.loginSlowdownAfter,
      stepMs: limits.loginSlowdownStepMs,
      maxMs: limits.loginSlowdownMaxMs,
    };
    this.loginPerIp = new FixedWindowLimiter(store, {
      name: 'login-ip',
      points: limits.loginPerIp,
      windowSeconds,
    });
    this.loginPerAccount = new FixedWindowLimiter(store, {
      name: 'login-account',
      points: limits.loginPerAccount,
      windowSeconds,
    });
    this.registerPerIp = new FixedWindowLimiter(store, {
      name: 'register-ip',
      points: limits.registerPerIp,
      windowSeconds,
    });
  }

  /** Before checking a password: refuses when this IP or this account has failed too often. */
  async assertLoginAllowed(ip: string, username: string): Promise<void> {
    await Promise.all([
      this.loginPerIp.assertNotExhausted(ip),
      this.loginPerAccount.assertNotExhausted(accountKey(username)),
    ]).catch(rethrowAsTooMany);
  }

  /**
   * Counts a failed sign-in against the IP and the account; answers how long to hold the failed
   * answer back (0 for the account's first few failures).
   */
  async recordLoginFailure(ip: string, username: string): Promise<number> {
    const [, account] = await Promise.all([
      this.loginPerIp.record(ip),
      this.loginPerAccount.record(accountKey(username)),
    ]);
    return loginSlowdownMs(account.points, this.slowdown);
  }

  async recordLoginSuccess(username: string): Promise<void> {
    await this.loginPerAccount.reset(accountKey(username));
  }

  async consumeRegistration(ip: string): Promise<void> {
    await this.registerPerIp.consume(ip).catch(rethrowAsTooMany);
  }
}

/** The delay of the `failures`-th failed sign-in on an account: a step more for each past `after`. */
export function loginSlowdownMs(
  failures: number,
  { after, stepMs, maxMs }: { after: number; stepMs: number; maxMs: number },
): number {
  return Math.min(Math.max(0, failures - after) * stepMs, maxMs);
}

function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

function rethrowAsTooMany(error: unknown): never {
  if (error instanceof LimitReachedError) {
    throw new DomainError('RATE_LIMITED', MESSAGES.tooManyAttempts, {
      retryAfterSeconds: error.retryAfterSeconds,
    });
  }
  throw error;
}
