import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { formatUtcTimestamp } from '@consult/documents';
import {
  DEFAULT_FIRM,
  utcIsoDate,
  type Agreement,
  type DocumentVerification,
  type Nda,
} from '@consult/domain';
import { SealedDocument } from '../src/signing/sealed-document.entity';
import { SealingService } from '../src/signing/sealing.service';
import { DocumentFile } from '../src/signing/document-file.schema';
import { adminPost, attachedPdf, createSignedInAdmin } from './support/admin';
import {
  buildAgreementRequest,
  buildClientData,
  postAgreement,
  signAgreement,
} from './support/agreements';
import { createSignedInUser } from './support/factories';
import { download, pdfPages, signNda } from './support/ndas';
import {
  pdfSig,
  qpdfCheck,
  withOneByteChanged,
  type PdfSignatureReport,
} from './support/pdf-tools';
import { useTestAppWithMail } from './support/suite';
import { ORIGIN, startApp, type TestApp } from './support/test-app';

/** pdfsig's report of the PDF's signature; fails the test when pdfsig finds none. */
function sealOf(pdf: Buffer): PdfSignatureReport {
  const seal = pdfSig(pdf);
  if (!seal) throw new Error('pdfsig found no signature in the PDF');
  return seal;
}

/** A value the record must hold; fails the test, naming it, when it is missing. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/**
 * Sealed documents (issue 16, docs/signed-documents.md): each signed NDA and agreement version is
 * rendered once when signed, sealed with the firm's certificate, stored, and served as exactly those
 * bytes; `pdfsig` and `qpdf` (tools nobody here wrote) check the seal; /api/verify finds a document
 * by its SHA-256; both sides get the sealed PDF by e-mail; a PDF owed by a failed render is made
 * later; documents signed before sealing existed are sealed by `documents:seal`.
 */
const FIRM_INBOX = 'records@firm.example';
const { t, smtp } = useTestAppWithMail({ FIRM_INBOX, VERIFY_RATE_LIMIT_PER_IP: '100000' });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const rows = () => t.get(DataSource).getRepository(SealedDocument);
const verify = (app: TestApp, fingerprint: string) => app.http().get(`/api/verify/${fingerprint}`);

async function mailsTo(address: string, subject: RegExp, count = 1) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = smtp.messages.filter(
      (mail) => mail.envelope.to.includes(address) && subject.test(mail.parsed.subject ?? ''),
    );
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a signed NDA is sealed once, when signed', () => {
  let client: Awaited<ReturnType<typeof createSignedInUser>>;
  let nda: Nda;
  let pdf: Buffer;

  beforeAll(async () => {
    client = await createSignedInUser(t);
    nda = await signNda(t, client.cookie, { companyName: 'Sealed Works Ltd' });
    const response = await download(t, `/api/nda/${nda.id}/download`, client.cookie);
    expect(response.status).toBe(200);
    pdf = response.body as Buffer;
  });

  it('is stored when signed, with its SHA-256 and size, and every download is those bytes', async () => {
    const row = await rows().findOneByOrFail({ documentKind: 'nda', documentId: nda.id });
    expect(row.status).toBe('sealed');
    expect(row.sha256).toBe(sha256(pdf));
    expect(row.size).toBe(pdf.length);
    // Sealed in the signing request itself, not by the download.
    expect(present(row.sealedAt, 'sealedAt').getTime()).toBeLessThanOrEqual(Date.now());
    expect(row.deliver).toBe(true);

    const again = await download(t, `/api/nda/${nda.id}/download`, client.cookie);
    expect(Buffer.compare(again.body as Buffer, pdf)).toBe(0);
  });

  it('carries a valid signature by the firm over the whole file; one changed byte breaks it', () => {
    const seal = sealOf(pdf);
    expect(seal.commonName).toBe(DEFAULT_FIRM.name);
    expect(seal.subFilter).toBe('adbe.pkcs7.detached');
    expect(seal.validation).toBe('Signature is Valid.');
    expect(seal.wholeDocument).toBe(true);

    const edited = sealOf(withOneByteChanged(pdf));
    expect(edited.validation).not.toBe('Signature is Valid.');
    expect(edited.validation).toMatch(/mismatch|invalid/i);
  });

  it('is a sound PDF (qpdf --check)', () => {
    const check = qpdfCheck(pdf);
    expect(check.output).toContain('No syntax or stream encoding errors found');
    expect(check.status).toBe(0);
  });

  it('prints, on its certificate page, when it was sealed, the verification address and its reference', async () => {
    const row = await rows().findOneByOrFail({ documentKind: 'nda', documentId: nda.id });
    const pages = await pdfPages(pdf);
    const certificate = pages[pages.length - 1].replace(/\s+/g, ' ');
    expect(certificate).toContain(
      formatUtcTimestamp(present(row.sealedAt, 'sealedAt').toISOString()),
    );
    expect(certificate).toContain(`${t.config.get('appUrls').marketing}/verify`);
    expect(certificate).toContain(nda.reference);
    expect(certificate).not.toMatch(/produced on/i);
  });

  it('is e-mailed, sealed, to the client and to the firm inbox, as the very bytes stored', async () => {
    const [toClient] = await mailsTo(
      client.input.email,
      /Your signed Mutual Non-Disclosure Agreement/,
    );
    const [toFirm] = await mailsTo(FIRM_INBOX, new RegExp(`Signed: .*${nda.reference}`));
    for (const mail of [toClient, toFirm]) {
      expect(Buffer.compare(attachedPdf(mail).content, pdf)).toBe(0);
    }
    expect(toClient.parsed.text).toContain(`${t.config.get('appUrls').marketing}/verify`);
  });

  it('is the same bytes for an admin, in a download and in a share', async () => {
    const admin = await createSignedInAdmin(t);
    const downloaded = await download(t, `/api/admin/nda/${nda.id}/download`, admin.cookie);
    expect(Buffer.compare(downloaded.body as Buffer, pdf)).toBe(0);

    const to = `records-${nda.id}@elsewhere.example`;
    await adminPost(t, `/api/admin/nda/${nda.id}/share`, admin.cookie, { to }).expect(200);
    const [shared] = await mailsTo(to, /Mutual Non-Disclosure Agreement/);
    expect(Buffer.compare(attachedPdf(shared).content, pdf)).toBe(0);
  });

  it('is verified by its SHA-256: the document and signer, nothing more; an edited copy is not ours', async () => {
    const response = await verify(t, sha256(pdf)).expect(200);
    expect(response.body).toEqual({
      issued: true,
      kind: 'nda',
      title: 'Mutual Non-Disclosure Agreement',
      reference: nda.reference,
      version: 1,
      status: 'current',
      signedOn: utcIsoDate(new Date(nda.signature.signedAt)),
      signer: { name: nda.signerName, company: 'Sealed Works Ltd' },
    } satisfies DocumentVerification);
    expect(response.headers['cache-control']).toBe('no-store');

    await verify(t, sha256(withOneByteChanged(pdf))).expect(200, { issued: false });
    // The canonical text's hash names no file: only a stored PDF's does.
    await verify(t, nda.signature.documentHash).expect(200, { issued: false });
    // Upper case is the same fingerprint.
    await verify(t, sha256(pdf).toUpperCase()).expect(200);
  });

  it('answers another client 404 for the stored PDF', async () => {
    const other = await createSignedInUser(t);
    await download(t, `/api/nda/${nda.id}/download`, other.cookie).then((response) =>
      expect(response.status).toBe(404),
    );
  });
});

describe('a signed document the client withdrew', () => {
  it('verifies as withdrawn once the client deletes it, NDA and agreement alike', async () => {
    const client = await createSignedInUser(t);
    const nda = await signNda(t, client.cookie);
    const ndaPdf = (await download(t, `/api/nda/${nda.id}/download`, client.cookie)).body as Buffer;
    const agreement = await signAgreement(t, client.cookie);
    const agreementPdf = (
      await download(t, `/api/consulting-agreement/${agreement.id}/download`, client.cookie)
    ).body as Buffer;
    expect((await verify(t, sha256(ndaPdf)).expect(200)).body.status).toBe('current');

    for (const path of [`/api/nda/${nda.id}`, `/api/consulting-agreement/${agreement.id}`]) {
      await t.http().delete(path).set('Origin', ORIGIN).set('Cookie', client.cookie).expect(204);
    }

    expect((await verify(t, sha256(ndaPdf)).expect(200)).body).toMatchObject({
      issued: true,
      reference: nda.reference,
      status: 'withdrawn',
    });
    expect((await verify(t, sha256(agreementPdf)).expect(200)).body).toMatchObject({
      issued: true,
      reference: agreement.reference,
      version: 1,
      status: 'withdrawn',
    });
  });
});

describe('GET /api/verify/{sha256}', () => {
  it('refuses what is not a SHA-256 with a 400', async () => {
    for (const fingerprint of ['abc', 'z'.repeat(64), `${'a'.repeat(64)}0`]) {
      const response = await verify(t, fingerprint).expect(400);
      expect(response.body.message).toMatch(/64 characters/);
    }
  });
});

describe('agreement versions', () => {
  it('seals each signed version; after a re-signing the old one verifies as superseded', async () => {
    const client = await createSignedInUser(t);
    const first = await signAgreement(t, client.cookie);
    const firstPdf = (
      await download(t, `/api/consulting-agreement/${first.id}/download`, client.cookie)
    ).body as Buffer;
    const seal = sealOf(firstPdf);
    expect(seal.commonName).toBe(DEFAULT_FIRM.name);
    expect(seal.validation).toBe('Signature is Valid.');
    expect(qpdfCheck(firstPdf).status).toBe(0);
    expect((await verify(t, sha256(firstPdf)).expect(200)).body).toMatchObject({
      issued: true,
      kind: 'agreement',
      reference: first.reference,
      version: 1,
      status: 'current',
    });

    const second = (
      await postAgreement(
        t,
        client.cookie,
        buildAgreementRequest({
          agreementId: first.id,
          clientData: buildClientData({ signerTitle: 'Chair' }),
        }),
      ).expect(201)
    ).body as Agreement;
    const secondPdf = (
      await download(t, `/api/consulting-agreement/${second.id}/download`, client.cookie)
    ).body as Buffer;
    expect(sealOf(secondPdf).validation).toBe('Signature is Valid.');
    expect((await verify(t, sha256(firstPdf)).expect(200)).body).toMatchObject({
      status: 'superseded',
      version: 1,
    });
    expect((await verify(t, sha256(secondPdf)).expect(200)).body).toMatchObject({
      status: 'current',
      version: 2,
    });
    // The old version's stored PDF is unchanged.
    const oldAgain = await download(
      t,
      `/api/consulting-agreement/${first.id}/download`,
      client.cookie,
    );
    expect(Buffer.compare(oldAgain.body as Buffer, firstPdf)).toBe(0);
  });

  it('leaves a firm proposal unsealed (a draft) until the client signs it, then seals and delivers it', async () => {
    const client = await createSignedInUser(t);
    const admin = await createSignedInAdmin(t);
    const inForce = await signAgreement(t, client.cookie);
    const proposal = (
      await adminPost(t, `/api/admin/consulting-agreement/${inForce.id}/amend`, admin.cookie, {
        clientData: buildClientData({ signerTitle: 'Chair' }),
        services: buildAgreementRequest().services,
      }).expect(201)
    ).body as Agreement;

    const draft = (
      await download(t, `/api/consulting-agreement/${proposal.id}/download`, client.cookie)
    ).body as Buffer;
    expect(pdfSig(draft)).toBeNull();
    expect(
      await rows().findOneBy({ documentKind: 'agreement', documentId: proposal.id }),
    ).toBeNull();
    await verify(t, sha256(draft)).expect(200, { issued: false });

    await postAgreement(
      t,
      client.cookie,
      buildAgreementRequest({
        agreementId: proposal.id,
        clientData: buildClientData({ signerTitle: 'Chair' }),
      }),
    ).expect(201);
    const signed = (
      await download(t, `/api/consulting-agreement/${proposal.id}/download`, client.cookie)
    ).body as Buffer;
    expect(sealOf(signed).validation).toBe('Signature is Valid.');
    const [mail] = await mailsTo(
      client.input.email,
      /Your signed Consulting Services Agreement .*version 2/,
    );
    expect(Buffer.compare(attachedPdf(mail).content, signed)).toBe(0);
    expect((await verify(t, sha256(signed)).expect(200)).body).toMatchObject({
      version: 2,
      status: 'current',
    });
  });
});

describe('documents signed before sealing existed (documents:seal)', () => {
  it('seals each one once, without e-mail, keeping its signed text hash; a second run does nothing', async () => {
    const client = await createSignedInUser(t);
    const nda = await signNda(t, client.cookie, { companyName: 'Legacy Records Ltd' });
    const agreement = await signAgreement(t, client.cookie);
    // As before this change: signed, with no sealed PDF on record.
    const dataSource = t.get(DataSource);
    for (const [kind, id] of [
      ['nda', nda.id],
      ['agreement', agreement.id],
    ] as const) {
      const row = await rows().findOneByOrFail({ documentKind: kind, documentId: id });
      await rows().delete({ id: row.id });
      await dataSource.getRepository(DocumentFile).delete({ key: present(row.sha256, 'sha256') });
    }
    // The deliveries of their signing have arrived; nothing more may.
    await mailsTo(client.input.email, /Your signed/, 2);
    await mailsTo(FIRM_INBOX, new RegExp(`Signed: .*${nda.reference}`));
    await mailsTo(FIRM_INBOX, new RegExp(`Signed: .*${agreement.reference}`));
    const mailsBefore = smtp.messages.length;

    const sealing = t.get(SealingService);
    const sealedRefs: string[] = [];
    const report = await sealing.sealOwed({
      pendingForMs: 0,
      everySigned: true,
      onSealed: (ref, ok) => ok && sealedRefs.push(`${ref.kind}:${ref.id}`),
    });
    expect(report.failed).toBe(0);
    expect(sealedRefs).toEqual(
      expect.arrayContaining([`nda:${nda.id}`, `agreement:${agreement.id}`]),
    );

    const ndaPdf = (await download(t, `/api/nda/${nda.id}/download`, client.cookie)).body as Buffer;
    expect(sealOf(ndaPdf).validation).toBe('Signature is Valid.');
    const row = await rows().findOneByOrFail({ documentKind: 'nda', documentId: nda.id });
    expect(row).toMatchObject({ status: 'sealed', deliver: false, sha256: sha256(ndaPdf) });
    const pages = await pdfPages(ndaPdf);
    expect(pages[pages.length - 1].replace(/\s+/g, '')).toContain(nda.signature.documentHash);

    expect((await sealing.sealOwed({ pendingForMs: 0, everySigned: true })).sealed).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.length).toBe(mailsBefore);
  });
});

// Last: a second app replaces passport's global strategy, so `t` signs nobody in after it closes.
describe('a PDF the signing request could not make', () => {
  it('leaves the signature standing and the PDF owed; the worker seals it and delivers it once', async () => {
    // An instance whose renderer cannot start: the signature is recorded, the PDF is owed.
    const broken = await startApp({
      SMTP_URL: smtp.url,
      FIRM_INBOX,
      CHROMIUM_PATH: '/nonexistent/chromium',
    });
    let nda: Nda;
    const client = await createSignedInUser(broken);
    try {
      nda = await signNda(broken, client.cookie, { companyName: 'Owed Pdf Ltd' });
    } finally {
      await broken.close();
    }
    const owed = await rows().findOneByOrFail({ documentKind: 'nda', documentId: nda.id });
    expect(owed).toMatchObject({ status: 'pending', sha256: null, deliver: true });
    expect(owed.attempts).toBe(1);
    expect(owed.lastError).toBeTruthy();

    // Another instance (or this one restarted) sweeps what is owed.
    const report = await t.get(SealingService).sealOwed({ pendingForMs: 0 });
    expect(report.sealed).toBeGreaterThanOrEqual(1);
    const sealed = await rows().findOneByOrFail({ documentKind: 'nda', documentId: nda.id });
    expect(sealed.status).toBe('sealed');
    const pdf = (await download(t, `/api/nda/${nda.id}/download`, client.cookie)).body as Buffer;
    expect(sha256(pdf)).toBe(sealed.sha256);
    const [mail] = await mailsTo(client.input.email, /Your signed Mutual Non-Disclosure Agreement/);
    expect(Buffer.compare(attachedPdf(mail).content, pdf)).toBe(0);

    // A second sweep finds nothing owed and sends nothing again.
    await t.get(SealingService).sealOwed({ pendingForMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      smtp.messages.filter(
        (message) =>
          message.envelope.to.includes(client.input.email) &&
          /Your signed/.test(message.parsed.subject ?? ''),
      ),
    ).toHaveLength(1);
  });
});

describe('GET /api/verify/{sha256} under load', () => {
  it('is rate-limited per address, answering 429 with a Retry-After', async () => {
    const limited = await startApp({ VERIFY_RATE_LIMIT_PER_IP: '3' });
    try {
      for (let i = 0; i < 3; i++) await verify(limited, 'a'.repeat(64)).expect(200);
      const refused = await verify(limited, 'a'.repeat(64)).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
