import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIELD_ENCRYPTION_KEY_BYTES } from './app-config';

/**
 * DEVELOPMENT ONLY: when FIELD_ENCRYPTION_KEY is unset outside production, a random key is generated
 * once and kept in `<DATA_DIR>/field-encryption-key` (base64, readable by its owner only), so the
 * bank numbers of the development database stay readable across restarts. Production refuses to
 * start without FIELD_ENCRYPTION_KEY (see app-config.ts).
 */
export function readOrCreateDevFieldEncryptionKey(dataDir: string): Buffer {
  const file = join(dataDir, 'field-encryption-key');
  try {
    const existing = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (existing.length === FIELD_ENCRYPTION_KEY_BYTES) return existing;
  } catch {
    // not created yet
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(FIELD_ENCRYPTION_KEY_BYTES);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600 });
  return key;
}
