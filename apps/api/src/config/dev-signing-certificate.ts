import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_FIRM } from '@consult/domain';
import type { SigningCertificateFile } from './app-config';
import { createSelfSignedCertificate, signingCertificateProblem } from './signing-certificate';

/**
 * DEVELOPMENT ONLY: when DOCUMENT_SIGNING_P12 is unset outside production, a self-signed firm
 * certificate is made once and kept in `<DATA_DIR>/document-signing.p12`, with its passphrase in
 * `document-signing.passphrase` (both readable by their owner only), so documents sealed in
 * development keep one signer across restarts. Production refuses to start without
 * DOCUMENT_SIGNING_P12 (see app-config.ts).
 */
export function readOrCreateDevSigningCertificate(dataDir: string): SigningCertificateFile {
  const p12File = join(dataDir, 'document-signing.p12');
  const passphraseFile = join(dataDir, 'document-signing.passphrase');
  try {
    const existing = {
      p12: readFileSync(p12File),
      passphrase: readFileSync(passphraseFile, 'utf8').trim(),
    };
    if (!signingCertificateProblem(existing.p12, existing.passphrase)) return existing;
  } catch {
    // not created yet
  }
  mkdirSync(dataDir, { recursive: true });
  const created = createSelfSignedCertificate(DEFAULT_FIRM.name);
  writeFileSync(p12File, created.p12, { mode: 0o600 });
  writeFileSync(passphraseFile, `${created.passphrase}\n`, { mode: 0o600 });
  return created;
}
