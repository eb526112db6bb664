import type { ObjectLiteral } from 'typeorm';
import type { User } from '../users/user.entity';
import type { SessionAccount } from './session-account';
import type { SessionRows } from './session-rows';

/**
 * What the API keeps on the request and in the session (typed for every file that imports
 * 'fastify'). It lives with the sessions, which fill it in, so `common` needs no feature folder.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded from the database by AccessGuard or the login guard. */
    user?: User;
  }

  interface FastifyContextConfig {
    /** Rows of the signed-in user the route reads with its session (ReadWithSession). */
    sessionRows?: SessionRows<ObjectLiteral>;
  }

  interface Session {
    userId?: number;
    rememberMe?: boolean;
    /** Epoch milliseconds of the sign-in; the absolute lifetime counts from here. */
    authenticatedAt?: number;
    /** Where the sign-in came from (kept on the session's row for the client's session list). */
    ipAddress?: string;
    /** The sign-in's User-Agent header, at most 500 characters. */
    userAgent?: string;
    /** The account, read with the session for this request only; never stored (SessionAccount). */
    account?: SessionAccount;
  }
}
