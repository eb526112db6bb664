import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource, IsNull, LessThan } from 'typeorm';
import { ACCOUNT_MESSAGES } from '@consult/domain';
import { AuditService } from '../audit/audit.service';
import { PasswordService } from '../auth/password.service';
import { DomainError } from '../common/errors/domain-error';
import { ConfigService } from '../config/config.service';
import { deleteFound } from '../database/delete-found';
import { MailOutbox } from '../mail/mail-outbox.service';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../users/users.service';
import {
  PasswordResetAddressLimit,
  PasswordResetConfirmLimit,
  PasswordResetIpLimit,
} from './password-reset-limits';
import { passwordResetLink, passwordResetMail } from './password-reset-mail';
import { PasswordResetToken } from './password-reset-token.entity';

/**
 * The least time a reset request takes to answer. Whether the address has an account decides
 * whether a token and an e-mail are stored (a few milliseconds of database work); holding every
 * answer to this floor keeps that difference from showing in the answer's time.
 */
export const RESET_REQUEST_FLOOR_MS = 250;

const TOKEN_BYTES = 32;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Forgotten passwords (issue 17; OWASP ASVS 5.0 V6.4): a single-use link, e-mailed through the
 * outbox, that works for an hour at most. Only the token's SHA-256 is stored. The request answers
 * the same, in about the same time, whether or not an account uses the address.
 */
@Injectable()
export class PasswordResetService {
  private readonly tokenMs: number;
  private readonly portalUrl: string;
  private readonly firmInbox: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordService,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditService,
    private readonly ipLimit: PasswordResetIpLimit,
    private readonly addressLimit: PasswordResetAddressLimit,
    private readonly confirmLimit: PasswordResetConfirmLimit,
    config: ConfigService,
  ) {
    this.tokenMs = Math.round(config.get('passwordResetTokenMinutes') * 60_000);
    this.portalUrl = config.get('appUrls').portal;
    this.firmInbox = config.get('mail').firmInbox;
  }

  /** Sends a reset link if an account uses `email`; the caller answers the same either way. */
  async request(email: string, request: FastifyRequest): Promise<void> {
    const startedAt = Date.now();
    await this.ipLimit.consume(request.ip);
    await this.addressLimit.consume(email.trim().toLowerCase());

    // The token is made for every request, an account or not: the same work either way.
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const tokenHash = sha256(token);
    const user = await this.users.findByEmail(email);
    if (user) {
      const now = new Date(startedAt);
      await this.dataSource.transaction(async (manager) => {
        // What is left of the account's earlier links once they expired.
        await deleteFound(manager, PasswordResetToken, {
          userId: user.id,
          expiresAt: LessThan(now),
        });
        await manager.insert(PasswordResetToken, {
          userId: user.id,
          tokenHash,
          createdAt: now,
          expiresAt: new Date(startedAt + this.tokenMs),
          usedAt: null,
          requestedFromIp: request.ip.slice(0, 45),
        });
        await this.outbox.add(manager, [
          passwordResetMail({
            user,
            link: passwordResetLink(this.portalUrl, token),
            minutes: this.tokenMs / 60_000,
            replyTo: this.firmInbox,
          }),
        ]);
      });
      this.outbox.kick();
    }
    request.log.info(
      { event: 'account.password_reset_requested', userId: user?.id ?? null, ip: request.ip },
      'Password reset asked for',
    );
    const wait = startedAt + RESET_REQUEST_FLOOR_MS - Date.now();
    if (wait > 0) await sleep(wait);
  }

  /**
   * Sets the password of the token's account, if the token is known, unused and unexpired (else
   * one 400 for all three). The token and every other outstanding one of the account are used up,
   * and every session of the account ends.
   */
  async confirm(token: string, newPassword: string, request: FastifyRequest): Promise<void> {
    await this.confirmLimit.consume(request.ip);
    const found = await this.dataSource
      .getRepository(PasswordResetToken)
      .findOneBy({ tokenHash: sha256(token) });
    if (!found || found.usedAt !== null || found.expiresAt.getTime() <= Date.now()) {
      request.log.warn(
        {
          event: 'account.password_reset_refused',
          reason: !found ? 'unknown' : found.usedAt ? 'used' : 'expired',
          ip: request.ip,
        },
        'Password reset refused',
      );
      throw invalidLink();
    }
    const passwordHash = await this.passwords.hash(newPassword);
    const now = new Date();
    const { user, endedSessions } = await this.dataSource.transaction(async (manager) => {
      // Claimed once: of two uses at the same moment, one finds it used.
      const claimed = await manager.update(
        PasswordResetToken,
        { id: found.id, usedAt: IsNull() },
        { usedAt: now },
      );
      if (claimed.affected !== 1) throw invalidLink();
      await manager.update(
        PasswordResetToken,
        { userId: found.userId, usedAt: IsNull() },
        { usedAt: now },
      );
      await this.users.setPasswordHash(manager, found.userId, passwordHash, now);
      const endedSessions = await this.sessions.endAllForUser(found.userId, manager);
      return { user: await this.users.findByIdOrFail(manager, found.userId), endedSessions };
    });
    await this.audit.record(request, user, {
      action: 'account.password_reset',
      targetKind: 'user',
      targetId: user.id,
      targetUserId: user.id,
      detail: { endedSessions },
    });
    request.log.info(
      { event: 'account.password_reset', userId: user.id, endedSessions, ip: request.ip },
      'Password reset by e-mailed link',
    );
  }
}

function invalidLink(): DomainError {
  return new DomainError('BAD_REQUEST', ACCOUNT_MESSAGES.resetLinkInvalid, {
    fields: { token: ACCOUNT_MESSAGES.resetLinkInvalid },
  });
}
