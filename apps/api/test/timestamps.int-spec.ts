import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import signpdf from '@signpdf/signpdf';
import * as asn1js from 'asn1js';
import { PDFDocument } from 'pdf-lib';
import * as pkijs from 'pkijs';
import { DataSource } from 'typeorm';
import { DEFAULT_FIRM } from '@consult/domain';
import { SIGNATURE_PLACEHOLDER_LENGTH } from '../src/pdf/pdf-seal';
import { TimestampAuthority } from '../src/pdf/timestamp-authority';
import { SIGNATURE_TIMESTAMP_TOKEN_OID, TimestampingSigner } from '../src/pdf/timestamping-signer';
import { SealedDocument } from '../src/signing/sealed-document.entity';
import { SealingService } from '../src/signing/sealing.service';
import { createSignedInUser } from './support/factories';
import { download, signNda } from './support/ndas';
import { pdfSig, qpdfCheck } from './support/pdf-tools';
import { startApp, type TestApp } from './support/test-app';
import { testSigningCertificate } from './support/test-certificate';
import {
  startTimestampAuthority,
  type TestTimestampAuthority,
} from './support/timestamp-authority';

/**
 * Trusted timestamps (docs/signed-documents.md): with DOCUMENT_TIMESTAMP_URL set, every seal's CMS
 * signature carries an RFC 3161 token from that authority over its signature value. The authority
 * here is OpenSSL's `openssl ts -reply`, and `openssl ts -verify` checks the token taken out of the
 * PDF the API serves: tools nobody here wrote. With the authority down the signature stands, the
 * PDF stays owed, and it is sealed (with its timestamp) once the authority is back.
 */
let tsa: TestTimestampAuthority;
let t: TestApp;

beforeAll(async () => {
  tsa = await startTimestampAuthority();
  t = await startApp({ DOCUMENT_TIMESTAMP_URL: tsa.url });
});

afterAll(async () => {
  await t?.close();
  await tsa?.close();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
const rows = () => t.get(DataSource).getRepository(SealedDocument);

/** The signature's value and its timestamp token, read out of a sealed PDF's CMS (/Contents). */
function signatureTimestampOf(pdf: Buffer): { signatureValue: Buffer; token: Buffer } {
  const text = pdf.toString('latin1');
  const byteRange = text.indexOf('/ByteRange');
  const contents = /\/Contents\s*<([0-9A-Fa-f]+)>/.exec(text.slice(byteRange));
  if (byteRange === -1 || !contents) throw new Error('the PDF has no signature');
  // The placeholder's unused part is zeros after the CMS, which the parser leaves alone.
  const parsed = asn1js.fromBER(Buffer.from(contents[1], 'hex'));
  if (parsed.offset === -1) throw new Error('the signature is not ASN.1');
  const contentInfo = new pkijs.ContentInfo({ schema: parsed.result });
  const [signerInfo] = new pkijs.SignedData({ schema: contentInfo.content }).signerInfos;
  const attribute = signerInfo.unsignedAttrs?.attributes.find(
    (candidate) => candidate.type === SIGNATURE_TIMESTAMP_TOKEN_OID,
  );
  if (!attribute) throw new Error('the signature carries no timestamp token');
  return {
    signatureValue: Buffer.from(signerInfo.signature.valueBlock.valueHexView),
    token: Buffer.from(attribute.values[0].valueBeforeDecodeView),
  };
}

describe('a seal with a trusted timestamp', () => {
  let pdf: Buffer;
  let sealedAt: Date;

  beforeAll(async () => {
    const client = await createSignedInUser(t);
    const nda = await signNda(t, client.cookie, { companyName: 'Timestamped Works Ltd' });
    const response = await download(t, `/api/nda/${nda.id}/download`, client.cookie);
    expect(response.status).toBe(200);
    pdf = response.body as Buffer;
    const row = await rows().findOneByOrFail({ documentKind: 'nda', documentId: nda.id });
    expect(row.status).toBe('sealed');
    sealedAt = row.sealedAt as Date;
  });

  it('is still a valid signature by the firm over the whole document, in a sound PDF', () => {
    expect(pdfSig(pdf)).toMatchObject({
      validation: 'Signature is Valid.',
      wholeDocument: true,
      commonName: DEFAULT_FIRM.name,
      subFilter: 'adbe.pkcs7.detached',
    });
    const check = qpdfCheck(pdf);
    expect(check.output).toContain('No syntax or stream encoding errors found');
    expect(check.status).toBe(0);
  });

  it('carries a token over its signature value that openssl ts -verify accepts, made when it was sealed', () => {
    const { signatureValue, token } = signatureTimestampOf(pdf);
    const verified = tsa.verify(token, sha256(signatureValue).toString('hex'));
    expect(verified.output).toContain('Verification: OK');
    expect(verified.status).toBe(0);
    // The token is over this signature, and no other.
    const other = tsa.verify(token, sha256(Buffer.from('another signature')).toString('hex'));
    expect(other.status).not.toBe(0);
    expect(other.output).toMatch(/message imprint mismatch/i);

    const stampedAt = tsa.timeOf(token);
    expect(Math.abs(stampedAt.getTime() - sealedAt.getTime())).toBeLessThan(60_000);
  });
});

describe('with the timestamp authority down', () => {
  it('signs (201) and keeps the PDF owed, naming the authority; once it is back the PDF is sealed with a token', async () => {
    const client = await createSignedInUser(t);
    await tsa.stop();
    let ndaId: number;
    try {
      // signNda fails unless the answer is 201: the signature stands without its PDF.
      ndaId = (await signNda(t, client.cookie, { companyName: 'Unstamped Ltd' })).id;
      const owed = await rows().findOneByOrFail({ documentKind: 'nda', documentId: ndaId });
      expect(owed).toMatchObject({ status: 'pending', sha256: null, attempts: 1 });
      expect(owed.lastError).toContain(`The timestamp authority ${tsa.url} could not be reached`);
      // A download meanwhile may try again later: a 503 with Retry-After, never a 500.
      const meanwhile = await download(t, `/api/nda/${ndaId}/download`, client.cookie);
      expect(meanwhile.status).toBe(503);
      expect(meanwhile.headers['retry-after']).toBe('30');
    } finally {
      await tsa.start();
    }

    const report = await t.get(SealingService).sealOwed({ pendingForMs: 0 });
    expect(report.sealed).toBeGreaterThanOrEqual(1);
    const sealed = await rows().findOneByOrFail({ documentKind: 'nda', documentId: ndaId });
    expect(sealed).toMatchObject({ status: 'sealed', lastError: null });
    const pdf = (await download(t, `/api/nda/${ndaId}/download`, client.cookie)).body as Buffer;
    expect(pdfSig(pdf)?.validation).toBe('Signature is Valid.');
    const { signatureValue, token } = signatureTimestampOf(pdf);
    expect(tsa.verify(token, sha256(signatureValue).toString('hex')).status).toBe(0);
  });
});

describe('TimestampAuthority', () => {
  type Answer = (query: Buffer) => Promise<Buffer | null>;

  /** A server that answers every request with what `answer` gives (or never, for null). */
  async function fakeAuthority(answer: Answer) {
    const server: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void answer(Buffer.concat(chunks)).then((body) => {
          if (body) {
            response.writeHead(200, { 'Content-Type': 'application/timestamp-reply' }).end(body);
          }
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    };
  }

  /** The test authority's answer to a query. */
  async function realAnswer(query: Buffer): Promise<Buffer> {
    const response = await fetch(tsa.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/timestamp-query' },
      body: query,
    });
    return Buffer.from(await response.arrayBuffer());
  }

  /** The query with its fields changed, as a TSA that mixed up its requests would read it. */
  function altered(query: Buffer, change: (request: pkijs.TimeStampReq) => void): Buffer {
    const request = pkijs.TimeStampReq.fromBER(query);
    change(request);
    return Buffer.from(request.toSchema().toBER(false));
  }

  it('gives the token the authority signed over the digest asked for', async () => {
    const signatureValue = Buffer.from('a signature value');
    const token = await new TimestampAuthority(tsa.url, 5000).timestamp(signatureValue);
    expect(tsa.verify(token, sha256(signatureValue).toString('hex')).status).toBe(0);
  });

  it('refuses an answer to another request, a forged one, a refusal, something else and silence, naming the authority', async () => {
    const rejection = Buffer.from(
      new pkijs.TimeStampResp({
        status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.rejection }),
      })
        .toSchema()
        .toBER(false),
    );
    const cases: [string, Answer, RegExp][] = [
      [
        'another digest',
        (query) =>
          realAnswer(
            altered(query, (request) => {
              request.messageImprint.hashedMessage = new asn1js.OctetString({
                valueHex: sha256(Buffer.from('another signature')),
              });
            }),
          ),
        /sent a token over another digest than the one asked for/,
      ],
      [
        'another nonce',
        (query) =>
          realAnswer(
            altered(query, (request) => {
              request.nonce = new asn1js.Integer({ value: 42 });
            }),
          ),
        /sent a token with another nonce than the one asked for/,
      ],
      [
        'forged',
        async (query) => {
          // The last byte of the answer is the last byte of the authority's signature.
          const answer = await realAnswer(query);
          answer[answer.length - 1] ^= 0xff;
          return answer;
        },
        /sent a token whose signature does not verify/,
      ],
      ['refused', async () => rejection, /refused the request \(PKIStatus 2\)/],
      ['not one', async () => Buffer.from('<html>hello</html>'), /not a TimeStampResp/],
      ['silent', async () => null, /could not be reached: no answer within 1000 ms/],
    ];
    for (const [, answer, reason] of cases) {
      const fake = await fakeAuthority(answer);
      try {
        const asked = new TimestampAuthority(fake.url, 1000).timestamp(Buffer.from('x'));
        await expect(asked).rejects.toThrow(`The timestamp authority ${fake.url} `);
        await expect(asked).rejects.toThrow(reason);
      } finally {
        await fake.close();
      }
    }
  });

  it('sends credentials in the URL as basic authentication, and never names them', async () => {
    let authorization: string | undefined;
    const server: Server = createServer((request, response) => {
      authorization = request.headers.authorization;
      response.writeHead(503).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const asked = new TimestampAuthority(`http://firm:s%40cret@127.0.0.1:${port}/tsa`, 2000);
      const error = await asked.timestamp(Buffer.from('x')).catch((e: Error) => e);
      expect(authorization).toBe(`Basic ${Buffer.from('firm:s@cret').toString('base64')}`);
      expect(String(error)).toContain(
        `The timestamp authority http://127.0.0.1:${port}/tsa answered HTTP 503`,
      );
      expect(String(error)).not.toContain('cret');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the signature placeholder', () => {
  /** A one-page PDF with a signature field of `signatureLength` hexadecimal digits. */
  async function prepared(signatureLength: number): Promise<Buffer> {
    const document = await PDFDocument.create();
    document.addPage();
    pdflibAddPlaceholder({
      pdfDoc: document,
      reason: 'test',
      contactInfo: 'test',
      name: 'test',
      location: 'test',
      signatureLength,
    });
    return Buffer.from(await document.save({ updateFieldAppearances: false }));
  }

  it('fails the seal, loudly, when the timestamped signature does not fit; it is never cut short', async () => {
    const { p12, passphrase } = testSigningCertificate();
    // A P12Signer signs once: it reads its PKCS#12 buffer as it goes.
    const plain = () => new P12Signer(p12, { passphrase });
    await signpdf.sign(await prepared(SIGNATURE_PLACEHOLDER_LENGTH), plain());
    // Room for exactly the signature without a token.
    const justEnough = await prepared(signpdf.lastSignature.length);
    await expect(signpdf.sign(justEnough, plain())).resolves.toBeInstanceOf(Buffer);

    const timestamped = new TimestampingSigner(plain(), new TimestampAuthority(tsa.url, 5000));
    await expect(signpdf.sign(justEnough, timestamped)).rejects.toThrow(
      /Signature exceeds placeholder length/,
    );
  });
});
