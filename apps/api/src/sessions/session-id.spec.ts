import { createHash, randomBytes } from 'node:crypto';
import { hashSessionId, newPublicId } from './session-id';

describe('hashSessionId', () => {
  it('is the hex SHA-256 of the id, so sessions stored before still match their cookies', () => {
    // FIPS 180-2's test vector for "abc".
    expect(hashSessionId('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    for (let i = 0; i < 20; i++) {
      const id = randomBytes(24).toString('base64url');
      expect(hashSessionId(id)).toBe(createHash('sha256').update(id, 'utf8').digest('hex'));
    }
    // Characters beyond ASCII are hashed as UTF-8.
    expect(hashSessionId('é')).toBe(createHash('sha256').update('é', 'utf8').digest('hex'));
  });
});

describe('newPublicId', () => {
  it('is 16 random bytes in base64url, a new one each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newPublicId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
