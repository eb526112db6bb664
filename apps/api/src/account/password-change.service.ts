import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource, IsNull } from 'typeorm';
import { ACCOUNT_MESSAGES } from '@consult/domain';
import { AuditService } from '../audit/audit.service';
import { PasswordService } from '../auth/password.service';
import { RateLimitService } from '../auth/rate-limit.service';
import { DomainError } from '../common/errors/domain-error';
import { hashSessionId } from '../sessions/session-id';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordResetToken } from './password-reset-token.entity';

/**
 * A signed-in client's password change (issue 17; OWASP ASVS 5.0 V6.2.3, V7.4.3). The current
 * password is checked as a sign-in is: the attempt counts against the account's (and the address's)
 * sign-in limit before it is checked, so a stolen session cannot be used to guess the password.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly rateLimits: RateLimitService,
    private readonly audit: AuditService,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Sets the new password when the current one is right; every other session of the account ends
   * (this one stays), and its outstanding reset links stop working. Answers how many sessions
   * ended.
   */
  async change(
    user: User,
    currentPassword: string,
    newPassword: string,
    request: FastifyRequest,
  ): Promise<number> {
    const { failureDelayMs } = await this.rateLimits
      .consumeLoginAttempt(request.ip, user.username)
      .catch((error: unknown) => {
        request.log.warn(
          { event: 'account.password_change_rate_limited', userId: user.id, ip: request.ip },
          'Password change refused: too many attempts',
        );
        throw error;
      });
    if (!(await this.passwords.verify(user.passwordHash, currentPassword))) {
      request.log.warn(
        {
          event: 'account.password_change_failed',
          userId: user.id,
          ip: request.ip,
          slowdownMs: failureDelayMs,
        },
        'Password change refused: wrong current password',
      );
      if (failureDelayMs > 0) await sleep(failureDelayMs);
      throw new DomainError('BAD_REQUEST', ACCOUNT_MESSAGES.currentPasswordWrong, {
        fields: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong },
      });
    }
    await this.rateLimits.recordLoginSuccess(request.ip, user.username);

    const passwordHash = await this.passwords.hash(newPassword);
    const keep = hashSessionId(request.session.sessionId);
    const now = new Date();
    const endedSessions = await this.dataSource.transaction(async (manager) => {
      await this.users.setPasswordHash(manager, user.id, passwordHash, now);
      await manager.update(
        PasswordResetToken,
        { userId: user.id, usedAt: IsNull() },
        { usedAt: now },
      );
      return this.sessions.endOthersForUser(user.id, keep, manager);
    });
    user.passwordHash = passwordHash;

    await this.audit.record(request, user, {
      action: 'account.password_change',
      targetKind: 'user',
      targetId: user.id,
      targetUserId: user.id,
      detail: { endedSessions },
    });
    request.log.info(
      { event: 'account.password_changed', userId: user.id, endedSessions, ip: request.ip },
      'Password changed',
    );
    return endedSessions;
  }
}
