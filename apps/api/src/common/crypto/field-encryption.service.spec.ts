import { loadConfig } from '../../config/app-config';
import { ConfigService } from '../../config/config.service';
import {
  FieldDecryptionError,
  FieldEncryptionService,
  decryptField,
  encryptField,
} from './field-encryption.service';

const KEY = Buffer.alloc(32, 1);
const OLD_KEY = Buffer.alloc(32, 2);
const FIELD = 'payment_methods.accountNumber';

const service = (key: Buffer, previous: Buffer[] = []) =>
  new FieldEncryptionService(
    new ConfigService(
      loadConfig({
        SESSION_SECRET: 's'.repeat(40),
        FIELD_ENCRYPTION_KEY: key.toString('base64'),
        FIELD_ENCRYPTION_PREVIOUS_KEYS: previous.map((k) => k.toString('base64')).join(','),
      }),
    ),
  );

describe('field encryption (AES-256-GCM)', () => {
  it('writes v1:iv:tag:ciphertext in base64, with a 12-byte IV and a 16-byte tag', () => {
    const token = encryptField(KEY, '000123456789', FIELD);
    const [format, iv, tag, ciphertext] = token.split(':');
    expect(format).toBe('v1');
    expect(Buffer.from(iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(tag, 'base64')).toHaveLength(16);
    expect(Buffer.from(ciphertext, 'base64')).toHaveLength('000123456789'.length);
    expect(token).not.toContain('000123456789');
    expect(decryptField([KEY], token, FIELD)).toBe('000123456789');
  });

  it('uses a new IV for every value: the same number never encrypts the same way twice', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => encryptField(KEY, '011000015', FIELD)));
    expect(tokens.size).toBe(50);
    const ivs = new Set([...tokens].map((token) => token.split(':')[1]));
    expect(ivs.size).toBe(50);
  });

  it('refuses a wrong key, another field’s name, and any altered byte', () => {
    const token = encryptField(KEY, '000123456789', FIELD);
    expect(() => decryptField([OLD_KEY], token, FIELD)).toThrow(FieldDecryptionError);
    expect(() => decryptField([KEY], token, 'payment_methods.routingNumber')).toThrow(
      FieldDecryptionError,
    );
    const [format, iv, tag, ciphertext] = token.split(':');
    const flipped = Buffer.from(ciphertext, 'base64');
    flipped[0] ^= 1;
    for (const bad of [
      [format, iv, tag, flipped.toString('base64')].join(':'),
      ['v2', iv, tag, ciphertext].join(':'),
      [format, iv, tag].join(':'),
      [format, iv, Buffer.alloc(16).toString('base64'), ciphertext].join(':'),
      'not a token',
    ]) {
      expect(() => decryptField([KEY], bad, FIELD)).toThrow(FieldDecryptionError);
    }
  });

  it('rotates keys: new values use the current key, older ones still decrypt with a previous key', () => {
    const old = service(OLD_KEY).encrypt('000123456789', FIELD);
    const rotated = service(KEY, [OLD_KEY]);
    expect(rotated.decrypt(old, FIELD)).toBe('000123456789');
    expect(rotated.usesCurrentKey(old, FIELD)).toBe(false);
    const fresh = rotated.encrypt('000123456789', FIELD);
    expect(rotated.usesCurrentKey(fresh, FIELD)).toBe(true);
    expect(() => service(KEY).decrypt(old, FIELD)).toThrow(FieldDecryptionError);
  });

  it('never puts the value or the key in its error', () => {
    const token = encryptField(KEY, '000123456789', FIELD);
    try {
      decryptField([OLD_KEY], token, FIELD);
    } catch (error) {
      const text = `${String(error)} ${(error as Error).stack ?? ''}`;
      expect(text).not.toContain('000123456789');
      expect(text).not.toContain(OLD_KEY.toString('base64'));
    }
    expect.hasAssertions();
  });
});
