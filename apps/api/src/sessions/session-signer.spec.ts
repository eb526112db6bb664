import { Signer } from '@fastify/cookie';
import { SessionSigner } from './session-signer';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('SessionSigner', () => {
  const reference = new Signer(SECRET, 'sha256');

  it('signs and verifies exactly as @fastify/cookie does, before and after it has verified an id', () => {
    const signer = new SessionSigner(SECRET);
    const id = 'a-session-id';
    expect(signer.sign(id)).toBe(reference.sign(id));
    expect(signer.unsign(reference.sign(id))).toEqual(reference.unsign(reference.sign(id)));
    expect(signer.sign(id)).toBe(reference.sign(id));
    expect(signer.sign('another-id')).toBe(reference.sign('another-id'));
  });

  it('refuses a cookie signed with another secret or altered, and remembers nothing of it', () => {
    const signer = new SessionSigner(SECRET);
    const forged = new Signer('another-secret-of-at-least-32-characters').sign('a-session-id');
    const altered = `${reference.sign('a-session-id').slice(0, -1)}A`;
    for (const cookie of [forged, altered]) {
      expect(signer.unsign(cookie)).toEqual({ valid: false, renew: false, value: null });
    }
    // What it signs is still the real signature, not the forged one.
    expect(signer.sign('a-session-id')).toBe(reference.sign('a-session-id'));
  });

  it('keeps a bounded number of signatures, and still signs a forgotten id right', () => {
    const signer = new SessionSigner(SECRET);
    for (let i = 0; i < 10_050; i++) signer.unsign(reference.sign(`id-${i}`));
    expect((signer as unknown as { verified: Map<string, string> }).verified.size).toBe(10_000);
    expect(signer.sign('id-0')).toBe(reference.sign('id-0'));
  });

  it('takes a cookie it has verified without its HMAC again, and still checks every other one', () => {
    const signer = new SessionSigner(SECRET);
    const inner = jest.spyOn((signer as unknown as { signer: Signer }).signer, 'unsign');
    const cookie = reference.sign('a-session-id');
    const valid = { valid: true, renew: false, value: 'a-session-id' };
    expect(signer.unsign(cookie)).toEqual(valid);
    expect(inner).toHaveBeenCalledTimes(1);
    expect(signer.unsign(cookie)).toEqual(valid);
    expect(inner).toHaveBeenCalledTimes(1);

    // The same id with any other signature, of the same length or not: checked, and refused.
    const last = cookie.at(-1) === 'A' ? 'B' : 'A';
    for (const other of [
      `${cookie.slice(0, -1)}${last}`,
      `${cookie}A`,
      cookie.slice(0, -1),
      new Signer('another-secret-of-at-least-32-characters').sign('a-session-id'),
    ]) {
      expect(signer.unsign(other)).toEqual({ valid: false, renew: false, value: null });
    }
    expect(inner).toHaveBeenCalledTimes(5);
    // And the verified cookie is still taken as it was.
    expect(signer.unsign(cookie)).toEqual(valid);
    expect(inner).toHaveBeenCalledTimes(5);
  });
});
