import { QueryFailedError } from 'typeorm';

/** Whether a query failed on a unique index (MySQL/MariaDB ER_DUP_ENTRY, SQLite's UNIQUE constraint). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: unknown; errno?: unknown } | undefined;
  return (
    driverError?.code === 'ER_DUP_ENTRY' ||
    driverError?.errno === 1062 ||
    driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/.test(error.message)
  );
}

/**
 * Whether two transactions collided on the same rows and the database gave one up: a MySQL/MariaDB
 * deadlock or lock wait timeout, or SQLite's busy answer. The other transaction went through.
 */
export function isLockConflict(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: unknown; errno?: unknown } | undefined;
  return (
    driverError?.code === 'ER_LOCK_DEADLOCK' ||
    driverError?.errno === 1213 ||
    driverError?.code === 'ER_LOCK_WAIT_TIMEOUT' ||
    driverError?.errno === 1205 ||
    driverError?.code === 'SQLITE_BUSY'
  );
}
