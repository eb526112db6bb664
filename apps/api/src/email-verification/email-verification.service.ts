import { createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThan } from 'typeorm';
import {
  EMAIL_VERIFICATION,
  EMAIL_VERIFICATION_MESSAGES,
  VERIFY_EMAIL_PATH,
  appLink,
  type EmailVerificationSent,
  type EmailVerified,
} from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import { ConfigService } from '../config/config.service';
import { deleteFound } from '../database/delete-found';
import { MailOutbox } from '../mail/mail-outbox.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { emailVerificationMail } from './email-verification-mail';
import { EmailVerificationRateLimitService } from './email-verification-rate-limit.service';
import { EmailVerification } from './email-verification.entity';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * E-mail ownership (issue 17; OWASP ASVS 5.0 level 2): a new account's address is mailed a link
 * (32 random bytes, kept only as their SHA-256, working once within EMAIL_VERIFICATION.linkHours),
 * and following it marks the address verified. The account works at once; what waits for the
 * verification is mail to the address (`verifiedAddressOf`).
 */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger('EmailVerification');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutbox,
    private readonly config: ConfigService,
    private readonly rateLimit: EmailVerificationRateLimitService,
    private readonly users: UsersService,
  ) {}

  /** At registration: the account's first link. */
  async sendFirstLink(user: User): Promise<void> {
    await this.issue(user);
  }

  /** "Resend the link": 409 when the address is verified already; rate-limited per account. */
  async resend(user: User): Promise<EmailVerificationSent> {
    if (user.emailVerifiedAt) {
      throw new DomainError('CONFLICT', EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
    }
    await this.rateLimit.consume(String(user.id));
    await this.issue(user);
    return { sentTo: user.email };
  }

  /**
   * Follows a link: the address it was mailed to is verified, if it is still the account's. The
   * link is spent, and so is every other link of the account. Unknown, used and expired links, and
   * a link to an address the account no longer has, all get the one 400.
   */
  async confirm(token: string): Promise<EmailVerified> {
    const now = new Date();
    const invalid = () =>
      new DomainError('BAD_REQUEST', EMAIL_VERIFICATION_MESSAGES.invalidLink, {
        fields: { token: EMAIL_VERIFICATION_MESSAGES.invalidLink },
      });
    const verified = await this.dataSource.transaction(async (manager) => {
      const links = manager.getRepository(EmailVerification);
      const link = await links.findOneBy({ tokenHash: hashOf(token) });
      if (!link || link.usedAt !== null || link.expiresAt.getTime() <= now.getTime()) {
        throw invalid();
      }
      // Two requests with one link: the conditional update lets one of them through.
      const claimed = await links.update({ id: link.id, usedAt: IsNull() }, { usedAt: now });
      if (!claimed.affected) throw invalid();
      const user = await this.users.verifyAddress(manager, link.userId, link.email, now);
      if (!user) throw invalid();
      await links.update({ userId: user.id, usedAt: IsNull() }, { usedAt: now });
      return user;
    });
    this.logger.log({ event: 'auth.email_verified', userId: verified.id });
    return { email: verified.email, emailVerified: true };
  }

  /**
   * Stores a new link and queues its e-mail in one transaction (the account's expired links are
   * swept on the way). Earlier links stay good until they expire: a late first e-mail still works.
   */
  private async issue(user: User): Promise<void> {
    const token = randomBytes(EMAIL_VERIFICATION.tokenBytes).toString('base64url');
    const now = new Date();
    const link = appLink(
      this.config.get('appUrls').portal,
      `${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`,
    );
    await this.dataSource.transaction(async (manager) => {
      const links = manager.getRepository(EmailVerification);
      await deleteFound(manager, EmailVerification, { userId: user.id, expiresAt: LessThan(now) });
      const row = await links.save(
        links.create({
          userId: user.id,
          email: user.email,
          tokenHash: hashOf(token),
          expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION.linkHours * 3_600_000),
          usedAt: null,
          createdAt: now,
        }),
      );
      await this.outbox.add(manager, [
        {
          ...emailVerificationMail(user, link, this.config.get('mail').firmInbox),
          topic: { kind: 'email-verification', id: row.id },
        },
      ]);
    });
    this.outbox.kick();
  }
}
