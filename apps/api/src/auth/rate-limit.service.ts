import { Injectable } from '@nestjs/common';
import { MESSAGES } from '@consult/domain';
import { ConfigService } from '../config/config.service';
import { DomainError } from '../common/errors/domain-error';
import { CounterStore } from '../rate-limits/counter-store';
import { FixedWindowLimiter, LimitReachedError } from '../rate-limits/fixed-window-limiter';

/**
 * Login and registration limits (DECISIONS §5), answered with 429 and a Retry-After, never a 5xx.
 * - login: failed attempts per IP and per account (a success clears the account's count);
 * - registration: attempts per IP.
 * The counters live in the database (CounterStore), so every API instance sees the same counts.
 */
@Injectable()
export class RateLimitService {
  private readonly loginPerIp: FixedWindowLimiter;
  private readonly loginPerAccount: FixedWindowLimiter;
  private readonly registerPerIp: FixedWindowLimiter;

  constructor(config: ConfigService, store: CounterStore) {
    const limits = config.get('rateLimits');
    const windowSeconds = limits.windowSeconds;
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

  async recordLoginFailure(ip: string, username: string): Promise<void> {
    await Promise.all([
      this.loginPerIp.record(ip),
      this.loginPerAccount.record(accountKey(username)),
    ]);
  }

  async recordLoginSuccess(username: string): Promise<void> {
    await this.loginPerAccount.reset(accountKey(username));
  }

  async consumeRegistration(ip: string): Promise<void> {
    await this.registerPerIp.consume(ip).catch(rethrowAsTooMany);
  }
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
