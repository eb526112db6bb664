import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { ESIGN_DISCLOSURE_VERSION } from '@consult/documents';
import { utcIsoDate, type CreateNdaRequest, type Nda } from '@consult/domain';
import { ORIGIN, type TestApp } from './test-app';

export const TEST_USER_AGENT = 'NdaIntegrationTest/1.0 (+https://example.com)';

/** A complete NDA request, signed by the client's own name, dated today (UTC). */
export function buildNdaRequest(overrides: Partial<CreateNdaRequest> = {}): CreateNdaRequest {
  return {
    companyName: 'Analytical Engines Ltd',
    companyAddress: '12 Example Street',
    companyCity: 'Boston',
    companyState: 'MA',
    companyZip: '02110',
    signerName: 'Ada Lovelace',
    signerTitle: 'Chief Executive Officer',
    agreementDate: utcIsoDate(new Date()),
    signature: 'Ada Lovelace',
    agreeToSignElectronically: true,
    ...overrides,
  };
}

export function acceptDisclosure(t: TestApp, cookie: string, version = ESIGN_DISCLOSURE_VERSION) {
  return t
    .http()
    .post('/api/esign-consent')
    .set('Origin', ORIGIN)
    .set('Cookie', cookie)
    .set('User-Agent', TEST_USER_AGENT)
    .send({ version });
}

export function postNda(t: TestApp, cookie: string, body: object) {
  return t
    .http()
    .post('/api/nda')
    .set('Origin', ORIGIN)
    .set('Cookie', cookie)
    .set('User-Agent', TEST_USER_AGENT)
    .send(body);
}

/** Accepts the disclosure (once is enough) and signs an NDA; answers the stored NDA. */
export async function signNda(
  t: TestApp,
  cookie: string,
  overrides: Partial<CreateNdaRequest> = {},
): Promise<Nda> {
  await acceptDisclosure(t, cookie);
  const response = await postNda(t, cookie, buildNdaRequest(overrides));
  if (response.status !== 201)
    throw new Error(`signing failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Nda;
}

/** GET a PDF (or anything binary) with its body as a Buffer. */
export function download(t: TestApp, path: string, cookie: string): Promise<Response> {
  return t
    .http()
    .get(path)
    .set('Cookie', cookie)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}

/** The text of each page of a PDF, as a PDF reader (pdf-parse) extracts it. */
export function pdfPages(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'pdf-text.mjs')],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf-text failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as string[]);
      },
    );
    child.stdin?.end(pdf);
  });
}

/**
 * Text without white space, in lower case: words that a PDF line break split still match, and
 * headings set in capitals by the style sheet match their text.
 */
export const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** A local HTTP server that counts every request it receives (it must receive none). */
export async function startTrapServer(): Promise<{
  port: number;
  hits: string[];
  close: () => Promise<void>;
}> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.end('trapped');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A long self-contained document: enough pages to keep Chromium busy for a while. */
export function heavyHtml(paragraphs = 4000): string {
  const text = 'The Receiving Party shall hold the Confidential Information in strict confidence. ';
  const body = Array.from({ length: paragraphs }, (_, i) => `<p>${i + 1}. ${text.repeat(6)}</p>`);
  return `<!doctype html><html><head><meta charset="utf-8"></head><body>${body.join('')}</body></html>`;
}
