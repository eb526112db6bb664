import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { DEFAULT_FIRM } from '@consult/domain';
import type { SigningCertificateFile } from '../../src/config/app-config';
import { createSelfSignedCertificate } from '../../src/config/signing-certificate';
import { testCertificateFile } from './test-certificate-file';

interface StoredCertificate {
  p12: string;
  passphrase: string;
}

/**
 * The firm's signing certificate in the tests: self-signed, made by the first test file that asks
 * and read by the others from the file global setup named (test-certificate-file.ts).
 */
export function testSigningCertificate(): SigningCertificateFile {
  const file = testCertificateFile();
  if (!existsSync(file)) {
    const { p12, passphrase } = createSelfSignedCertificate(DEFAULT_FIRM.name, {
      keyDerivationRounds: 1,
    });
    const stored: StoredCertificate = { p12: p12.toString('base64'), passphrase };
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredCertificate;
  return { p12: Buffer.from(stored.p12, 'base64'), passphrase: stored.passphrase };
}
