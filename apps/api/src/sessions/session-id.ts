import { createHash } from 'node:crypto';

/** The key a session is stored under: the hex SHA-256 of its id (the id itself is never stored). */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId, 'utf8').digest('hex');
}
