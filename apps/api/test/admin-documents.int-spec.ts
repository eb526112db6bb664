import { DataSource, IsNull, Not } from 'typeorm';
import {
  ADMIN_MAIL_RATE_LIMIT,
  ADMIN_MESSAGES,
  AGREEMENT_MESSAGES,
  AMENDMENT_MESSAGES,
  MESSAGES,
  formatCents,
  invoiceReference,
  type Agreement,
  type AmendAgreementRequest,
  type AgreementSummary,
  type AuditLogPage,
  type BusinessProfile,
  type Nda,
} from '@consult/domain';
import { allPaymentTypes } from '@consult/testing/node';
import { ConsultingAgreement } from '../src/agreements/agreement.entity';
import { AuditLog } from '../src/audit/audit-log.entity';
import { Nda as NdaRow } from '../src/nda/nda.entity';
import { invoiceModel } from '../src/payments/invoice-pdf.service';
import { PaymentMethod } from '../src/payments/payment-method.entity';
import {
  adminGet,
  adminPost,
  attachedPdf,
  createSignedInAdmin,
  documentTexts,
} from './support/admin';
import {
  buildAgreementRequest,
  buildClientData,
  postAgreement,
  signAgreement,
} from './support/agreements';
import { createSignedInUser } from './support/factories';
import { download, pdfPages, signNda, squash } from './support/ndas';
import { VISA, cardRequest, invoiceRequest, setUpPayment } from './support/payments';
import { eventually, outboxDrained, outboxRows } from './support/mail-outbox';
import {
  isEmailVerification,
  isSignedDocumentDelivery,
  startSmtpCapture,
  type SmtpCapture,
} from './support/smtp-capture';
import { CONSOLE_ORIGIN, ORIGIN, startApp, type TestApp } from './support/test-app';

let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startApp({ SMTP_URL: smtp.url, MAIL_FROM: 'portal@firm.example' });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

// Shares are answered once queued and mailed by the outbox: each test's mail is out before the next.
afterEach(() => outboxDrained(t));

const auditRows = () => t.app.get(DataSource).getRepository(AuditLog);

/** The messages the SMTP server received for this address (envelope recipient). */
/**
 * The mail to `address`, but for the delivery of documents the client signed and the link that
 * verifies a new account's address.
 */
const mailsTo = (address: string) =>
  smtp.messages.filter(
    (mail) =>
      mail.envelope.to.includes(address) &&
      !isSignedDocumentDelivery(mail) &&
      !isEmailVerification(mail),
  );

async function waitForMailTo(address: string, count = 1, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (mailsTo(address).length < count) {
    if (Date.now() > deadline) throw new Error(`no e-mail reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return mailsTo(address);
}

/**
 * Expects the PDF to hold every text of the document model, and its reference. The page footers
 * ("<title> · <reference> Page 2 of 5") are taken out first: they fall inside paragraphs that run
 * over a page break.
 */
async function expectPdfOf(pdf: Buffer, document: Nda['document'], reference: string) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const footer = new RegExp(
    `${escapeRegExp(squash(document.title))}·[a-z]+-\\d+page\\d+of\\d+`,
    'g',
  );
  const text = squash((await pdfPages(pdf)).join('\n')).replace(footer, '');
  for (const line of [...documentTexts(document), reference]) expect(text).toContain(squash(line));
  return text;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A client who signed an NDA and an agreement, and an admin. */
async function scenario() {
  const admin = await createSignedInAdmin(t);
  const client = await createSignedInUser(t);
  const nda = await signNda(t, client.cookie);
  const agreement = await signAgreement(t, client.cookie, { services: allPaymentTypes() });
  return { admin, client, nda, agreement };
}

describe('reading and downloading any client’s documents', () => {
  it('answers another client’s NDA and agreement, and records each view', async () => {
    const { admin, client, nda, agreement } = await scenario();

    const ndaView = await adminGet(t, `/api/admin/nda/${nda.id}`, admin.cookie);
    expect(ndaView.status).toBe(200);
    // The client's own answer, and the console's marks: not deleted by the client, and where a
    // share goes by default (the owner's address, verified: issue 17).
    const owner = { ownerEmail: client.input.email, ownerEmailVerified: true };
    expect(ndaView.body).toEqual({ ...nda, deletedByClientAt: null, ...owner });
    const agreementView = await adminGet(
      t,
      `/api/admin/consulting-agreement/${agreement.id}`,
      admin.cookie,
    );
    expect(agreementView.status).toBe(200);
    expect(agreementView.body).toEqual({ ...agreement, deletedByClientAt: null, ...owner });

    // The mark is the console's alone: none of the client's own answers carries it.
    const clientAnswers = [nda, agreement];
    for (const path of [
      `/api/nda/${nda.id}`,
      '/api/ndas',
      `/api/consulting-agreement/${agreement.id}`,
      '/api/consulting-agreements',
    ]) {
      const response = await adminGet(t, path, client.cookie);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      clientAnswers.push(...(Array.isArray(response.body) ? response.body : [response.body]));
    }
    for (const answer of clientAnswers) expect(answer).not.toHaveProperty('deletedByClientAt');

    const rows = await auditRows().find({
      where: { actorUserId: admin.user.id },
      order: { id: 'ASC' },
    });
    expect(rows.map((row) => [row.action, row.targetKind, row.targetId, row.targetUserId])).toEqual(
      [
        ['document.view', 'nda', nda.id, client.user.id],
        ['document.view', 'agreement', agreement.id, client.user.id],
      ],
    );
  });

  it('downloads the NDA as its PDF and records the download', async () => {
    const { admin, client, nda } = await scenario();
    const response = await download(t, `/api/admin/nda/${nda.id}/download`, admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="mutual-nda-analytical-engines-ltd-${nda.agreementDate}.pdf"`,
    );
    const text = await expectPdfOf(response.body as Buffer, nda.document, nda.reference);
    expect(text).toContain(nda.signature.documentHash);

    expect(await auditRows().findBy({ actorUserId: admin.user.id })).toEqual([
      expect.objectContaining({
        action: 'document.download',
        targetKind: 'nda',
        targetId: nda.id,
        targetUserId: client.user.id,
        detail: { fileName: `mutual-nda-analytical-engines-ltd-${nda.agreementDate}.pdf` },
      }),
    ]);
  });

  it('downloads any version of an agreement, superseded ones included', async () => {
    const { admin, client, agreement } = await scenario();
    const second = await signAgreement(t, client.cookie, { agreementId: agreement.id });

    const old = await download(
      t,
      `/api/admin/consulting-agreement/${agreement.id}/download`,
      admin.cookie,
    );
    expect(old.status).toBe(200);
    const oldText = await expectPdfOf(old.body as Buffer, agreement.document, agreement.reference);
    expect(oldText).toContain(squash(formatCents(agreement.totals.grandTotalCents)));

    const latest = await download(
      t,
      `/api/admin/consulting-agreement/${second.id}/download`,
      admin.cookie,
    );
    await expectPdfOf(latest.body as Buffer, second.document, `${second.reference} (version 2)`);
  });

  it('keeps what the client deleted for the firm, marked, and answers 404 for an unknown document', async () => {
    const { admin, client, nda, agreement } = await scenario();
    const second = await signAgreement(t, client.cookie, { agreementId: agreement.id });
    const deletedFrom = Date.now();
    await t
      .http()
      .delete(`/api/nda/${nda.id}`)
      .set('Origin', ORIGIN)
      .set('Cookie', client.cookie)
      .expect(204);
    await t
      .http()
      .delete(`/api/consulting-agreement/${agreement.id}`)
      .set('Origin', ORIGIN)
      .set('Cookie', client.cookie)
      .expect(204);
    const deletedUntil = Date.now();
    // Signed records stay with the firm: still readable in the console, marked with when the
    // client deleted them (every version of the agreement: the client deletes the agreement).
    const stored = t.app.get(DataSource);
    const deletedAt = {
      nda: (await stored.getRepository(NdaRow).findOneByOrFail({ id: nda.id })).deletedAt,
      agreement: (
        await stored.getRepository(ConsultingAgreement).findOneByOrFail({ id: second.id })
      ).deletedAt,
    };
    for (const [path, document, at] of [
      [`/api/admin/nda/${nda.id}`, nda, deletedAt.nda],
      [`/api/admin/consulting-agreement/${agreement.id}`, agreement, deletedAt.agreement],
      [`/api/admin/consulting-agreement/${second.id}`, second, deletedAt.agreement],
    ] as const) {
      const response = await adminGet(t, path, admin.cookie);
      expect({ path, status: response.status, id: response.body.id }).toEqual({
        path,
        status: 200,
        id: document.id,
      });
      const mark = response.body.deletedByClientAt as string;
      expect(mark).toBe(at?.toISOString());
      expect(Date.parse(mark)).toBeGreaterThanOrEqual(deletedFrom - 1000);
      expect(Date.parse(mark)).toBeLessThanOrEqual(deletedUntil + 1000);
    }
    for (const path of [
      `/api/admin/nda/${nda.id}/download`,
      `/api/admin/consulting-agreement/${agreement.id}/download`,
    ]) {
      const response = await download(t, path, admin.cookie);
      expect({ path, status: response.status, type: response.headers['content-type'] }).toEqual({
        path,
        status: 200,
        type: 'application/pdf',
      });
    }
    const before = await auditRows().countBy({ actorUserId: admin.user.id });
    for (const path of [
      '/api/admin/nda/999999/download',
      '/api/admin/consulting-agreement/999999',
      '/api/admin/nda/0',
    ]) {
      const response = await adminGet(t, path, admin.cookie);
      expect({ path, status: response.status, message: response.body.message }).toEqual({
        path,
        status: 404,
        message: MESSAGES.notFound,
      });
    }
    expect(await auditRows().countBy({ actorUserId: admin.user.id })).toBe(before);
  });
});

describe('sharing a document by e-mail', () => {
  it('e-mails the NDA as a PDF attachment to its owner', async () => {
    const { admin, client, nda } = await scenario();
    const response = await adminPost(t, `/api/admin/nda/${nda.id}/share`, admin.cookie, {});
    const fileName = `mutual-nda-analytical-engines-ltd-${nda.agreementDate}.pdf`;
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ sentTo: client.input.email, fileName });

    const [mail] = await waitForMailTo(client.input.email);
    expect(mail.envelope.to).toEqual([client.input.email]);
    expect(mail.envelope.from).toBe('portal@firm.example');
    expect(mail.parsed.subject).toBe(
      `Mutual Non-Disclosure Agreement ${nda.reference}: Analytical Engines Ltd`,
    );
    expect(mail.parsed.text).toContain(
      `a copy of the Mutual Non-Disclosure Agreement (${nda.reference})`,
    );
    const pdf = attachedPdf(mail);
    expect(pdf.filename).toBe(fileName);
    const text = await expectPdfOf(pdf.content, nda.document, nda.reference);
    expect(text).toContain(nda.signature.documentHash);

    expect(await auditRows().findBy({ actorUserId: admin.user.id })).toEqual([
      expect.objectContaining({
        action: 'document.share',
        targetKind: 'nda',
        targetId: nda.id,
        targetUserId: client.user.id,
        // The message it queued: the one that reached the mail server.
        detail: {
          to: client.input.email,
          toOwner: true,
          fileName,
          messageId: mail.parsed.messageId,
        },
      }),
    ]);
  });

  it('e-mails an agreement to the address in `to` instead, with no body needed for the owner', async () => {
    const { admin, client, agreement } = await scenario();
    const to = `counsel.${client.user.id}@lawfirm.example`;
    const response = await adminPost(
      t,
      `/api/admin/consulting-agreement/${agreement.id}/share`,
      admin.cookie,
      { to },
    );
    expect(response.status).toBe(200);
    expect(response.body.sentTo).toBe(to);
    const [mail] = await waitForMailTo(to);
    expect(mail.envelope.to).toEqual([to]);
    expect(mailsTo(client.input.email)).toEqual([]);
    await expectPdfOf(attachedPdf(mail).content, agreement.document, agreement.reference);

    // The spec's console sends no body at all: the owner gets it.
    const bare = await t
      .http()
      .post(`/api/admin/consulting-agreement/${agreement.id}/share`)
      .set('Origin', CONSOLE_ORIGIN)
      .set('Cookie', admin.cookie);
    expect(bare.status).toBe(200);
    expect(bare.body.sentTo).toBe(client.input.email);
    await waitForMailTo(client.input.email);
  });

  it('answers a share at once while the mail server refuses it, and delivers it once it accepts', async () => {
    const { admin, client, nda } = await scenario();
    const to = `refused.${client.user.id}@example.com`;
    smtp.refuse(451);
    try {
      const response = await adminPost(t, `/api/admin/nda/${nda.id}/share`, admin.cookie, { to });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        sentTo: to,
        fileName: `mutual-nda-analytical-engines-ltd-${nda.agreementDate}.pdf`,
      });
      expect(
        await auditRows().countBy({ actorUserId: admin.user.id, action: 'document.share' }),
      ).toBe(1);

      const refused = await eventually(
        () =>
          outboxRows(t).findOne({
            where: { topicKind: 'document.share:nda', topicId: nda.id, lastError: Not(IsNull()) },
            order: { id: 'DESC' },
          }),
        'a refused attempt',
      );
      expect(refused.status).toBe('pending');
      expect(refused.lastError).toMatch(/451/);
      expect(refused.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      expect(mailsTo(to)).toEqual([]);
    } finally {
      smtp.refuse(null);
    }
    // The retry comes after MAIL_RETRY_BASE_MS (5 s by default).
    const [mail] = await waitForMailTo(to, 1, 15_000);
    await expectPdfOf(attachedPdf(mail).content, nda.document, nda.reference);
    await outboxDrained(t);
    expect(mailsTo(to)).toHaveLength(1);
    const row = await outboxRows(t).findOneByOrFail({ messageId: mail.parsed.messageId });
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  }, 30_000);

  it.each([
    [
      'a line break',
      'victim@example.com\r\nBcc: spy@evil.example',
      ADMIN_MESSAGES.recipientOneLine,
    ],
    ['a trailing CR/LF', 'victim@example.com\r\n', ADMIN_MESSAGES.recipientOneLine],
    ['a bare LF', 'victim@example.com\nSubject: hi', ADMIN_MESSAGES.recipientOneLine],
    ['two addresses', 'a@example.com, spy@evil.example', ADMIN_MESSAGES.recipientSingle],
    [
      'two addresses with a semicolon',
      'a@example.com;spy@evil.example',
      ADMIN_MESSAGES.recipientSingle,
    ],
    ['a display-name list', '"A" <a@example.com> spy@evil.example', ADMIN_MESSAGES.recipientSingle],
    ['no address', 'not-an-email', ADMIN_MESSAGES.recipientInvalid],
    ['a number', 42, ADMIN_MESSAGES.recipientInvalid],
  ])('refuses `to` with %s (400, nothing sent)', async (_case, to, message) => {
    const { admin, nda } = await scenario();
    // The client's sealed NDA is mailed to them after signing: out before the count is taken.
    await outboxDrained(t);
    const sent = smtp.messages.length;
    const queued = await outboxRows(t).count();
    const response = await adminPost(t, `/api/admin/nda/${nda.id}/share`, admin.cookie, { to });
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message,
    });
    expect(await outboxRows(t).count()).toBe(queued);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages.length).toBe(sent);
    expect(await auditRows().countBy({ actorUserId: admin.user.id })).toBe(0);
  });

  it('refuses an unknown field in the body', async () => {
    const { admin, nda } = await scenario();
    const response = await adminPost(t, `/api/admin/nda/${nda.id}/share`, admin.cookie, {
      to: 'a@example.com',
      bcc: 'spy@evil.example',
    });
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message: 'Unknown field: bcc',
    });
  });

  it(`allows ${ADMIN_MAIL_RATE_LIMIT.points} e-mail requests per admin per window, then answers 429`, async () => {
    const { admin, nda } = await scenario();
    const other = await createSignedInAdmin(t);
    const to = `limit.${admin.user.id}@example.com`;
    const share = (id: number, cookie = admin.cookie) =>
      adminPost(t, `/api/admin/nda/${id}/share`, cookie, { to });

    expect((await share(nda.id)).status).toBe(200);
    // Every valid request counts, whether or not it names a document (probing counts too).
    for (let i = 1; i < ADMIN_MAIL_RATE_LIMIT.points; i++) {
      expect((await share(999_999)).status).toBe(404);
    }
    const refused = await share(nda.id);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 429,
      message: ADMIN_MESSAGES.tooManyMails,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ADMIN_MAIL_RATE_LIMIT.windowSeconds);
    await outboxDrained(t);
    expect(mailsTo(to)).toHaveLength(1);

    // Another admin has a limit of their own.
    expect((await share(nda.id, other.cookie)).status).toBe(200);
    await waitForMailTo(to, 2);
  });
});

describe('invoices of payment methods', () => {
  /** A client whose agreement is paid by invoice, with a PO number. */
  async function invoiced() {
    const base = await scenario();
    const payment = await setUpPayment(
      t,
      base.client.cookie,
      invoiceRequest(base.agreement.id, {
        po_number: 'PO 77/A',
        billing_company_name: 'AE Holdings',
      }),
    );
    const source = t.app.get(DataSource);
    const model = invoiceModel(
      await source.getRepository(PaymentMethod).findOneByOrFail({ id: payment.id }),
      await source.getRepository(ConsultingAgreement).findOneByOrFail({ id: base.agreement.id }),
    );
    return { ...base, payment, model, reference: invoiceReference(payment.id) };
  }

  it('answers a payment method masked, and downloads its invoice as a PDF', async () => {
    const { admin, client, agreement } = await scenario();
    const card = await setUpPayment(t, client.cookie, cardRequest(agreement.id));
    const view = await adminGet(t, `/api/admin/payment-method/${card.id}`, admin.cookie);
    expect(view.status).toBe(200);
    // The method as its owner sees it, with the agreement it pays: the invoice from one call.
    const { agreement: paid, accountEmail, ownerEmail, ownerEmailVerified, ...method } = view.body;
    expect(method).toEqual(card);
    expect({ ownerEmail, ownerEmailVerified }).toEqual({
      ownerEmail: client.input.email,
      ownerEmailVerified: true,
    });
    // The e-mail the client signed with: the bill-to e-mail when no billing e-mail was given.
    expect(accountEmail).toBe(client.input.email);
    expect(paid).toEqual(
      (await t.http().get(`/api/consulting-agreement/${agreement.id}`).set('Cookie', client.cookie))
        .body,
    );
    expect(JSON.stringify(view.body)).not.toContain(VISA.digits);

    const { payment, model, reference } = await invoiced();
    const response = await download(
      t,
      `/api/admin/payment-method/${payment.id}/download-invoice`,
      admin.cookie,
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="invoice-PO-77-A.pdf"',
    );
    await expectPdfOf(response.body as Buffer, model, reference);

    const rows = await auditRows().find({
      where: { actorUserId: admin.user.id },
      order: { id: 'ASC' },
    });
    expect(rows.map((row) => [row.action, row.targetKind, row.targetId])).toEqual([
      ['document.view', 'invoice', card.id],
      ['document.download', 'invoice', payment.id],
    ]);
  });

  it('e-mails the invoice as a PDF attachment ("Email Invoice"), and shares it', async () => {
    const { admin, client, payment, model, reference } = await invoiced();

    const mailed = await adminPost(
      t,
      `/api/admin/payment-method/${payment.id}/mail-invoice`,
      admin.cookie,
    );
    expect(mailed.status).toBe(200);
    expect(mailed.body).toEqual({ sentTo: client.input.email, fileName: 'invoice-PO-77-A.pdf' });
    const [mail] = await waitForMailTo(client.input.email);
    expect(mail.parsed.subject).toBe(`Invoice ${reference}: AE Holdings`);
    const pdf = attachedPdf(mail);
    expect(pdf.filename).toBe('invoice-PO-77-A.pdf');
    await expectPdfOf(pdf.content, model, reference);

    const to = `ap.${client.user.id}@example.com`;
    const shared = await adminPost(
      t,
      `/api/admin/payment-method/${payment.id}/share-invoice`,
      admin.cookie,
      { to },
    );
    expect(shared.status).toBe(200);
    const [copy] = await waitForMailTo(to);
    await expectPdfOf(attachedPdf(copy).content, model, reference);

    const refused = await adminPost(
      t,
      `/api/admin/payment-method/${payment.id}/mail-invoice`,
      admin.cookie,
      { to: `${to}\r\nBcc: spy@evil.example` },
    );
    expect(refused.status).toBe(400);

    const rows = await auditRows().find({
      where: { actorUserId: admin.user.id },
      order: { id: 'ASC' },
    });
    expect(
      rows.map((row) => [row.action, row.targetKind, row.targetId, row.targetUserId, row.detail]),
    ).toEqual([
      [
        'invoice.email',
        'invoice',
        payment.id,
        client.user.id,
        {
          to: client.input.email,
          toOwner: true,
          fileName: 'invoice-PO-77-A.pdf',
          messageId: mail.parsed.messageId,
        },
      ],
      [
        'document.share',
        'invoice',
        payment.id,
        client.user.id,
        { to, toOwner: false, fileName: 'invoice-PO-77-A.pdf', messageId: copy.parsed.messageId },
      ],
    ]);
  });

  it('keeps a method the client deleted on record, ended, and answers 404 for an unknown one', async () => {
    const { admin, client, payment } = await invoiced();
    await t
      .http()
      .delete(`/api/payment-info/${payment.id}`)
      .set('Origin', ORIGIN)
      .set('Cookie', client.cookie)
      .expect(204);
    const kept = await adminGet(t, `/api/admin/payment-method/${payment.id}`, admin.cookie);
    expect({ status: kept.status, state: kept.body.status }).toEqual({
      status: 200,
      state: 'ended',
    });
    for (const id of [999_999]) {
      expect((await adminGet(t, `/api/admin/payment-method/${id}`, admin.cookie)).status).toBe(404);
      expect(
        (await adminGet(t, `/api/admin/payment-method/${id}/download-invoice`, admin.cookie))
          .status,
      ).toBe(404);
      expect(
        (await adminPost(t, `/api/admin/payment-method/${id}/mail-invoice`, admin.cookie, {}))
          .status,
      ).toBe(404);
    }
  });
});

describe('recording a print and reading the audit log', () => {
  it('records a print once, as a print: the PDF the console prints is not also a download', async () => {
    const { admin, client, nda, agreement } = await scenario();
    const invoice = await setUpPayment(t, client.cookie, invoiceRequest(agreement.id));
    const paths = {
      nda: `/api/admin/nda/${nda.id}/download`,
      agreement: `/api/admin/consulting-agreement/${agreement.id}/download`,
      invoice: `/api/admin/payment-method/${invoice.id}/download-invoice`,
    };
    for (const path of Object.values(paths)) {
      const printed = await download(t, `${path}?purpose=print`, admin.cookie);
      expect(printed.status).toBe(200);
      expect((printed.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // `purpose=download`, or none, is a download.
    expect((await download(t, `${paths.nda}?purpose=download`, admin.cookie)).status).toBe(200);
    expect((await download(t, paths.nda, admin.cookie)).status).toBe(200);

    // Anything else is refused, and records nothing.
    const before = await auditRows().countBy({ actorUserId: admin.user.id });
    for (const query of ['purpose=printed', 'purpose=', 'purpose=print&purpose=print']) {
      const response = await adminGet(t, `${paths.nda}?${query}`, admin.cookie);
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: ADMIN_MESSAGES.downloadPurpose,
      });
    }
    expect(
      (await download(t, `/api/admin/nda/999999/download?purpose=print`, admin.cookie)).status,
    ).toBe(404);
    expect(await auditRows().countBy({ actorUserId: admin.user.id })).toBe(before);

    const rows = await auditRows().find({
      where: { actorUserId: admin.user.id },
      order: { id: 'ASC' },
    });
    expect(rows.map((row) => [row.action, row.targetKind, row.targetId, row.targetUserId])).toEqual(
      [
        ['document.print', 'nda', nda.id, client.user.id],
        ['document.print', 'agreement', agreement.id, client.user.id],
        ['document.print', 'invoice', invoice.id, client.user.id],
        ['document.download', 'nda', nda.id, client.user.id],
        ['document.download', 'nda', nda.id, client.user.id],
      ],
    );
    // The print's entry names the file, as a download's does.
    expect(rows[0].detail).toEqual({ fileName: expect.stringMatching(/^mutual-nda-.+\.pdf$/) });
    // There is no separate route to record a print: nothing can log one twice.
    expect(
      (await adminPost(t, '/api/admin/audit/print', admin.cookie, { kind: 'nda', id: nda.id }))
        .status,
    ).toBe(404);
  }, 120_000);

  it('holds a row for every admin action, newest first', async () => {
    const { admin, client, nda, agreement } = await scenario();
    await adminGet(t, `/api/admin/users/${client.user.id}`, admin.cookie).expect(200);
    await adminGet(t, `/api/admin/nda/${nda.id}`, admin.cookie).expect(200);
    expect((await download(t, `/api/admin/nda/${nda.id}/download`, admin.cookie)).status).toBe(200);
    const printed = await download(
      t,
      `/api/admin/nda/${nda.id}/download?purpose=print`,
      admin.cookie,
    );
    expect(printed.status).toBe(200);
    await adminPost(t, `/api/admin/nda/${nda.id}/share`, admin.cookie, {}).expect(200);
    const agreementPdf = `/api/admin/consulting-agreement/${agreement.id}/download`;
    expect((await download(t, agreementPdf, admin.cookie)).status).toBe(200);
    await adminPost(t, `/api/admin/consulting-agreement/${agreement.id}/share`, admin.cookie, {
      to: `copy.${admin.user.id}@example.com`,
    }).expect(200);

    const page = (await adminGet(t, '/api/admin/audit-log?limit=200', admin.cookie))
      .body as AuditLogPage;
    const mine = page.entries.filter((entry) => entry.actorUserId === admin.user.id);
    expect(mine.map((entry) => [entry.action, entry.targetKind, entry.targetId])).toEqual([
      ['document.share', 'agreement', agreement.id],
      ['document.download', 'agreement', agreement.id],
      ['document.share', 'nda', nda.id],
      ['document.print', 'nda', nda.id],
      ['document.download', 'nda', nda.id],
      ['document.view', 'nda', nda.id],
      ['user.view', 'user', client.user.id],
    ]);
    for (const entry of mine) {
      expect(entry).toMatchObject({
        actorEmail: admin.input.email,
        targetUserId: client.user.id,
        ipAddress: '127.0.0.1',
      });
    }
    for (const action of ['document.share', 'document.download', 'document.print']) {
      expect(t.logs).toContainEqual(
        expect.objectContaining({ event: `audit.${action}`, actorUserId: admin.user.id }),
      );
    }
  });
});

describe('GET /api/admin/audit-log: who the entries are about, and its filters', () => {
  const log = async (cookie: string, query: string) => {
    const response = await adminGet(t, `/api/admin/audit-log?${query}`, cookie);
    expect(response.status).toBe(200);
    return response.body as AuditLogPage;
  };

  it('names each entry’s client and company, and nothing else of them', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t, {
      firstName: 'Zoë',
      lastName: 'Müller-Ñúñez',
      companyName: 'Ñúñez & Daughters GmbH',
    });
    const nda = await signNda(t, client.cookie);
    await adminGet(t, `/api/admin/users/${client.user.id}`, admin.cookie).expect(200);
    await adminGet(t, `/api/admin/nda/${nda.id}`, admin.cookie).expect(200);

    const page = await log(admin.cookie, `clientId=${client.user.id}`);
    expect(page.entries.map((entry) => [entry.action, entry.targetUserId])).toEqual([
      ['document.view', client.user.id],
      ['user.view', client.user.id],
    ]);
    for (const entry of page.entries) {
      // Name and company, as the console's list shows them: not the client's e-mail, phone or address.
      expect(entry.client).toEqual({
        name: 'Zoë Müller-Ñúñez',
        companyName: 'Ñúñez & Daughters GmbH',
      });
    }
    expect(JSON.stringify(page)).not.toContain(client.input.email);
    expect(JSON.stringify(page)).not.toContain(client.input.phone);
    expect(JSON.stringify(page)).not.toContain(client.input.address);
  });

  it('filters by action and by client, a page at a time, on the server', async () => {
    const admin = await createSignedInAdmin(t);
    const client = await createSignedInUser(t, { firstName: 'Mary', lastName: 'Somerville' });
    const other = await createSignedInUser(t, { firstName: 'Emmy', lastName: 'Noether' });
    const nda = await signNda(t, client.cookie);
    const otherNda = await signNda(t, other.cookie);
    for (let view = 0; view < 3; view += 1) {
      await adminGet(t, `/api/admin/nda/${nda.id}`, admin.cookie).expect(200);
    }
    await adminGet(t, `/api/admin/nda/${otherNda.id}`, admin.cookie).expect(200);
    expect((await download(t, `/api/admin/nda/${nda.id}/download`, admin.cookie)).status).toBe(200);
    const print = `/api/admin/nda/${nda.id}/download?purpose=print`;
    expect((await download(t, print, admin.cookie)).status).toBe(200);

    // By client: that client's entries only.
    const theirs = await log(admin.cookie, `clientId=${client.user.id}`);
    expect(theirs.entries.map((entry) => entry.action)).toEqual([
      'document.print',
      'document.download',
      'document.view',
      'document.view',
      'document.view',
    ]);
    expect(theirs.nextBefore).toBeNull();

    // By action and client together, two at a time: the pages follow one another.
    const query = `action=document.view&clientId=${client.user.id}&limit=2`;
    const first = await log(admin.cookie, query);
    expect(first.entries).toHaveLength(2);
    expect(first.nextBefore).toBe(first.entries[1].id);
    const second = await log(admin.cookie, `${query}&before=${first.nextBefore}`);
    expect(second.entries).toHaveLength(1);
    expect(second.nextBefore).toBeNull();
    const views = [...first.entries, ...second.entries];
    expect(views.map((entry) => [entry.action, entry.targetId, entry.client?.name])).toEqual(
      Array(3).fill(['document.view', nda.id, 'Mary Somerville']),
    );

    // By action alone: that action's entries, of every client.
    const prints = await log(admin.cookie, 'action=document.print&limit=200');
    expect(prints.entries.length).toBeGreaterThan(0);
    expect(new Set(prints.entries.map((entry) => entry.action))).toEqual(
      new Set(['document.print']),
    );
    expect(prints.entries.some((entry) => entry.targetId === nda.id)).toBe(true);

    // A client with no entries has an empty log, not everyone's.
    const quiet = await createSignedInUser(t);
    expect(await log(admin.cookie, `clientId=${quiet.user.id}`)).toEqual({
      entries: [],
      nextBefore: null,
    });
  }, 120_000);

  it('refuses a bad filter with a 400 that says what is wrong', async () => {
    const admin = await createSignedInAdmin(t);
    for (const [query, message] of [
      ['action=document.printed', ADMIN_MESSAGES.auditAction],
      ['action=', ADMIN_MESSAGES.auditAction],
      ['action=DOCUMENT.PRINT', ADMIN_MESSAGES.auditAction],
      ['action=document.print&action=document.view', ADMIN_MESSAGES.auditAction],
      ['clientId=abc', ADMIN_MESSAGES.auditClient],
      ['clientId=0', ADMIN_MESSAGES.auditClient],
      ['clientId=-4', ADMIN_MESSAGES.auditClient],
      ['clientId=1.5', ADMIN_MESSAGES.auditClient],
      ['clientId=99999999999', ADMIN_MESSAGES.auditClient],
      ['clientId=1&clientId=2', ADMIN_MESSAGES.auditClient],
      ['limit=0&clientId=1', ADMIN_MESSAGES.auditLimit],
    ] as const) {
      const response = await adminGet(t, `/api/admin/audit-log?${query}`, admin.cookie);
      expect({ query, status: response.status, message: response.body.message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
    expect(ADMIN_MESSAGES.auditAction).toContain('document.print');
    // An unknown parameter is refused too, rather than silently ignored as no filter.
    const unknown = await adminGet(t, '/api/admin/audit-log?client=1', admin.cookie);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MESSAGES.unknownField('client'));
  });

  it('is the console’s alone: a client cannot read it, filtered or not, nor can a visitor', async () => {
    const client = await createSignedInUser(t);
    for (const query of ['', `clientId=${client.user.id}`, 'action=user.view']) {
      expect((await adminGet(t, `/api/admin/audit-log?${query}`, client.cookie)).status).toBe(403);
      expect((await t.http().get(`/api/admin/audit-log?${query}`)).status).toBe(401);
    }
  });
});

describe('POST /api/admin/consulting-agreement/{id}/amend', () => {
  /** The firm's new terms: Corporate Advisory at $7,000 instead of the four services. */
  const amendment = (): AmendAgreementRequest => ({
    clientData: buildClientData({ signerTitle: 'Chair' }),
    services: [
      {
        name: 'Corporate Advisory',
        subServices: ['Due Diligence'],
        paymentType: 'project',
        fee: 7000,
      },
    ],
  });

  it('writes a proposal the client then signs as proposed; the version signed before stays in force until then', async () => {
    const { admin, client, agreement } = await scenario();

    const response = await adminPost(
      t,
      `/api/admin/consulting-agreement/${agreement.id}/amend`,
      admin.cookie,
      amendment(),
    );
    expect(response.status).toBe(201);
    const amended = response.body as Agreement;
    expect(amended).toMatchObject({
      version: 2,
      previousVersionId: agreement.id,
      supersededById: null,
      status: 'pending',
      amendedByFirm: true,
      signerTitle: 'Chair',
      typedSignature: '',
      totals: { grandTotalCents: 700_000 },
      proposedAt: expect.any(String),
      // A proposal is unsigned: nothing about it may say it was signed.
      signature: null,
    });
    expect(amended.document.signatures.find((block) => block.role === 'Client')?.signature).toBe(
      null,
    );

    // The client's list shows the version in force, with the proposal awaiting their signature.
    const list = (await adminGet(t, '/api/consulting-agreements', client.cookie))
      .body as AgreementSummary[];
    expect(list.map((item) => [item.id, item.status, item.pendingAmendment?.id])).toEqual([
      [agreement.id, 'active', amended.id],
    ]);
    const profile = (await adminGet(t, '/api/profile', client.cookie)).body as BusinessProfile;
    expect(profile.hasSignedAgreement).toBe(true);

    // Its PDF shows the client's signature as awaited and certifies no signature.
    const pdf = await download(
      t,
      `/api/admin/consulting-agreement/${amended.id}/download`,
      admin.cookie,
    );
    const text = await expectPdfOf(pdf.body as Buffer, amended.document, `${amended.reference}`);
    expect(text).toContain(squash('Awaiting electronic signature'));
    expect(text).toContain(squash('$7,000'));
    expect(text).not.toContain('signaturecertificate');

    // The client signs the proposal as proposed: that version itself comes into force.
    const signed = await postAgreement(
      t,
      client.cookie,
      buildAgreementRequest({ ...amendment(), agreementId: amended.id }),
    );
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({
      id: amended.id,
      version: 2,
      status: 'active',
      amendedByFirm: true,
      typedSignature: 'Ada Lovelace',
      totals: { grandTotalCents: 700_000 },
      signature: { ipAddress: expect.any(String) },
    });
    const after = (await adminGet(t, '/api/consulting-agreements', client.cookie))
      .body as AgreementSummary[];
    expect(after.map((item) => [item.id, item.status])).toEqual([[amended.id, 'active']]);
    expect(
      (await adminGet(t, `/api/consulting-agreement/${agreement.id}`, client.cookie)).body,
    ).toMatchObject({ status: 'superseded', supersededById: amended.id });

    // Every version stays readable, for the admin too.
    for (const id of [agreement.id, amended.id]) {
      expect(
        (await adminGet(t, `/api/admin/consulting-agreement/${id}`, admin.cookie)).status,
      ).toBe(200);
    }

    expect(
      await auditRows().findBy({ actorUserId: admin.user.id, action: 'agreement.amend' }),
    ).toEqual([
      expect.objectContaining({
        targetKind: 'agreement',
        targetId: amended.id,
        targetUserId: client.user.id,
        detail: {
          previousVersionId: agreement.id,
          version: 2,
          grandTotalCents: 700_000,
          documentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      }),
    ]);
  });

  it('shares a proposal only to an address the admin gives, saying it awaits the client’s signature', async () => {
    const { admin, client, agreement } = await scenario();
    const proposal = (
      await adminPost(
        t,
        `/api/admin/consulting-agreement/${agreement.id}/amend`,
        admin.cookie,
        amendment(),
      )
    ).body as Agreement;
    const share = `/api/admin/consulting-agreement/${proposal.id}/share`;
    const sharesBefore = await auditRows().countBy({
      actorUserId: admin.user.id,
      action: 'document.share',
    });

    // No recipient: 400 under the field, nothing sent, nothing recorded.
    for (const body of [{}, { to: '' }, { to: '   ' }, undefined]) {
      const refused = await adminPost(t, share, admin.cookie, body);
      expect({ status: refused.status, body: refused.body }).toMatchObject({
        status: 400,
        body: {
          message: ADMIN_MESSAGES.recipientRequired,
          fields: { to: ADMIN_MESSAGES.recipientRequired },
        },
      });
    }
    expect(
      await auditRows().countBy({ actorUserId: admin.user.id, action: 'document.share' }),
    ).toBe(sharesBefore);

    // To counsel: the e-mail says what the PDF is, a proposal not yet signed.
    const counsel = `counsel.${client.user.id}@lawfirm.example`;
    const sent = await adminPost(t, share, admin.cookie, { to: counsel });
    expect(sent.status).toBe(200);
    expect(sent.body.sentTo).toBe(counsel);
    const [mail] = await waitForMailTo(counsel);
    const awaiting = "awaits the client's signature";
    expect(mail.parsed.subject).toBe(
      `Consulting Services Agreement ${proposal.reference} (version 2) (awaiting the client's signature): Analytical Engines Ltd`,
    );
    expect(squash(mail.parsed.text ?? '')).toContain(
      squash(
        `This is a proposed amendment that ${awaiting}: it is not signed and not in force until the client signs it.`,
      ),
    );
    expect(mail.parsed.text).not.toContain('effective');
    expect(mail.parsed.html).toContain('awaits the client&#39;s signature');
    const text = await expectPdfOf(
      attachedPdf(mail).content,
      proposal.document,
      proposal.reference,
    );
    expect(text).toContain(squash('Awaiting electronic signature'));

    // The client's own address, typed by the admin, is a recipient like any other.
    const toClient = await adminPost(t, share, admin.cookie, { to: client.input.email });
    expect(toClient.status).toBe(200);
    await eventually(
      async () =>
        mailsTo(client.input.email).some((message) =>
          message.parsed.subject?.includes("(awaiting the client's signature)"),
        ),
      'the proposal’s share to the client',
    );

    // The version in force still goes to the client by default, and says nothing of a signature awaited.
    const signed = await adminPost(
      t,
      `/api/admin/consulting-agreement/${agreement.id}/share`,
      admin.cookie,
      {},
    );
    expect(signed.status).toBe(200);
    const inForce = await eventually(
      async () =>
        mailsTo(client.input.email).find(
          (message) =>
            message.parsed.subject ===
            `Consulting Services Agreement ${agreement.reference}: Analytical Engines Ltd`,
        ),
      'the share of the version in force',
    );
    expect(inForce.parsed.text).toContain('effective');
    expect(inForce.parsed.text).not.toContain(awaiting);
  }, 120_000);

  it('shows the version in force in the admin detail, with the proposal beside it', async () => {
    const { admin, client, agreement } = await scenario();
    const proposal = (
      await adminPost(
        t,
        `/api/admin/consulting-agreement/${agreement.id}/amend`,
        admin.cookie,
        amendment(),
      ).expect(201)
    ).body as Agreement;
    const detail = (await adminGet(t, `/api/admin/users/${client.user.id}`, admin.cookie)).body;
    expect(detail).toMatchObject({
      hasSignedAgreement: true,
      agreements: [
        {
          id: agreement.id,
          version: 1,
          status: 'active',
          amount: 102_500,
          proposal: { id: proposal.id, version: 2, totals: { grandTotalCents: 700_000 } },
        },
      ],
    });
  });

  it('amends only the version in force of an undeleted agreement, one proposal at a time', async () => {
    const { admin, client, agreement } = await scenario();
    const second = await signAgreement(t, client.cookie, { agreementId: agreement.id });
    const path = (id: number) => `/api/admin/consulting-agreement/${id}/amend`;

    const superseded = await adminPost(t, path(agreement.id), admin.cookie, amendment());
    expect({ status: superseded.status, message: superseded.body.message }).toEqual({
      status: 409,
      message: AMENDMENT_MESSAGES.notInForce,
    });
    expect((await adminPost(t, path(999999), admin.cookie, amendment())).status).toBe(404);
    const pending = (await adminPost(t, path(second.id), admin.cookie, amendment()))
      .body as Agreement;
    expect(pending).toMatchObject({ version: 3, status: 'pending', previousVersionId: second.id });
    // A proposal is not amended, and a second one waits until the first is withdrawn.
    expect((await adminPost(t, path(pending.id), admin.cookie, amendment())).body.message).toBe(
      AMENDMENT_MESSAGES.notInForce,
    );
    expect((await adminPost(t, path(second.id), admin.cookie, amendment())).body.message).toBe(
      AMENDMENT_MESSAGES.proposalExists,
    );
  });

  it.each([
    ['a signature', { signature: 'Ada Lovelace' }, 'Unknown field: signature'],
    ['a consent', { agreeToSignElectronically: true }, 'Unknown field: agreeToSignElectronically'],
    ['no service', { services: [] }, AGREEMENT_MESSAGES.noService],
    [
      'a blank company name',
      { clientData: buildClientData({ companyName: '' }) },
      AGREEMENT_MESSAGES.clientInformation,
    ],
    [
      'a date in the past',
      { clientData: buildClientData({ date: '2001-01-01' }) },
      ADMIN_MESSAGES.amendmentDate,
    ],
    [
      'a service without sub-services',
      {
        services: [
          { name: 'Marketing & Branding', subServices: [], paymentType: 'project', fee: 1 },
        ],
      },
      AGREEMENT_MESSAGES.noSubService('Marketing & Branding'),
    ],
    ['a total', { total: 1 }, 'Unknown field: total'],
  ])('refuses %s with 400 and writes nothing', async (_case, change, message) => {
    const { admin, client, agreement } = await scenario();
    const response = await adminPost(
      t,
      `/api/admin/consulting-agreement/${agreement.id}/amend`,
      admin.cookie,
      { ...amendment(), ...change },
    );
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message,
    });
    const list = (await adminGet(t, '/api/consulting-agreements', client.cookie))
      .body as AgreementSummary[];
    expect(list.map((item) => [item.id, item.status])).toEqual([[agreement.id, 'active']]);
  });
});
