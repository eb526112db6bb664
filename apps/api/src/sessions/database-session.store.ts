import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Session as FastifySessionData } from 'fastify';
import { Repository, type ObjectLiteral } from 'typeorm';
import { ConfigService } from '../config/config.service';
import { USER_AGENT_MAX } from '../common/decorators/client-info.decorator';
import { SessionAccount } from './session-account';
import { Session } from './session.entity';
import { hashSessionId, newPublicId } from './session-id';
import { SessionLookup } from './session-lookup';
import type { SessionRows } from './session-rows';
import {
  absoluteExpiry,
  isSessionExpired,
  sessionPolicy,
  shouldTouch,
  type SessionPolicy,
} from './session-policy';
import { storedSessionData } from './stored-session';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: FastifySessionData | null) => void;

/**
 * The @fastify/session store, backed by the `sessions` table, so sessions survive restarts and are
 * shared by every API instance. It also enforces the lifetime rules: an idle or expired session is
 * deleted when it is next presented and reads as no session at all. A session is read with its
 * account in one query (SessionLookup), which rides on the session for the request (SessionAccount).
 */
@Injectable()
export class DatabaseSessionStore {
  readonly policy: SessionPolicy;
  private readonly lookup: SessionLookup;
  /** Whether the session cookie is Secure: what its stored form is compared with (storedSessionData). */
  private readonly secureCookie: boolean;
  /** The rows the next `get` reads with its session (readRowsWithNextGet). */
  private nextRows: SessionRows<ObjectLiteral> | undefined;

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    config: ConfigService,
  ) {
    const session = config.get('session');
    this.policy = sessionPolicy(session);
    this.secureCookie = session.secureCookie;
    this.lookup = new SessionLookup(sessions.manager.connection);
  }

  /**
   * Have the next `get` read these rows of the session's user with it (SessionRows). The session
   * plugin's `onRequest` hook calls `get` synchronously, so a hook that runs just before it says
   * what its request's route reads. Whatever the timing, rows are read in the statement of the
   * `get` that returns them, with the session that `get` returns: a `get` that took another
   * request's wish reads rows its route does not use, and a route whose rows were not read reads
   * them itself (RowsReadWithSession gives undefined).
   */
  readRowsWithNextGet(rows: SessionRows<ObjectLiteral> | undefined): void {
    this.nextRows = rows;
  }

  get(sessionId: string, callback: GetCallback): void {
    const rows = this.nextRows;
    this.nextRows = undefined;
    this.load(sessionId, Date.now(), rows).then(
      (session) => callback(null, session),
      (error: unknown) => callback(error),
    );
  }

  set(sessionId: string, session: FastifySessionData, callback: Callback): void {
    this.save(sessionId, session).then(() => callback(), callback);
  }

  destroy(sessionId: string, callback: Callback): void {
    this.sessions.delete({ id: hashSessionId(sessionId) }).then(() => callback(), callback);
  }

  async load(
    sessionId: string,
    now = Date.now(),
    rows?: SessionRows<ObjectLiteral>,
  ): Promise<FastifySessionData | null> {
    const id = hashSessionId(sessionId);
    const row = await this.lookup.find(id, rows);
    if (!row) return null;
    const times = {
      rememberMe: row.rememberMe,
      expiresAt: row.expiresAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
    };
    if (isSessionExpired(this.policy, times, now)) {
      await this.sessions.delete({ id });
      return null;
    }
    let data: FastifySessionData;
    try {
      data = JSON.parse(row.data) as FastifySessionData;
      if (typeof data !== 'object' || data === null) throw new TypeError('not an object');
    } catch {
      await this.sessions.delete({ id });
      return null;
    }
    // Only the account of the session's own user; otherwise AccessGuard reads it itself.
    if (data.userId !== undefined && row.user?.id === data.userId) {
      data.account = new SessionAccount(
        data.userId,
        row.user,
        rows && row.rows && { of: rows, rows: row.rows },
      );
    }
    if (shouldTouch(this.policy, times.lastSeenAt, now)) {
      await this.sessions.update({ id }, { lastSeenAt: new Date(now) });
    }
    return data;
  }

  async save(sessionId: string, session: FastifySessionData, now = Date.now()): Promise<void> {
    const id = hashSessionId(sessionId);
    const existing = await this.sessions.findOneBy({ id });
    const row =
      existing ?? this.sessions.create({ id, publicId: newPublicId(), createdAt: new Date(now) });
    const rememberMe = session.rememberMe === true;
    const startedAt = session.authenticatedAt ?? row.createdAt.getTime();
    row.userId = session.userId ?? null;
    row.rememberMe = rememberMe;
    row.ipAddress = session.ipAddress?.slice(0, 45) ?? row.ipAddress ?? null;
    row.userAgent = session.userAgent?.slice(0, USER_AGENT_MAX) ?? row.userAgent ?? null;
    row.data = JSON.stringify(storedSessionData(session, this.secureCookie));
    row.lastSeenAt = new Date(now);
    row.expiresAt = new Date(absoluteExpiry(this.policy, rememberMe, startedAt));
    await this.sessions.save(row);
  }
}
