import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ENV_KEY = 'API_TEST_CERTIFICATE_FILE';

/*
 * The firm's signing certificate in the tests is made once per run. Each test file has modules of
 * its own, so a certificate kept in a module was made again for every file: an RSA key and a
 * PKCS #12 in node-forge, about 2 s of CPU each time. Global setup names a file for it (through the
 * environment, as it hands over the database), the first test file that starts an app writes the
 * certificate there (test-certificate.ts), and global teardown removes it. This module imports no
 * workspace library: global setup runs without the test files' path aliases.
 */

export function reserveTestCertificateFile(): void {
  const directory = mkdtempSync(join(tmpdir(), 'consult-api-test-certificate-'));
  process.env[ENV_KEY] = join(directory, 'certificate.json');
}

export function removeTestCertificateFile(): void {
  const file = process.env[ENV_KEY];
  if (file) rmSync(dirname(file), { recursive: true, force: true });
}

export function testCertificateFile(): string {
  const file = process.env[ENV_KEY];
  if (!file)
    throw new Error(
      'Run the integration suite through apps/api/jest.int.config.js (its global setup names the certificate file).',
    );
  return file;
}
