import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  canonicalText,
  ESIGN_DISCLOSURE_VERSION,
  MUTUAL_NDA_TEMPLATE_VERSION,
} from '@consult/documents';
import {
  DEFAULT_FIRM,
  ESIGN_MESSAGES,
  MESSAGES,
  NDA_MESSAGES,
  formatLongDate,
  utcIsoDate,
  type CreateNdaRequest,
  type Nda as NdaResponse,
  type NdaSummary,
} from '@consult/domain';
import { Nda } from '../src/nda/nda.entity';
import { createSignedInUser } from './support/factories';
import {
  acceptDisclosure,
  buildNdaRequest,
  download,
  pdfPages,
  postNda,
  signNda,
  squash,
  startTrapServer,
  TEST_USER_AGENT,
} from './support/ndas';
import { ORIGIN, startApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});

afterAll(async () => {
  await t.close();
});

const ndaRows = () => t.app.get(DataSource).getRepository(Nda);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie);
const remove = (id: number, cookie: string) =>
  t.http().delete(`/api/nda/${id}`).set('Origin', ORIGIN).set('Cookie', cookie);

describe('POST /api/nda: signing', () => {
  it('stores the NDA with its signature evidence and answers it', async () => {
    const { cookie, user, input } = await createSignedInUser(t);
    await acceptDisclosure(t, cookie);
    const before = Date.now();
    const request = buildNdaRequest();
    const response = await postNda(t, cookie, request);

    expect(response.status).toBe(201);
    const nda = response.body as NdaResponse;
    expect(nda).toMatchObject({
      companyName: request.companyName,
      companyAddress: request.companyAddress,
      companyCity: request.companyCity,
      companyState: request.companyState,
      companyZip: request.companyZip,
      signerName: request.signerName,
      signerTitle: request.signerTitle,
      agreementDate: request.agreementDate,
      typedSignature: request.signature,
      reference: `NDA-${String(nda.id).padStart(6, '0')}`,
      consent: { version: ESIGN_DISCLOSURE_VERSION },
      signature: { ipAddress: '127.0.0.1', userAgent: TEST_USER_AGENT },
    });
    expect(Date.parse(nda.signature.signedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(nda.signature.signedAt).toMatch(/Z$/);
    expect(nda.signature.documentHash).toMatch(/^[0-9a-f]{64}$/);

    // The document as signed: the firm and the client, the signer's typed signature.
    expect(nda.document.templateVersion).toBe(MUTUAL_NDA_TEMPLATE_VERSION);
    expect(nda.document.parties.map((party) => party.name)).toEqual([
      DEFAULT_FIRM.name,
      request.companyName,
    ]);
    expect(nda.document.signatures[1]).toMatchObject({
      signerName: request.signerName,
      signature: request.signature,
    });

    // The hash is the SHA-256 of the canonical text, which is stored beside it.
    const row = await ndaRows().findOneByOrFail({ id: nda.id });
    expect(row.userId).toBe(user.id);
    expect(row.accountEmail).toBe(input.email);
    expect(row.documentText).toBe(canonicalText(nda.document));
    expect(sha256(row.documentText)).toBe(nda.signature.documentHash);
    expect(row.documentText).toContain(`Signature: /s/ ${request.signature}`);
  });

  it('needs the electronic records disclosure accepted first', async () => {
    const { cookie, user } = await createSignedInUser(t);
    const response = await postNda(t, cookie, buildNdaRequest());
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(ESIGN_MESSAGES.consentRequired);
    expect(await ndaRows().countBy({ userId: user.id })).toBe(0);
  });

  it.each([
    ['missing', {}],
    ['false', { agreeToSignElectronically: false }],
    ['"true" as text', { agreeToSignElectronically: 'true' }],
  ])('needs "I agree to sign electronically" (%s)', async (_label, change) => {
    const { cookie } = await createSignedInUser(t);
    await acceptDisclosure(t, cookie);
    const body: Record<string, unknown> = { ...buildNdaRequest(), ...change };
    if (!('agreeToSignElectronically' in change)) delete body['agreeToSignElectronically'];
    const response = await postNda(t, cookie, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(ESIGN_MESSAGES.agreeRequired);
  });

  it.each<keyof CreateNdaRequest>([
    'companyName',
    'signerName',
    'signerTitle',
    'signature',
    'companyAddress',
    'companyCity',
    'companyState',
    'companyZip',
  ])('answers "Please fill in all required fields" without %s', async (field) => {
    const { cookie, user } = await createSignedInUser(t);
    await acceptDisclosure(t, cookie);
    const missing: Record<string, unknown> = { ...buildNdaRequest() };
    delete missing[field];
    const blank = { ...buildNdaRequest(), [field]: '   ' };

    for (const body of [missing, blank]) {
      const response = await postNda(t, cookie, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(NDA_MESSAGES.requiredFields);
      expect(response.body.fields[field]).toBe(NDA_MESSAGES.requiredFields);
    }
    expect(await ndaRows().countBy({ userId: user.id })).toBe(0);
  });

  it('answers "Please fill in all required fields" for an empty body', async () => {
    const { cookie } = await createSignedInUser(t);
    await acceptDisclosure(t, cookie);
    const response = await postNda(t, cookie, {});
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(NDA_MESSAGES.requiredFields);
  });

  it('needs the typed signature to be the signer’s name (case and spacing aside)', async () => {
    const { cookie } = await createSignedInUser(t);
    await acceptDisclosure(t, cookie);
    const wrong = await postNda(t, cookie, buildNdaRequest({ signature: 'Charles Babbage' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(NDA_MESSAGES.signatureMismatch);

    const loose = await postNda(t, cookie, buildNdaRequest({ signature: '  ada   LOVELACE ' }));
    expect(loose.status).toBe(201);
    expect(loose.body.typedSignature).toBe('ada   LOVELACE');
  });

  it('dates the NDA the day it is signed', async () => {
    const { cookie } = await createSignedInUser(t);
    await acceptDisclosure(t, cookie);
    const backdated = await postNda(t, cookie, buildNdaRequest({ agreementDate: '2020-01-01' }));
    expect(backdated.status).toBe(400);
    expect(backdated.body.message).toBe(NDA_MESSAGES.agreementDateNotToday);

    const invalid = await postNda(t, cookie, buildNdaRequest({ agreementDate: '2025-02-30' }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(NDA_MESSAGES.agreementDateInvalid);

    const request: Record<string, unknown> = { ...buildNdaRequest() };
    delete request['agreementDate'];
    const undated = await postNda(t, cookie, request);
    expect(undated.status).toBe(201);
    expect(undated.body.agreementDate).toBe(utcIsoDate(new Date()));
  });

  it('refuses fields it does not know (the evidence is the server’s own)', async () => {
    const { cookie } = await createSignedInUser(t);
    await acceptDisclosure(t, cookie);
    for (const field of ['documentHash', 'userId', 'ipAddress']) {
      const response = await postNda(t, cookie, { ...buildNdaRequest(), [field]: 'x' });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.unknownField(field));
    }
  });

  it('refuses a value with a line break', async () => {
    const { cookie } = await createSignedInUser(t);
    await acceptDisclosure(t, cookie);
    const response = await postNda(
      t,
      cookie,
      buildNdaRequest({ companyName: 'Acme\nSignature: /s/ Someone Else' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(NDA_MESSAGES.singleLine('Company name'));
  });
});

describe('listing, reading and deleting NDAs', () => {
  it('lists the client’s own NDAs, newest first, without the document text', async () => {
    const { cookie } = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const first = await signNda(t, cookie, { companyName: 'First Co' });
    const second = await signNda(t, cookie, { companyName: 'Second Co' });
    await signNda(t, other.cookie, { companyName: 'Someone Else Inc' });

    const response = await get('/api/ndas', cookie);
    expect(response.status).toBe(200);
    const list = response.body as NdaSummary[];
    expect(list.map((nda) => nda.id)).toEqual([second.id, first.id]);
    expect(list[0]).toEqual({
      id: second.id,
      reference: second.reference,
      companyName: 'Second Co',
      companyAddress: second.companyAddress,
      companyCity: second.companyCity,
      companyState: second.companyState,
      companyZip: second.companyZip,
      signerName: second.signerName,
      signerTitle: second.signerTitle,
      agreementDate: second.agreementDate,
      typedSignature: second.typedSignature,
      createdAt: second.createdAt,
      signature: second.signature,
    });
  });

  it('answers one NDA with its document as signed', async () => {
    const { cookie } = await createSignedInUser(t);
    const signed = await signNda(t, cookie);
    const response = await get(`/api/nda/${signed.id}`, cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(signed);
  });

  it('soft-deletes: gone from every list and view, kept in the database', async () => {
    const { cookie } = await createSignedInUser(t);
    const kept = await signNda(t, cookie, { companyName: 'Kept Co' });
    const gone = await signNda(t, cookie, { companyName: 'Gone Co' });

    const response = await remove(gone.id, cookie);
    expect(response.status).toBe(204);

    expect((await get('/api/ndas', cookie)).body.map((nda: NdaSummary) => nda.id)).toEqual([
      kept.id,
    ]);
    expect((await get(`/api/nda/${gone.id}`, cookie)).status).toBe(404);
    expect((await download(t, `/api/nda/${gone.id}/download`, cookie)).status).toBe(404);
    expect((await remove(gone.id, cookie)).status).toBe(404);

    const row = await ndaRows().findOneByOrFail({ id: gone.id });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.evidence.documentHash).toBe(gone.signature.documentHash);
  });

  it('answers 404 for another client’s NDA on every route, and changes nothing', async () => {
    const owner = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    const nda = await signNda(t, owner.cookie);

    const answers = await Promise.all([
      get(`/api/nda/${nda.id}`, stranger.cookie),
      download(t, `/api/nda/${nda.id}/download`, stranger.cookie),
      remove(nda.id, stranger.cookie),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
    }
    expect(answers[0].body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found' });
    expect((await get('/api/ndas', stranger.cookie)).body).toEqual([]);
    expect((await get(`/api/nda/${nda.id}`, owner.cookie)).status).toBe(200);
  });

  it('answers 404 for an id that names nothing', async () => {
    const { cookie } = await createSignedInUser(t);
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
      expect((await get(`/api/nda/${id}`, cookie)).status).toBe(404);
    }
  });

  it('answers 401 on every route without a session', async () => {
    const answers = await Promise.all([
      t.http().get('/api/ndas'),
      t.http().get('/api/nda/1'),
      t.http().get('/api/nda/1/download'),
      t.http().delete('/api/nda/1').set('Origin', ORIGIN),
      t.http().post('/api/nda').set('Origin', ORIGIN).send(buildNdaRequest()),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it('refuses a deletion from a foreign origin', async () => {
    const { cookie } = await createSignedInUser(t);
    const nda = await signNda(t, cookie);
    const response = await t
      .http()
      .delete(`/api/nda/${nda.id}`)
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie);
    expect(response.status).toBe(403);
    expect((await get(`/api/nda/${nda.id}`, cookie)).status).toBe(200);
  });
});

describe('GET /api/nda/{id}/download', () => {
  it('answers the signed NDA as a PDF: the parties, the signer, the date, then the certificate', async () => {
    const { cookie, input } = await createSignedInUser(t);
    const nda = await signNda(t, cookie, {
      companyName: 'Analytical Engines Ltd',
      signerName: 'Ada King Lovelace',
      signature: 'Ada King Lovelace',
      signerTitle: 'Chief Executive Officer',
    });

    const response = await download(t, `/api/nda/${nda.id}/download`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="mutual-nda-analytical-engines-ltd-${nda.agreementDate}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const all = pages.join('\n');
    for (const text of [
      'Mutual Non-Disclosure Agreement',
      DEFAULT_FIRM.name,
      DEFAULT_FIRM.founderName,
      'Analytical Engines Ltd',
      '12 Example Street',
      'Ada King Lovelace',
      'Chief Executive Officer',
      `Effective Date: ${formatLongDate(nda.agreementDate)}`,
      'Return or Destruction of Materials',
      'Governing Law and Jurisdiction',
      'Entire Agreement',
    ]) {
      expect(squash(all)).toContain(squash(text));
    }

    // The certificate is the last page, with the evidence and the hash.
    const certificate = squash(pages[pages.length - 1]);
    expect(certificate).toContain('signaturecertificate');
    for (const text of [
      nda.signature.documentHash,
      nda.reference,
      '127.0.0.1',
      TEST_USER_AGENT,
      input.email,
      `Ada King Lovelace`,
      ESIGN_DISCLOSURE_VERSION,
      nda.signature.signedAt.slice(0, 19).replace('T', ' '),
    ]) {
      expect(certificate).toContain(squash(text));
    }
    expect(squash(pages.slice(0, -1).join(''))).not.toContain('signaturecertificate');
  });

  it('prints hostile values as text, and the page makes no request at all', async () => {
    const trap = await startTrapServer();
    try {
      const { cookie } = await createSignedInUser(t);
      const image = `<img src="http://127.0.0.1:${trap.port}/x">`;
      const script = `<script>fetch('http://127.0.0.1:${trap.port}/s')</script>`;
      const style = `<link rel="stylesheet" href="http://127.0.0.1:${trap.port}/c">`;
      const nda = await signNda(t, cookie, {
        companyName: image,
        companyAddress: style,
        signerTitle: script,
        companyCity: `"><iframe src="http://127.0.0.1:${trap.port}/f">`,
      });

      const response = await download(t, `/api/nda/${nda.id}/download`, cookie);
      expect(response.status).toBe(200);
      const text = squash((await pdfPages(response.body as Buffer)).join('\n'));
      for (const value of [image, script, style]) expect(text).toContain(squash(value));

      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(trap.hits).toEqual([]);
    } finally {
      await trap.close();
    }
  });
});
