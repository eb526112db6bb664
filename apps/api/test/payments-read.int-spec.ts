import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_FIRM,
  agreementReference,
  invoiceReference,
  type PaymentMethodSummary,
} from '@consult/domain';
import { download, pdfPages, squash } from './support/ndas';
import {
  BANK,
  VISA,
  achRequest,
  cardRequest,
  clientWithAgreement,
  deletePayment,
  invoiceRequest,
  patchPayment,
  setUpPayment,
} from './support/payments';
import { ORIGIN } from './support/test-app';
import { ALL_SECRETS, expectMasked, paymentsSuite } from './support/payments-suite';

const { t, rows, get } = paymentsSuite();

describe('reading and deleting payment methods', () => {
  it('lists the client’s own methods, newest first, masked', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const other = await clientWithAgreement(t);
    const card = await setUpPayment(t, cookie, cardRequest(agreement.id));
    const ach = await setUpPayment(t, cookie, achRequest(agreement.id));
    await setUpPayment(t, other.cookie, invoiceRequest(other.agreement.id));

    const response = await get('/api/payment-info', cookie);
    expect(response.status).toBe(200);
    const list = response.body as PaymentMethodSummary[];
    expect(list.map((item) => item.id)).toEqual([ach.id, card.id]);
    expect(list[0]).toEqual({
      id: ach.id,
      consultingAgreementId: agreement.id,
      agreementReference: agreementReference(agreement.id),
      paymentType: 'pay by ach',
      isMonthly: true,
      amount: 17083.33,
      amountCents: 1_708_333,
      companyName: 'Analytical Engines Ltd',
      last4: BANK.accountLast4,
      cardBrand: null,
      createdAt: ach.createdAt,
      // The ACH method replaced the card: one method in force per agreement.
      status: 'active',
      statusChangedAt: null,
      replacedById: null,
      agreementVersion: 1,
      agreementTotalCents: 10_250_000,
      needsConfirmation: false,
      instalments: {
        count: 6,
        regularCents: 1_708_333,
        finalCents: 1_708_335,
        totalCents: 10_250_000,
      },
    });
    expect(list[1]).toMatchObject({
      last4: VISA.last4,
      cardBrand: 'Visa',
      status: 'replaced',
      replacedById: ach.id,
    });
    expectMasked(list, ALL_SECRETS);

    const one = await get(`/api/payment-info/${card.id}`, cookie);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      ...card,
      status: 'replaced',
      replacedById: ach.id,
      statusChangedAt: expect.any(String),
    });
    expectMasked(one.body, ALL_SECRETS);
  });

  it('answers 404 for another client’s method on every route, and changes nothing', async () => {
    const owner = await clientWithAgreement(t);
    const stranger = await clientWithAgreement(t);
    const method = await setUpPayment(t, owner.cookie, cardRequest(owner.agreement.id));

    const answers = await Promise.all([
      get(`/api/payment-info/${method.id}`, stranger.cookie),
      patchPayment(t, stranger.cookie, method.id, { po_number: 'HIJACKED' }),
      patchPayment(t, stranger.cookie, method.id, cardRequest(stranger.agreement.id)),
      deletePayment(t, stranger.cookie, method.id),
      download(t, `/api/payment-method/${method.id}/download-invoice`, stranger.cookie),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
    }
    expect(answers[0].body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found' });
    expect((await get('/api/payment-info', stranger.cookie)).body).toEqual([]);
    expect((await get(`/api/payment-info/${method.id}`, owner.cookie)).body).toEqual(method);
  });

  it('answers 404 for an id that names nothing', async () => {
    const { cookie } = await clientWithAgreement(t);
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
      expect((await get(`/api/payment-info/${id}`, cookie)).status).toBe(404);
      expect((await get(`/api/payment-method/${id}/download-invoice`, cookie)).status).toBe(404);
    }
  });

  it('answers 401 on every route without a session', async () => {
    const answers = await Promise.all([
      t.http().get('/api/payment-info'),
      t.http().get('/api/payment-info/1'),
      t.http().patch('/api/payment-info/1').set('Origin', ORIGIN).send({ po_number: 'x' }),
      t.http().delete('/api/payment-info/1').set('Origin', ORIGIN),
      t.http().get('/api/payment-method/1/download-invoice'),
      t.http().post('/api/payment-setup').set('Origin', ORIGIN).send(invoiceRequest(1)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('soft-deletes: 204, gone from every list and view, kept in the database', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const kept = await setUpPayment(t, cookie, invoiceRequest(agreement.id));
    const gone = await setUpPayment(t, cookie, achRequest(agreement.id));

    expect((await deletePayment(t, cookie, gone.id)).status).toBe(204);
    const list = (await get('/api/payment-info', cookie)).body as PaymentMethodSummary[];
    expect(list.map((item) => item.id)).toEqual([kept.id]);
    expect((await get(`/api/payment-info/${gone.id}`, cookie)).status).toBe(404);
    expect((await patchPayment(t, cookie, gone.id, { po_number: 'X' })).status).toBe(404);
    expect(
      (await download(t, `/api/payment-method/${gone.id}/download-invoice`, cookie)).status,
    ).toBe(404);
    expect((await deletePayment(t, cookie, gone.id)).status).toBe(404);

    const row = await rows().findOneByOrFail({ id: gone.id });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.achAuthorizedAt).toBeInstanceOf(Date);
  });

  it('refuses a deletion from a foreign origin', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const method = await setUpPayment(t, cookie, invoiceRequest(agreement.id));
    const response = await t
      .http()
      .delete(`/api/payment-info/${method.id}`)
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie);
    expect(response.status).toBe(403);
    expect((await get(`/api/payment-info/${method.id}`, cookie)).status).toBe(200);
  });
});

describe('GET /api/profile: hasPaymentMethod', () => {
  it('turns true when the client sets up a method, and false again once it is deleted', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const profile = async () => (await get('/api/profile', cookie)).body.hasPaymentMethod;
    expect(await profile()).toBe(false);
    const method = await setUpPayment(t, cookie, invoiceRequest(agreement.id));
    expect(await profile()).toBe(true);
    await deletePayment(t, cookie, method.id);
    expect(await profile()).toBe(false);
  });
});

describe('GET /api/payment-method/{id}/download-invoice', () => {
  it('answers the invoice as a PDF: the firm, the client, the services and totals, the schedule, the card masked', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const method = await setUpPayment(
      t,
      cookie,
      cardRequest(agreement.id, {
        is_paid_in_full: false,
        is_monthly: true,
        amount: 17083.33,
        po_number: 'PO 2025/001 "Q1"',
      }),
    );

    const response = await download(t, `/api/payment-method/${method.id}/download-invoice`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="invoice-PO-2025-001-Q1.pdf"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (process.env['SAVE_INVOICE_PDF_DIR']) {
      writeFileSync(join(process.env['SAVE_INVOICE_PDF_DIR'], 'invoice-card.pdf'), pdf);
    }

    const text = (await pdfPages(pdf)).join('\n');
    const body = squash(text);
    for (const expected of [
      'Invoice',
      invoiceReference(method.id),
      DEFAULT_FIRM.name,
      DEFAULT_FIRM.address,
      'Analytical Engines Ltd',
      '12 Example Street',
      'Attention: Accounts Payable',
      agreement.reference,
      'Business Strategy & Growth',
      'Capital Markets Advisory',
      '$500 per hour × 10 hours',
      'Grand total $102,500',
      '$17,083.33',
      'Monthly: 5 monthly payments of $17,083.33 and a last one of $17,083.35: the grand total of $102,500 over the longest monthly term (6 months)',
      'PO 2025/001 "Q1"',
      `Visa •••• ${VISA.last4}`,
      'Net 30',
    ]) {
      expect({ expected, found: body.includes(squash(expected)) }).toEqual({
        expected,
        found: true,
      });
    }
    expect(body).not.toContain(VISA.digits);
    expect(text).not.toContain(VISA.number);
  });

  it('shows an ACH account by its last four only, and names the file after the id without a PO number', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const method = await setUpPayment(t, cookie, achRequest(agreement.id));
    const response = await download(t, `/api/payment-method/${method.id}/download-invoice`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${method.id}.pdf"`,
    );
    const body = squash((await pdfPages(response.body as Buffer)).join('\n'));
    expect(body).toContain(squash(`First Harbor Bank •••• ${BANK.accountLast4} (Checking)`));
    expect(body).toContain(squash('$102,500'));
    expect(body).not.toContain(BANK.account);
    expect(body).not.toContain(BANK.routing);
  });
});
