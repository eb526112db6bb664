/**
 * Whether an error means "the database cannot be reached right now" (it is down, restarting,
 * refusing connections, dropped the connection, or is locked), as opposed to a bug or a bad query.
 * Such errors are answered 503 with Retry-After (ApiExceptionFilter): the client may try again,
 * and the API recovers by itself once the database answers, since each query takes a connection
 * from the pool and the pool opens new ones.
 */

/** Seconds a client is asked to wait (Retry-After) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Error codes of Node's sockets, mysql2 and better-sqlite3 that say the database is unreachable. */
const UNAVAILABLE_CODES = new Set([
  // The socket: nothing listening, the server gone, no route, a connect timeout.
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  // mysql2: the connection was lost, or used after a fatal error.
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  // The MariaDB/MySQL server: shutting down, out of connections, killed our connection, read-only
  // while failing over, or a row locked by another transaction for too long.
  'ER_SERVER_SHUTDOWN',
  'ER_NORMAL_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_CONNECTION_KILLED',
  'ER_NET_READ_ERROR',
  'ER_NET_READ_INTERRUPTED',
  'ER_NET_WRITE_INTERRUPTED',
  'ER_NET_ERROR_ON_WRITE',
  'ER_OPTION_PREVENTS_STATEMENT',
  'ER_SERVER_ISNT_AVAILABLE',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_CLIENT_INTERACTION_TIMEOUT',
  // The client library's own codes for a server it cannot reach or that went away.
  'CR_CONNECTION_ERROR',
  'CR_CONN_HOST_ERROR',
  'CR_SERVER_GONE_ERROR',
  'CR_SERVER_LOST',
  // SQLite: the file is locked by another writer for longer than the busy timeout.
  'SQLITE_BUSY',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_TIMEOUT',
]);

/** The same, by the MySQL/MariaDB error number, for errors that carry only `errno`. */
const UNAVAILABLE_ERRNOS = new Set([
  1040, // ER_CON_COUNT_ERROR
  1053, // ER_SERVER_SHUTDOWN
  1077, // ER_NORMAL_SHUTDOWN
  1158, // ER_NET_READ_ERROR
  1159, // ER_NET_READ_INTERRUPTED
  1160, // ER_NET_ERROR_ON_WRITE
  1161, // ER_NET_WRITE_INTERRUPTED
  1203, // ER_TOO_MANY_USER_CONNECTIONS
  1205, // ER_LOCK_WAIT_TIMEOUT
  1927, // ER_CONNECTION_KILLED
  2002, // CR_CONNECTION_ERROR
  2003, // CR_CONN_HOST_ERROR
  2006, // CR_SERVER_GONE_ERROR
  2013, // CR_SERVER_LOST
  4031, // ER_CLIENT_INTERACTION_TIMEOUT
]);

/**
 * Messages of connection failures that come without a code (mysql2's pool and its closed
 * connections).
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection lost\b/i,
  /connection is in closed state/i,
  /^No connections available/i,
  /^Pool is closed/i,
  /^Too many connections/i,
];

interface DriverErrorLike {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
}

/**
 * True when `error`, the driver error it wraps (TypeORM's QueryFailedError keeps it as
 * `driverError`), or its cause says the database is unreachable.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // An error, what it wraps, what that wraps: a few levels at most.
  while (current && typeof current === 'object' && !seen.has(current) && seen.size < 5) {
    seen.add(current);
    const candidate = current as DriverErrorLike;
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.errno === 'number' && UNAVAILABLE_ERRNOS.has(candidate.errno)) return true;
    // Only errors from the driver carry these messages without a code; a bare Error whose
    // message merely mentions a refused connection (and has no code) is not one of them.
    if (
      typeof candidate.message === 'string' &&
      candidate.code === undefined &&
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(candidate.message as string))
    ) {
      return true;
    }
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}
