import { createHash, randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const SHA256_OID = '2.16.840.1.101.3.4.2.1';
/** PKIStatus granted (0) and grantedWithMods (1): the only answers that carry a token. */
const GRANTED = [0, 1];
/** Longer than any token a placeholder could hold: a bigger answer is not a timestamp. */
const MAX_RESPONSE_BYTES = 64 * 1024;
const NONCE_BYTES = 16;

/** A timestamp the authority did not give: unreachable, refused, or not the one asked for. */
export class TimestampError extends Error {
  constructor(authority: string, reason: string) {
    super(`The timestamp authority ${authority} ${reason}`);
    this.name = 'TimestampError';
  }
}

/**
 * An RFC 3161 timestamp authority (DOCUMENT_TIMESTAMP_URL), asked over HTTP for a token over the
 * SHA-256 of some bytes. The request and the answer are encoded and parsed by pkijs; the answer is
 * checked (granted, the nonce and the digest asked for, signed by the certificate it carries)
 * before its token is used, so a wrong or replayed answer fails the seal instead of entering it.
 * Whether that certificate is one to trust is for whoever reads the token, as for any signature.
 * Credentials in the URL (`https://user:pass@tsa…`) are sent as HTTP basic authentication.
 */
export class TimestampAuthority {
  private readonly endpoint: string;
  private readonly authorization: string | null;
  /** The URL without its credentials: what errors and logs name. */
  readonly name: string;

  constructor(
    url: string,
    private readonly deadlineMs: number,
  ) {
    const parsed = new URL(url);
    this.authorization =
      parsed.username || parsed.password
        ? `Basic ${Buffer.from(
            `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`,
          ).toString('base64')}`
        : null;
    parsed.username = '';
    parsed.password = '';
    this.endpoint = parsed.toString();
    this.name = this.endpoint;
  }

  /**
   * The TimeStampToken (DER, a CMS ContentInfo) over the SHA-256 of `data`, exactly as the
   * authority sent it.
   */
  async timestamp(data: Buffer): Promise<Buffer> {
    const sha256 = createHash('sha256').update(data).digest();
    const nonce = randomBytes(NONCE_BYTES);
    // A positive integer with no leading zero byte, so that it is encoded as it is written.
    nonce[0] = (nonce[0] & 0x7f) | 0x01;
    const request = new pkijs.TimeStampReq({
      version: 1,
      messageImprint: new pkijs.MessageImprint({
        hashAlgorithm: new pkijs.AlgorithmIdentifier({
          algorithmId: SHA256_OID,
          algorithmParams: new asn1js.Null(),
        }),
        hashedMessage: new asn1js.OctetString({ valueHex: sha256 }),
      }),
      nonce: new asn1js.Integer({ valueHex: nonce }),
      certReq: true,
    });
    const answer = await this.post(Buffer.from(request.toSchema().toBER(false)));
    return this.checkedToken(answer, data, sha256, nonce);
  }

  private async post(body: Buffer): Promise<Buffer> {
    const headers: Record<string, string> = { 'Content-Type': 'application/timestamp-query' };
    if (this.authorization) headers['Authorization'] = this.authorization;
    let response: Response;
    let bytes: Buffer;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(this.deadlineMs),
      });
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw this.error(`could not be reached: ${reasonOf(error, this.deadlineMs)}`);
    }
    if (!response.ok) throw this.error(`answered HTTP ${response.status}`);
    if (bytes.length > MAX_RESPONSE_BYTES) {
      throw this.error(`answered ${bytes.length} bytes, more than a timestamp`);
    }
    return bytes;
  }

  private async checkedToken(
    answer: Buffer,
    data: Buffer,
    sha256: Buffer,
    nonce: Buffer,
  ): Promise<Buffer> {
    const parsed = asn1js.fromBER(answer);
    if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Sequence)) {
      throw this.error('answered something that is not a TimeStampResp');
    }
    let response: pkijs.TimeStampResp;
    try {
      response = new pkijs.TimeStampResp({ schema: parsed.result });
    } catch (error) {
      throw this.error(`answered a malformed TimeStampResp (${reasonOf(error)})`);
    }
    const status = response.status.status;
    if (!GRANTED.includes(status)) {
      const text = (response.status.statusStrings ?? []).map((line) => line.valueBlock.value);
      throw this.error(
        `refused the request (PKIStatus ${status}${text.length ? `: ${text.join('; ')}` : ''})`,
      );
    }
    const token = response.timeStampToken;
    if (!token || token.contentType !== pkijs.id_ContentType_SignedData) {
      throw this.error('granted the request without a token');
    }

    const signedData = new pkijs.SignedData({ schema: token.content });
    const content = signedData.encapContentInfo.eContent;
    if (!content) throw this.error('sent a token without its TSTInfo');
    const info = pkijs.TSTInfo.fromBER(content.getValue());
    const imprint = info.messageImprint;
    if (
      imprint.hashAlgorithm.algorithmId !== SHA256_OID ||
      !Buffer.from(imprint.hashedMessage.valueBlock.valueHexView).equals(sha256)
    ) {
      throw this.error('sent a token over another digest than the one asked for');
    }
    if (!info.nonce || info.nonce.toBigInt() !== BigInt(`0x${nonce.toString('hex')}`)) {
      throw this.error('sent a token with another nonce than the one asked for');
    }
    // The token's signature, over the TSTInfo just checked (pkijs hashes `data` again for it).
    const verified = await response
      .verify({ signer: 0, data: toArrayBuffer(data) })
      .catch((error: unknown) => reasonOf(error));
    if (verified !== true) {
      throw this.error(
        `sent a token whose signature does not verify${verified ? ` (${verified})` : ''}`,
      );
    }

    // The token's bytes as sent: re-encoding a signed structure could change what was signed.
    const [, tokenBlock] = parsed.result.valueBlock.value;
    return Buffer.from(tokenBlock.valueBeforeDecodeView);
  }

  private error(reason: string): TimestampError {
    return new TimestampError(this.name, reason);
  }
}

function toArrayBuffer(bytes: Buffer): ArrayBuffer {
  return new Uint8Array(bytes).buffer;
}

function reasonOf(error: unknown, deadlineMs?: number): string {
  // AbortSignal.timeout's DOMException, which is not always an Error of this realm.
  if (typeof error === 'object' && error !== null && 'name' in error) {
    if (error.name === 'TimeoutError') return `no answer within ${deadlineMs} ms`;
  }
  if (!(error instanceof Error)) return String(error);
  // fetch says "fetch failed" and keeps the network error (ECONNREFUSED, ENOTFOUND…) as its cause.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
