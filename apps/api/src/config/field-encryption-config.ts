import { randomBytes } from 'node:crypto';
import type { EnvReader } from './env-reader';

export const FIELD_ENCRYPTION_KEY_BYTES = 32;

/** Field-level encryption of bank numbers (req RULES-5): AES-256-GCM keys of 32 bytes. */
export interface FieldEncryptionConfig {
  /** FIELD_ENCRYPTION_KEY: encrypts every new value. */
  key: Buffer;
  /** FIELD_ENCRYPTION_PREVIOUS_KEYS: still decrypt what they encrypted (key rotation). */
  previousKeys: Buffer[];
}

/**
 * FIELD_ENCRYPTION_KEY (required in production; null when unset) and
 * FIELD_ENCRYPTION_PREVIOUS_KEYS.
 */
export function readFieldEncryptionKeys(
  read: EnvReader,
  isProduction: boolean,
): { key: Buffer | null; previousKeys: Buffer[] } {
  const encryptionKey = read.optional('FIELD_ENCRYPTION_KEY');
  const key =
    encryptionKey === undefined ? null : parseKey(read, 'FIELD_ENCRYPTION_KEY', encryptionKey);
  if (encryptionKey === undefined && isProduction) {
    read.problem(
      `FIELD_ENCRYPTION_KEY is required in production (${FIELD_ENCRYPTION_KEY_BYTES} random bytes in base64: openssl rand -base64 ${FIELD_ENCRYPTION_KEY_BYTES})`,
    );
  }
  const previousKeys = (read.optional('FIELD_ENCRYPTION_PREVIOUS_KEYS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => parseKey(read, 'FIELD_ENCRYPTION_PREVIOUS_KEYS', entry))
    .filter((entry): entry is Buffer => entry !== null);
  return { key, previousKeys };
}

/** A random key for this process only: what it encrypts cannot be read after a restart. */
export function processOnlyKey(): Buffer {
  return randomBytes(FIELD_ENCRYPTION_KEY_BYTES);
}

/**
 * A 32-byte key written in base64 (standard or URL-safe, padding optional). The key itself never
 * appears in a message.
 */
function parseKey(read: EnvReader, name: string, value: string): Buffer | null {
  const normalized = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const decoded = /^[A-Za-z0-9+/]+$/.test(normalized) ? Buffer.from(normalized, 'base64') : null;
  if (
    !decoded ||
    decoded.length !== FIELD_ENCRYPTION_KEY_BYTES ||
    decoded.toString('base64').replace(/=+$/, '') !== normalized
  ) {
    read.problem(
      `${name} must be ${FIELD_ENCRYPTION_KEY_BYTES} bytes encoded in base64 (openssl rand -base64 ${FIELD_ENCRYPTION_KEY_BYTES})`,
    );
    return null;
  }
  return decoded;
}
