import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, Not, Repository, type EntityManager } from 'typeorm';
import { ConfigService } from '../config/config.service';
import type { AccountSessions } from '../users/users.service';
import { Session } from './session.entity';
import { isSessionExpired, sessionPolicy, type SessionPolicy } from './session-policy';

const PURGE_EVERY_MS = 15 * 60_000;

/**
 * Managing stored sessions: listing and ending a user's sessions, and sweeping expired rows now and
 * then. Ending a session deletes its row, so its cookie stops working at once on every instance.
 * UsersService asks it to end them when an account's role changes or it is deleted (SessionsModule
 * registers it there).
 */
@Injectable()
export class SessionsService implements AccountSessions, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SessionsService.name);
  private readonly policy: SessionPolicy;
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    config: ConfigService,
  ) {
    this.policy = sessionPolicy(config.get('session'));
  }

  /**
   * A promotion ends the account's remember-me sessions (an admin's session never outlives the
   * idle and absolute limits); a demotion ends them all.
   */
  roleChanged(userId: number, isAdmin: boolean): Promise<number> {
    return isAdmin ? this.endRememberedForUser(userId) : this.endAllForUser(userId);
  }

  async deleting(userId: number): Promise<void> {
    await this.endAllForUser(userId);
  }

  /**
   * Ends every session of a user (on demotion, deletion or a password reset): their cookies stop
   * working at once. In the caller's transaction when it passes its manager.
   */
  async endAllForUser(userId: number, manager?: EntityManager): Promise<number> {
    const result = await (manager ?? this.sessions.manager).delete(Session, { userId });
    return result.affected ?? 0;
  }

  /**
   * Ends every remember-me session of a user (on promotion: an admin's session never outlives the
   * idle and absolute limits, docs/decisions.md). Browser sessions already keep those limits.
   */
  async endRememberedForUser(userId: number): Promise<number> {
    const result = await this.sessions.delete({ userId, rememberMe: true });
    return result.affected ?? 0;
  }

  /**
   * Ends every session of a user but the one stored under `keepId` (the SHA-256 of its id); in the
   * caller's transaction when it passes its manager (a password change).
   */
  async endOthersForUser(userId: number, keepId: string, manager?: EntityManager): Promise<number> {
    const result = await (manager ?? this.sessions.manager).delete(Session, {
      userId,
      id: Not(keepId),
    });
    return result.affected ?? 0;
  }

  /** The user's session that the list names `publicId`, or null (another user's is null too). */
  findForUser(userId: number, publicId: string): Promise<Session | null> {
    return this.sessions.findOneBy({ userId, publicId });
  }

  /**
   * Ends the user's session that the list names `publicId`: true when there was one. Another
   * user's session is not theirs to end, and reads as no session at all.
   */
  async endOneForUser(userId: number, publicId: string): Promise<boolean> {
    const result = await this.sessions.delete({ userId, publicId });
    return (result.affected ?? 0) > 0;
  }

  /** The user's live sessions, the most recently used first (expired rows left for the sweep). */
  async listForUser(userId: number, now = Date.now()): Promise<Session[]> {
    const rows = await this.sessions.find({
      where: { userId },
      order: { lastSeenAt: 'DESC', createdAt: 'DESC' },
    });
    return rows.filter(
      (row) =>
        !isSessionExpired(
          this.policy,
          {
            rememberMe: row.rememberMe,
            expiresAt: row.expiresAt.getTime(),
            lastSeenAt: row.lastSeenAt.getTime(),
          },
          now,
        ),
    );
  }

  async countForUser(userId: number): Promise<number> {
    return this.sessions.countBy({ userId });
  }

  /** Deletes sessions past their absolute end, and browser sessions idle for longer than allowed. */
  async purgeExpired(now = Date.now()): Promise<void> {
    await this.sessions.delete({ expiresAt: LessThanOrEqual(new Date(now)) });
    await this.sessions.delete({
      rememberMe: false,
      lastSeenAt: LessThanOrEqual(new Date(now - this.policy.idleMs)),
    });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.purgeExpired().catch((error: unknown) =>
        this.logger.warn({ msg: 'Session sweep failed', err: String(error) }),
      );
    }, PURGE_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
