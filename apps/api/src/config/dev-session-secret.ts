import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DEVELOPMENT ONLY: when SESSION_SECRET is unset outside production, a random secret is generated once
 * and kept in `<DATA_DIR>/session-secret`, so sessions stay valid across restarts. Production refuses to
 * start without SESSION_SECRET (see app-config.ts).
 */
export function readOrCreateDevSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
