import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { MESSAGES } from '@consult/domain';
import { ConfigService } from '../config/config.service';
import { DomainError } from '../common/errors/domain-error';

/**
 * Login and registration limits (DECISIONS §5), answered with 429 and a Retry-After, never a 5xx.
 * - login: failed attempts per IP and per account (a success clears the account's count);
 * - registration: attempts per IP.
 * In memory for now: each API instance counts on its own.
 */
@Injectable()
export class RateLimitService {
  private readonly loginPerIp: RateLimiterMemory;
  private readonly loginPerAccount: RateLimiterMemory;
  private readonly registerPerIp: RateLimiterMemory;

  constructor(config: ConfigService) {
    const limits = config.get('rateLimits');
    const duration = limits.windowSeconds;
    this.loginPerIp = new RateLimiterMemory({
      keyPrefix: 'login-ip',
      points: limits.loginPerIp,
      duration,
    });
    this.loginPerAccount = new RateLimiterMemory({
      keyPrefix: 'login-account',
      points: limits.loginPerAccount,
      duration,
    });
    this.registerPerIp = new RateLimiterMemory({
      keyPrefix: 'register-ip',
      points: limits.registerPerIp,
      duration,
    });
  }

  /** Before checking a password: refuses when this IP or this account has failed too often. */
  async assertLoginAllowed(ip: string, username: string): Promise<void> {
    const [byIp, byAccount] = await Promise.all([
      this.loginPerIp.get(ip),
      this.loginPerAccount.get(accountKey(username)),
    ]);
    const blocked = [
      [byIp, this.loginPerIp.points],
      [byAccount, this.loginPerAccount.points],
    ] as const;
    for (const [result, points] of blocked) {
      if (result && result.consumedPoints >= points) throw tooMany(result);
    }
  }

  async recordLoginFailure(ip: string, username: string): Promise<void> {
    await Promise.all([
      this.loginPerIp.consume(ip).catch(ignoreLimitReached),
      this.loginPerAccount.consume(accountKey(username)).catch(ignoreLimitReached),
    ]);
  }

  async recordLoginSuccess(username: string): Promise<void> {
    await this.loginPerAccount.delete(accountKey(username));
  }

  async consumeRegistration(ip: string): Promise<void> {
    try {
      await this.registerPerIp.consume(ip);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error);
      throw error;
    }
  }
}

function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

function tooMany(result: RateLimiterRes): DomainError {
  return new DomainError('RATE_LIMITED', MESSAGES.tooManyAttempts, {
    retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
  });
}

function ignoreLimitReached(error: unknown): void {
  if (!(error instanceof RateLimiterRes)) throw error;
}
