import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { RegisterUserDto } from './dto/register-user.dto';
import { PasswordService } from './password.service';
import { RateLimitService } from './rate-limit.service';

export interface LoginAttempt {
  username: string;
  password: string;
  ip: string;
  /** The request's logger (it carries the request id). */
  log: FastifyBaseLogger;
}

/** Registration and credential checks. Passwords are never logged or returned. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** Creates a client account (rate-limited per IP). It does not sign in (req SITE-4). */
  async register(input: RegisterUserDto, ip: string): Promise<User> {
    await this.rateLimits.consumeRegistration(ip);
    const { password, ...profile } = input;
    return this.users.create({ ...profile, passwordHash: await this.passwords.hash(password) });
  }

  /**
   * The same 401 for an unknown username and a wrong password, after the same argon2 work. Each
   * attempt is counted against the IP and the account before its password is checked (too many
   * answer 429 unchecked); a success is given back. Past a few on one account each failed answer
   * is held back a little longer.
   */
  async verifyLogin({ username, password, ip, log }: LoginAttempt): Promise<User> {
    const { failureDelayMs } = await this.rateLimits
      .consumeLoginAttempt(ip, username)
      .catch((error: unknown) => {
        log.warn(
          { event: 'auth.login_rate_limited', username: username.slice(0, 100), ip },
          'Sign-in refused: too many attempts',
        );
        throw error;
      });

    const user = await this.users.findByUsername(username);
    const valid = await this.passwords.verify(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      log.warn(
        {
          event: 'auth.login_failed',
          username: username.slice(0, 100),
          ip,
          slowdownMs: failureDelayMs,
        },
        'Failed sign-in',
      );
      if (failureDelayMs > 0) await sleep(failureDelayMs);
      throw new DomainError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
    }

    await this.rateLimits.recordLoginSuccess(ip, username);
    if (this.passwords.needsRehash(user.passwordHash)) {
      await this.users.updatePasswordHash(user, await this.passwords.hash(password));
    }
    log.info({ event: 'auth.login', userId: user.id, username: user.username, ip }, 'Signed in');
    return user;
  }
}
