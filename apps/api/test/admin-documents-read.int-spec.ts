import { DataSource } from 'typeorm';
import { MESSAGES, formatCents, invoiceReference } from '@consult/domain';
import { ConsultingAgreement } from '../src/agreements/agreement.entity';
import { Nda as NdaRow } from '../src/nda/nda.entity';
import { invoiceModel } from '../src/payments/invoice-pdf.service';
import { PaymentMethod } from '../src/payments/payment-method.entity';
import { adminGet, adminPost, attachedPdf } from './support/admin';
import { signAgreement } from './support/agreements';
import { download, squash } from './support/ndas';
import { VISA, cardRequest, invoiceRequest, setUpPayment } from './support/payments';
import { ORIGIN } from './support/test-app';
import { adminDocumentsSuite, expectPdfOf } from './support/admin-documents';

const { t, auditRows, waitForMailTo, scenario } = adminDocumentsSuite();

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
