import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, type Env, type LoadConfigOptions } from './app-config';
import { readOrCreateDevSigningCertificate } from './dev-signing-certificate';
import { createSelfSignedCertificate, readSigningCertificate } from './signing-certificate';

const FIRM_CERTIFICATE = createSelfSignedCertificate('Northbridge Advisory Group');

const load = (env: Env, options: LoadConfigOptions = {}) =>
  loadConfig(env, { cwd: '/srv/app', readDevSessionSecret: () => 'd'.repeat(48), ...options });

const problemsOf = (env: Env): string[] => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

const PRODUCTION: Env = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  DATABASE_URL: 'mysql://app:pw@db:3306/consult',
};

describe('loadConfig: the document-signing certificate', () => {
  it('is required in production, and says how to provide it', () => {
    const problems = problemsOf(PRODUCTION);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^DOCUMENT_SIGNING_P12 is required in production/);
    expect(problems[0]).toContain('DOCUMENT_SIGNING_P12_PASSPHRASE');
  });

  it('reads a PKCS#12 file in base64 or from a path, with its passphrase', () => {
    const env = {
      ...PRODUCTION,
      DOCUMENT_SIGNING_P12: FIRM_CERTIFICATE.p12.toString('base64'),
      DOCUMENT_SIGNING_P12_PASSPHRASE: FIRM_CERTIFICATE.passphrase,
    };
    expect(load(env).documentSigning).toEqual({ ...FIRM_CERTIFICATE, timestampUrl: null });

    const dir = mkdtempSync(join(tmpdir(), 'signing-config-'));
    writeFileSync(join(dir, 'firm.p12'), FIRM_CERTIFICATE.p12);
    expect(
      loadConfig(
        { ...env, DOCUMENT_SIGNING_P12: 'firm.p12' },
        { cwd: dir, readDevSessionSecret: () => 'd'.repeat(48) },
      ).documentSigning.p12,
    ).toEqual(FIRM_CERTIFICATE.p12);
  });

  it('refuses a wrong passphrase, a missing passphrase, a missing file and garbage, never echoing the passphrase', () => {
    const p12 = FIRM_CERTIFICATE.p12.toString('base64');
    const wrong = problemsOf({
      ...PRODUCTION,
      DOCUMENT_SIGNING_P12: p12,
      DOCUMENT_SIGNING_P12_PASSPHRASE: 'not-the-passphrase',
    });
    expect(wrong).toEqual([
      'DOCUMENT_SIGNING_P12: the file does not open with DOCUMENT_SIGNING_P12_PASSPHRASE',
    ]);
    expect(wrong.join()).not.toContain('not-the-passphrase');
    expect(problemsOf({ ...PRODUCTION, DOCUMENT_SIGNING_P12: p12 })).toContain(
      'DOCUMENT_SIGNING_P12_PASSPHRASE is required with DOCUMENT_SIGNING_P12',
    );
    expect(
      problemsOf({
        ...PRODUCTION,
        DOCUMENT_SIGNING_P12: '/nowhere/firm.p12',
        DOCUMENT_SIGNING_P12_PASSPHRASE: 'x',
      })[0],
    ).toMatch(/must be the path of a PKCS#12 file, or the file in base64/);
    expect(
      problemsOf({
        ...PRODUCTION,
        DOCUMENT_SIGNING_P12: Buffer.alloc(300, 1).toString('base64'),
        DOCUMENT_SIGNING_P12_PASSPHRASE: 'x',
      })[0],
    ).toMatch(/^DOCUMENT_SIGNING_P12: the file is not a PKCS#12 certificate and key/);
  });

  it('reads DOCUMENT_TIMESTAMP_URL, an http(s) URL, and refuses anything else without echoing it', () => {
    const env = {
      ...PRODUCTION,
      DOCUMENT_SIGNING_P12: FIRM_CERTIFICATE.p12.toString('base64'),
      DOCUMENT_SIGNING_P12_PASSPHRASE: FIRM_CERTIFICATE.passphrase,
    };
    expect(load(env).documentSigning.timestampUrl).toBeNull();
    for (const url of [
      'https://tsa.example/tsr',
      'http://timestamp.example.com',
      'https://firm:secret@tsa.example/rfc3161',
    ]) {
      expect(load({ ...env, DOCUMENT_TIMESTAMP_URL: url }).documentSigning.timestampUrl).toBe(url);
    }

    const mustBe =
      'DOCUMENT_TIMESTAMP_URL must be the http(s) URL of an RFC 3161 timestamp authority';
    expect(
      problemsOf({ ...env, DOCUMENT_TIMESTAMP_URL: 'ftp://firm:secret@tsa.example/' }),
    ).toEqual([`${mustBe} (its scheme is "ftp:")`]);
    expect(problemsOf({ ...env, DOCUMENT_TIMESTAMP_URL: 'tsa.example/tsr' })).toEqual([
      `${mustBe} (it is not a URL)`,
    ]);
    expect(problemsOf({ ...env, DOCUMENT_TIMESTAMP_URL: 'file:///etc/passwd' })[0]).toMatch(
      /^DOCUMENT_TIMESTAMP_URL must be the http\(s\) URL/,
    );
  });

  it('outside production, makes a self-signed firm certificate once and keeps it under DATA_DIR', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'signing-dev-'));
    const first = readOrCreateDevSigningCertificate(dataDir);
    expect(readSigningCertificate(first.p12, first.passphrase).commonName).toBe(
      'Northbridge Advisory Group',
    );
    expect(statSync(join(dataDir, 'document-signing.p12')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dataDir, 'document-signing.p12'))).toEqual(first.p12);
    // The next start reads the same one.
    expect(readOrCreateDevSigningCertificate(dataDir)).toEqual(first);

    const config = load(
      { DATA_DIR: dataDir },
      { readDevSigningCertificate: readOrCreateDevSigningCertificate },
    );
    expect(config.documentSigning.p12).toEqual(first.p12);
  });
});
