import { createHash, randomBytes } from 'node:crypto';

/** The key a session is stored under: the hex SHA-256 of its id (the id itself is never stored). */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId, 'utf8').digest('hex');
}

/**
 * The id the client's session list shows for a session: 16 random bytes in base64url, unrelated to
 * the session id, so listing sessions gives no cookie away.
 */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}
