import type { ObjectLiteral } from 'typeorm';
import type { User } from '../users/user.entity';
import type { SessionRows } from './session-rows';

/**
 * The account a session belongs to, read in the same query as the session itself
 * (DatabaseSessionStore.load), so a signed-in request reads the database once: AccessGuard takes
 * the account from here instead of asking for it again. It is the database's answer for this
 * request, never a cache: the next request reads it again, so a change of role or a deleted
 * account counts at once.
 *
 * It rides on the request's session object, under `account`, for that request only. It is never
 * stored and never part of the session's change check: both JSON.stringify (the store's `save`)
 * and @fastify/session's hash (safe-stable-stringify) leave out a value whose toJSON gives
 * undefined, so carrying it neither writes the session nor changes what is written.
 */
export class SessionAccount {
  constructor(
    /** The session's `userId` when it was read: the account is used only for that user. */
    readonly userId: number,
    readonly user: User,
    /** Rows of the account read in the same statement, for the request's route (SessionRows). */
    private readonly read?: { of: SessionRows<ObjectLiteral>; rows: unknown[][] },
  ) {}

  /** The rows read with the account, when they are `of` these; otherwise undefined. */
  rowsOf(of: SessionRows<ObjectLiteral>): unknown[][] | undefined {
    return this.read?.of === of ? this.read.rows : undefined;
  }

  toJSON(): undefined {
    return undefined;
  }
}
