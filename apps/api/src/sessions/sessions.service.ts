import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, Repository } from 'typeorm';
import { ConfigService } from '../config/config.service';
import { Session } from './session.entity';
import { sessionPolicy, type SessionPolicy } from './session-policy';

const PURGE_EVERY_MS = 15 * 60_000;

/** Managing stored sessions: ending a user's sessions, and sweeping expired rows now and then. */
@Injectable()
export class SessionsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SessionsService.name);
  private readonly policy: SessionPolicy;
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    config: ConfigService,
  ) {
    this.policy = sessionPolicy(config.get('session'));
  }

  /** Ends every session of a user (on demotion or deletion): their cookies stop working at once. */
  async endAllForUser(userId: number): Promise<number> {
    const result = await this.sessions.delete({ userId });
    return result.affected ?? 0;
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
