import {
  ACH_AUTHORIZATION,
  MESSAGES,
  PAYMENT_MESSAGES,
  agreementReference,
  paymentAmountRule,
  type PaymentMethod as PaymentMethodResponse,
  type PaymentSetupRequest,
} from '@consult/domain';
import { decryptField } from '../src/common/crypto/field-encryption.service';
import { OutboxAttachmentPart } from '../src/mail/outbox-attachment-part.entity';
import { ENCRYPTED_FIELDS } from '../src/payments/payments.service';
import { signAgreement } from './support/agreements';
import { createSignedInUser } from './support/factories';
import { TEST_USER_AGENT } from './support/ndas';
import {
  BANK,
  VISA,
  achRequest,
  cardRequest,
  clientWithAgreement,
  invoiceRequest,
  postPayment,
  setUpPayment,
} from './support/payments';
import { ORIGIN } from './support/test-app';
import { currentTestDatabase } from './support/test-database';
import {
  expectMasked,
  expectNoneOf,
  paymentsSuite,
  sqliteBytes,
  stableLogs,
  testKey,
  unusedCvv,
} from './support/payments-suite';

const { t, rows, tableDump } = paymentsSuite();

describe('POST /api/payment-setup', () => {
  it('sets up a card: keeps brand, last four, expiry and cardholder; answers 201, masked', async () => {
    const { cookie, user, agreement } = await clientWithAgreement(t);
    const request = cardRequest(agreement.id, {
      is_monthly: true,
      amount: 17083.33,
      is_paid_in_full: false,
    });
    const response = await postPayment(t, cookie, request);

    expect(response.status).toBe(201);
    const method = response.body as PaymentMethodResponse;
    expect(method).toMatchObject({
      consultingAgreementId: agreement.id,
      agreementReference: agreementReference(agreement.id),
      paymentType: 'pay by credit card',
      isMonthly: true,
      amount: 17083.33,
      amountCents: 1_708_333,
      isPaidInFull: false,
      poNumber: 'PO-2025-001',
      companyName: 'Analytical Engines Ltd',
      cardBrand: 'Visa',
      last4: VISA.last4,
      cardholderName: 'Ada Lovelace',
      expiryDate: request.expiry_date,
      billingZip: '02110',
      accountName: null,
      routingNumberLast4: null,
      accountNumberLast4: null,
      achAuthorization: null,
    });
    expect(method.id).toEqual(expect.any(Number));
    expectMasked(method, [VISA.number, request.cvv ?? '']);

    const row = await rows().findOneByOrFail({ id: method.id });
    expect(row).toMatchObject({
      userId: user.id,
      cardBrand: 'Visa',
      cardLast4: VISA.last4,
      cardExpiry: request.expiry_date,
      cardholderName: 'Ada Lovelace',
      amountCents: 1_708_333,
      routingNumberEncrypted: null,
      accountNumberEncrypted: null,
      deletedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(VISA.digits);
  });

  it('looks for a number in binary columns too: one written into a queued attachment is found', async () => {
    // Digits of this test's own: the bytes of a deleted row stay in the SQLite file, where the
    // other tests look for the cards they use.
    const planted = String(Math.floor(Math.random() * 1e15)).padStart(16, '9');
    const parts = rows().manager.getRepository(OutboxAttachmentPart);
    const part = await parts.save(
      parts.create({
        mailId: 0,
        attachment: 0,
        part: 0,
        filename: 'planted.pdf',
        contentType: 'application/pdf',
        content: Buffer.from(`%PDF-1.7 ${planted} %%EOF`, 'latin1'),
      }),
    );
    try {
      expect(await tableDump()).toContain(planted);
    } finally {
      await parts.delete(part.id);
    }
    expect(await tableDump()).not.toContain(planted);
  });

  it('never keeps the card number or the CVV: not in any table, the SQLite file or its WAL, nor the logs', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const logsBefore = t.rawLogs().length;
    const cvv = unusedCvv([sqliteBytes(), await tableDump(), stableLogs(t.rawLogs())]);

    const response = await postPayment(
      t,
      cookie,
      cardRequest(agreement.id, { card_number: VISA.number, cvv }),
      'payment-secrets-check',
    );
    expect(response.status).toBe(201);
    expectMasked(response.body, [VISA.number, cvv]);

    const dump = await tableDump();
    const file = sqliteBytes();
    const newLogs = stableLogs(t.rawLogs().slice(logsBefore));
    for (const [where, text] of [
      ['tables', dump],
      ['database file', file],
      ['logs', newLogs],
      ['all logs', t.rawLogs()],
    ] as const) {
      expect({ where, cardNumber: text.includes(VISA.digits) }).toEqual({
        where,
        cardNumber: false,
      });
      expect({ where, formatted: text.includes(VISA.number) }).toEqual({
        where,
        formatted: false,
      });
      if (where !== 'all logs') {
        expect({ where, cvv: text.includes(cvv) }).toEqual({ where, cvv: false });
      }
    }
    // What the setup did write: the last four, on the row and in its log line (ids only).
    expect(dump).toContain(VISA.last4);
    if (currentTestDatabase().kind === 'sqlite') expect(file).toContain('PO-2025-001');
    expect(newLogs).toContain('"event":"payment.created"');
  });

  it('sets up ACH: bank numbers encrypted (v1:iv:tag:ciphertext), shown by their last four, with the authorisation evidence', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const before = Date.now();
    const method = await setUpPayment(t, cookie, achRequest(agreement.id));

    expect(method).toMatchObject({
      paymentType: 'pay by ach',
      isMonthly: true,
      amountCents: 1_708_333,
      accountName: 'Analytical Engines Ltd',
      bankName: 'First Harbor Bank',
      accountType: 'checking',
      routingNumberLast4: '0021',
      accountNumberLast4: BANK.accountLast4,
      last4: BANK.accountLast4,
      cardBrand: null,
      cardholderName: null,
      achAuthorization: {
        ipAddress: '127.0.0.1',
        userAgent: TEST_USER_AGENT,
        version: ACH_AUTHORIZATION.version,
      },
    });
    expect(Date.parse(method.achAuthorization?.authorizedAt ?? '')).toBeGreaterThanOrEqual(
      before - 1000,
    );
    expectMasked(method, [BANK.routing, BANK.account]);

    const row = await rows().findOneByOrFail({ id: method.id });
    for (const token of [row.routingNumberEncrypted, row.accountNumberEncrypted]) {
      expect(token).toMatch(/^v1:[A-Za-z0-9+/]{16}:[A-Za-z0-9+/]{22}==:[A-Za-z0-9+/=]+$/);
    }
    expect(
      decryptField([testKey], row.routingNumberEncrypted ?? '', ENCRYPTED_FIELDS.routingNumber),
    ).toBe(BANK.routing);
    expect(
      decryptField([testKey], row.accountNumberEncrypted ?? '', ENCRYPTED_FIELDS.accountNumber),
    ).toBe(BANK.account);
    expect(await tableDump()).not.toContain(BANK.account);
    expect(sqliteBytes()).not.toContain(BANK.account);
    expect(t.rawLogs()).not.toContain(BANK.account);
  });

  it('sets up an invoice without billing details', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const method = await setUpPayment(t, cookie, invoiceRequest(agreement.id));
    expect(method).toMatchObject({
      paymentType: 'pay by invoice',
      amountCents: 10_250_000,
      last4: null,
      poNumber: null,
      billingAddress: null,
      companyName: 'Analytical Engines Ltd',
    });
  });

  it('accepts the amounts the form prefills: the monthly payment and the grand total', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const amountOf = (isMonthly: boolean) => {
      const rule = paymentAmountRule(agreement.totals, isMonthly);
      if (!rule.ok) throw new Error(rule.message);
      return rule.amountCents;
    };
    const monthly = amountOf(true);
    const oneTime = amountOf(false);
    // $102,500 over 6 months, rounded down to the cent: the agreement's own monthly payment.
    expect([monthly, oneTime]).toEqual([1_708_333, 10_250_000]);
    expect(agreement.totals.monthlyPaymentCents).toBe(monthly);
    for (const [isMonthly, cents] of [
      [true, monthly],
      [false, oneTime],
    ] as const) {
      const method = await setUpPayment(
        t,
        cookie,
        invoiceRequest(agreement.id, { is_monthly: isMonthly, amount: cents / 100 }),
      );
      expect(method.amountCents).toBe(cents);
    }
  });

  describe('validation: every message, and nothing written', () => {
    let cookie: string;
    let userId: number;
    let agreementId: number;

    beforeAll(async () => {
      const client = await clientWithAgreement(t);
      cookie = client.cookie;
      userId = client.user.id;
      agreementId = client.agreement.id;
    });

    afterAll(async () => {
      expect(await rows().countBy({ userId })).toBe(0);
    });

    type Case = [string, string, (id: number) => object];
    const card = (change: Record<string, unknown>) => (id: number) => ({
      ...cardRequest(id),
      ...change,
    });
    const ach = (change: Record<string, unknown>) => (id: number) => ({
      ...achRequest(id),
      ...change,
    });
    const without =
      (request: (id: number) => PaymentSetupRequest, field: string) => (id: number) => {
        const body: Record<string, unknown> = { ...request(id) };
        delete body[field];
        return body;
      };

    it.each<Case>([
      ['an amount as text', PAYMENT_MESSAGES.amountInvalid, card({ amount: '1250' })],
      ['three decimals', PAYMENT_MESSAGES.amountInvalid, card({ amount: 12.345 })],
      ['a negative amount', PAYMENT_MESSAGES.amountInvalid, card({ amount: -5 })],
      ['no amount', PAYMENT_MESSAGES.amountInvalid, without(cardRequest, 'amount')],
      ['a zero amount', PAYMENT_MESSAGES.amountNotPositive, card({ amount: 0 })],
      [
        'not what the agreement bills',
        "The payment amount for this agreement is $102,500 (One payment of the agreement's grand total, $102,500)",
        card({ amount: 102500.01 }),
      ],
      [
        'no agreement',
        PAYMENT_MESSAGES.agreementMissing,
        without(cardRequest, 'consulting_agreement_id'),
      ],
      [
        'an agreement id as text',
        PAYMENT_MESSAGES.agreementMissing,
        card({ consulting_agreement_id: '7' }),
      ],
      ['an unknown type', PAYMENT_MESSAGES.paymentType, card({ payment_type: 'pay by cheque' })],
      ['no cardholder', PAYMENT_MESSAGES.cardholderName, card({ cardholder_name: ' ' })],
      ['a 14-digit card', PAYMENT_MESSAGES.cardNumber, card({ card_number: '4716 0928 3361 55' })],
      [
        'a failed Luhn check',
        PAYMENT_MESSAGES.cardNumber,
        card({ card_number: '4716 0928 3361 5581' }),
      ],
      [
        'a card number as a number',
        PAYMENT_MESSAGES.cardNumber,
        card({ card_number: 4716092833615580 }),
      ],
      ['an expiry without a slash', PAYMENT_MESSAGES.expiryDate, card({ expiry_date: '1230' })],
      ['month 13', PAYMENT_MESSAGES.expiryDate, card({ expiry_date: '13/30' })],
      ['an expired card', PAYMENT_MESSAGES.cardExpired, card({ expiry_date: '01/20' })],
      // What the portal's form now leaves as typed rather than cutting to fit (stop 78).
      [
        'a 17-digit card',
        PAYMENT_MESSAGES.cardNumber,
        card({ card_number: '4111 1111 1111 11112' }),
      ],
      ['a four-digit expiry year', PAYMENT_MESSAGES.expiryDate, card({ expiry_date: '04/2029' })],
      [
        'a PO number past its length',
        MESSAGES.tooLong('PO number', 50),
        card({ po_number: `PO-${'7'.repeat(60)}` }),
      ],
      ['a 2-digit CVV', PAYMENT_MESSAGES.cvv, card({ cvv: '12' })],
      ['a 5-digit CVV', PAYMENT_MESSAGES.cvv, card({ cvv: '12345' })],
      ['no CVV', PAYMENT_MESSAGES.cvv, without(cardRequest, 'cvv')],
      ['no billing ZIP', PAYMENT_MESSAGES.billingAddress, card({ billing_zip: '' })],
      ['no account holder', PAYMENT_MESSAGES.accountName, ach({ account_name: '' })],
      ['no bank', PAYMENT_MESSAGES.bankName, without(achRequest, 'bank_name')],
      [
        'an 8-digit routing number',
        PAYMENT_MESSAGES.routingNumber,
        ach({ routing_number: '02100002' }),
      ],
      [
        'a 10-digit routing number (cut to nine, it passes the checksum)',
        PAYMENT_MESSAGES.routingNumber,
        ach({ routing_number: '0110000155' }),
      ],
      [
        'a bad routing checksum',
        PAYMENT_MESSAGES.routingNumber,
        ach({ routing_number: '021000022' }),
      ],
      ['a 3-digit account', PAYMENT_MESSAGES.accountNumber, ach({ account_number: '123' })],
      [
        'an 18-digit account',
        PAYMENT_MESSAGES.accountNumber,
        ach({ account_number: '9'.repeat(18) }),
      ],
      ['no account type', PAYMENT_MESSAGES.accountType, ach({ account_type: 'brokerage' })],
      ['no authorization', PAYMENT_MESSAGES.achAuthorization, ach({ ach_authorization: false })],
      [
        'no ownership tick',
        PAYMENT_MESSAGES.achAuthorization,
        without(achRequest, 'account_ownership'),
      ],
      [
        'an invalid billing email',
        PAYMENT_MESSAGES.billingEmail,
        (id) => invoiceRequest(id, { billing_email: 'accounts' }),
      ],
      [
        'a camelCase card number',
        MESSAGES.unknownField('cardNumber'),
        card({ cardNumber: VISA.number }),
      ],
      ['a total', MESSAGES.unknownField('total'), card({ total: 1 })],
    ])('%s: 400 "%s"', async (_case, message, body) => {
      const response = await postPayment(t, cookie, body(agreementId));
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message,
      });
      expectNoneOf(response.body, [VISA.number, BANK.account, BANK.routing]);
    });
  });

  it('answers 404 for another client’s agreement, a deleted or an unknown one, and writes nothing', async () => {
    const owner = await clientWithAgreement(t);
    const stranger = await createSignedInUser(t);
    const before = await rows().count();

    const foreign = await postPayment(t, stranger.cookie, cardRequest(owner.agreement.id));
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(MESSAGES.notFound);
    expect((await postPayment(t, stranger.cookie, invoiceRequest(99_999_999))).status).toBe(404);

    const removed = await t
      .http()
      .delete(`/api/consulting-agreement/${owner.agreement.id}`)
      .set('Origin', ORIGIN)
      .set('Cookie', owner.cookie);
    expect(removed.status).toBe(204);
    expect((await postPayment(t, owner.cookie, invoiceRequest(owner.agreement.id))).status).toBe(
      404,
    );
    expect(await rows().count()).toBe(before);
  });

  it('answers 409 for a version that a re-signing superseded', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const newer = await signAgreement(t, cookie, { agreementId: agreement.id });
    const response = await postPayment(t, cookie, invoiceRequest(agreement.id, { amount: 5500 }));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(PAYMENT_MESSAGES.agreementSuperseded);
    expect((await postPayment(t, cookie, invoiceRequest(newer.id, { amount: 5500 }))).status).toBe(
      201,
    );
  });
});
