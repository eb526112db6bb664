import { ConfigError, loadConfig, type Env, type LoadConfigOptions } from './app-config';
import { createSelfSignedCertificate } from './signing-certificate';

const KEY = Buffer.alloc(32, 1);
const OLD_KEY = Buffer.alloc(32, 2);
const DEV_KEY = Buffer.alloc(32, 9);

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

const SIGNING = createSelfSignedCertificate('Test Firm');
const PRODUCTION: Env = {
  NODE_ENV: 'production',
  DOCUMENT_SIGNING_P12: SIGNING.p12.toString('base64'),
  DOCUMENT_SIGNING_P12_PASSPHRASE: SIGNING.passphrase,
  SESSION_SECRET: 's'.repeat(40),
  DATABASE_URL: 'mysql://app:pw@db:3306/consult',
};

describe('loadConfig: the field encryption key', () => {
  it('reads FIELD_ENCRYPTION_KEY as 32 bytes of base64 (standard or URL-safe)', () => {
    expect(load({ FIELD_ENCRYPTION_KEY: KEY.toString('base64') }).fieldEncryption).toEqual({
      key: KEY,
      previousKeys: [],
    });
    expect(
      load({ FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 251).toString('base64url') }).fieldEncryption
        .key,
    ).toEqual(Buffer.alloc(32, 251));
  });

  it('reads the previous keys that still decrypt older values', () => {
    const config = load({
      FIELD_ENCRYPTION_KEY: KEY.toString('base64'),
      FIELD_ENCRYPTION_PREVIOUS_KEYS: ` ${OLD_KEY.toString('base64')} , ${DEV_KEY.toString('base64')}`,
    });
    expect(config.fieldEncryption.previousKeys).toEqual([OLD_KEY, DEV_KEY]);
  });

  it('in development, without the variable, uses the development key provider', () => {
    const dataDirs: string[] = [];
    const config = load({}, { readDevFieldEncryptionKey: (dir) => (dataDirs.push(dir), DEV_KEY) });
    expect(config.fieldEncryption.key).toEqual(DEV_KEY);
    expect(dataDirs).toEqual(['/srv/app/data']);
  });

  it('without a provider, uses a random key for this process only', () => {
    const first = load({}).fieldEncryption.key;
    expect(first).toHaveLength(32);
    expect(load({}).fieldEncryption.key.equals(first)).toBe(false);
  });

  it('is required in production', () => {
    expect(problemsOf(PRODUCTION)).toEqual([
      'FIELD_ENCRYPTION_KEY is required in production (32 random bytes in base64: openssl rand -base64 32)',
    ]);
    expect(
      load({ ...PRODUCTION, FIELD_ENCRYPTION_KEY: KEY.toString('base64') }).fieldEncryption.key,
    ).toEqual(KEY);
  });

  it.each([
    ['too short', Buffer.alloc(16, 1).toString('base64')],
    ['too long', Buffer.alloc(33, 1).toString('base64')],
    ['not base64', 'this is not a key at all, not even close!!!'],
    ['32 characters of text', 'k'.repeat(32)],
  ])('refuses a key that is %s, anywhere, without showing it', (_case, value) => {
    const problems = problemsOf({ FIELD_ENCRYPTION_KEY: value });
    expect(problems).toEqual([
      'FIELD_ENCRYPTION_KEY must be 32 bytes encoded in base64 (openssl rand -base64 32)',
    ]);
    expect(problems.join('\n')).not.toContain(value);
    expect(problemsOf({ ...PRODUCTION, FIELD_ENCRYPTION_KEY: value })).toHaveLength(1);
    expect(problemsOf({ FIELD_ENCRYPTION_PREVIOUS_KEYS: value })[0]).toMatch(
      /^FIELD_ENCRYPTION_PREVIOUS_KEYS must be 32 bytes/,
    );
  });
});
