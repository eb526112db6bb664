import { Injectable } from '@nestjs/common';
import { MESSAGES } from '@consult/domain';
import { ConfigService } from '../config/config.service';
import { DomainError } from '../common/errors/domain-error';
import { CounterStore } from '../rate-limits/counter-store';
import { FixedWindowLimiter, LimitReachedError } from '../rate-limits/fixed-window-limiter';

/**
 * Login and registration limits (req RULES-5), answered with 429 and a Retry-After, never a 5xx.
 * - login: attempts per IP and per account. Each attempt takes its place in both windows before
 *   the password is checked, so parallel guesses cannot all pass a check made before they are
 *   counted (issue 17); a success gives its place back (and clears the account's failures), so
 *   only failures stay counted. Past a few on one account, each failed answer is also slowed a
 *   step more, so guessing slows down well before the account's limit refuses it, from whatever
 *   address it comes;
 * - registration: attempts per IP, taken before the account is created.
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

  /**
   * Before checking a password: takes this attempt's place in the IP's window, then in the
   * account's, or refuses (429) when either has none left, counting nothing. Answers how long a
   * wrong password's answer is to be held back: by the attempt's number on the account, 0 for the
   * first few. An attempt that ends in neither success nor failure (the database went away) stays
   * counted, as a failure would.
   */
  async consumeLoginAttempt(ip: string, username: string): Promise<{ failureDelayMs: number }> {
    await this.loginPerIp.consume(ip).catch(rethrowAsTooMany);
    try {
      const account = await this.loginPerAccount.consume(accountKey(username));
      return { failureDelayMs: loginSlowdownMs(account.points, this.slowdown) };
    } catch (error) {
      // Refused on the account: the address's place was not used.
      if (error instanceof LimitReachedError) await this.loginPerIp.giveBack(ip);
      return rethrowAsTooMany(error);
    }
  }

  /**
   * After the right password: the attempt gives its place back to the IP, and the account's
   * failures are forgotten, so a client's own sign-ins never count against them.
   */
  async recordLoginSuccess(ip: string, username: string): Promise<void> {
    await Promise.all([
      this.loginPerIp.giveBack(ip),
      this.loginPerAccount.reset(accountKey(username)),
    ]);
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
