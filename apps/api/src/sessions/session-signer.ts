import { timingSafeEqual } from 'node:crypto';
import { Signer, type UnsignResult } from '@fastify/cookie';

/** How many verified session ids keep their signature (about 150 bytes each). */
const SIGNATURES_KEPT = 10_000;

/**
 * @fastify/cookie's signer for the session cookie, remembering the signature of each session id
 * it has verified. @fastify/session checks the cookie's signature (an HMAC) and then signs the
 * same id again for every request; that second HMAC was 2% of a signed-in read (issue 19). A
 * signature is a function of the id and the secret alone, so a remembered one is exactly the one
 * that would be computed: nothing changes but the work. Only a cookie whose signature checks out
 * is remembered, at most SIGNATURES_KEPT of them, the oldest forgotten first.
 *
 * The same holds for checking: a cookie byte for byte equal to one already verified is valid, so
 * it is compared with the remembered cookie, in constant time, instead of computing its HMAC again
 * (3% of a signed-in read). Anything else, a new id or an altered signature, is checked by
 * @fastify/cookie's signer as before. Whether an id is remembered shows in the time taken, which
 * tells nothing to someone who does not already hold the id (24 random bytes).
 */
export class SessionSigner {
  private readonly signer: Signer;
  private readonly verified = new Map<string, string>();

  constructor(secret: string) {
    this.signer = new Signer(secret, 'sha256');
  }

  sign(value: string): string {
    return this.verified.get(value) ?? this.signer.sign(value);
  }

  unsign(signedValue: string): UnsignResult {
    const dot = signedValue.lastIndexOf('.');
    const value = dot > 0 ? signedValue.slice(0, dot) : null;
    const remembered = value === null ? undefined : this.verified.get(value);
    if (value !== null && remembered !== undefined && sameBytes(remembered, signedValue)) {
      return { valid: true, renew: false, value };
    }
    const result = this.signer.unsign(signedValue);
    if (
      result.valid &&
      !result.renew &&
      result.value !== null &&
      !this.verified.has(result.value)
    ) {
      this.verified.set(result.value, signedValue);
      if (this.verified.size > SIGNATURES_KEPT) {
        this.verified.delete(this.verified.keys().next().value as string);
      }
    }
    return result;
  }
}

/** Whether two strings are the same bytes, compared in constant time. */
function sameBytes(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
