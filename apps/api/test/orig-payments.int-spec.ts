import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import {
  ACH_AUTHORIZATION,
  DEFAULT_FIRM,
  MESSAGES,
  PAYMENT_AMOUNT_MESSAGES,
  PAYMENT_MESSAGES,
  agreementReference,
  invoiceReference,
  paymentAmountRule,
  type PaymentMethod as PaymentMethodResponse,
  type PaymentMethodSummary,
  type PaymentSetupRequest,
} from '@consult/domain';
import { decryptField } from '../src/common/crypto/field-encryption.service';
import { ENCRYPTED_FIELDS } from '../src/payments/payments.service';
import { PaymentMethod } from '../src/payments/payment-method.entity';
import { signAgreement } from './support/agreements';
import { createSignedInUser } from './support/factories';
import { download, pdfPages, squash, TEST_USER_AGENT } from './support/ndas';
import {
  BANK,
  MASTERCARD,
  OTHER_BANK,
  VISA,
  achRequest,
  cardRequest,
  clientWithAgreement,
  deletePayment,
  expiryIn,
  invoiceRequest,
  patchPayment,
  postPayment,
  setUpPayment,
} from './support/payments';
import { ORIGIN, TEST_FIELD_ENCRYPTION_KEY, startApp, type TestApp } from './support/test-app';
import { currentTestDatabase } from './support/test-database';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});

afterAll(async () => {
  await t.close();
});

const rows = () => t.app.get(DataSource).getRepository(PaymentMethod);
const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie);
const testKey = Buffer.from(TEST_FIELD_ENCRYPTION_KEY, 'base64');

/** Every row of every table, as text: what the database holds, whichever database it is. */
async function tableDump(): Promise<string> {
  const dataSource = t.app.get(DataSource);
  const sqlite = currentTestDatabase().kind === 'sqlite';
  const tables = sqlite
    ? (
        (await dataSource.query("SELECT name FROM sqlite_master WHERE type = 'table'")) as {
          name: string;
        }[]
      ).map((row) => row.name)
    : ((await dataSource.query('SHOW TABLES')) as Record<string, string>[]).map(
        (row) => Object.values(row)[0],
      );
  const parts: string[] = [];
  for (const table of tables) {
    const quoted = sqlite ? `"${table}"` : `\`${table}\``;
    parts.push(JSON.stringify(await dataSource.query(`SELECT * FROM ${quoted}`)));
  }
  return parts.join('\n');
}

/** The SQLite database file and its write-ahead log, byte for byte (empty on MariaDB). */
function sqliteBytes(): string {
  const database = currentTestDatabase();
  if (database.kind !== 'sqlite') return '';
  const file = database.url.slice('sqlite:'.length);
  return [file, `${file}-wal`, `${file}-journal`]
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path).toString('latin1'))
    .join('\n');
}

/** Log lines without their response times (digits that vary from run to run). */
const stableLogs = (raw: string) => raw.replace(/"responseTime":[0-9.e+-]+/g, '"responseTime":0');

/**
 * A four-digit CVV found nowhere in `haystacks`: data already written (hashes, ciphertexts)
 * cannot make the check pass or fail by chance; only what the setup writes can.
 */
function unusedCvv(haystacks: string[]): string {
  const year = String(new Date().getUTCFullYear());
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const cvv = String(1000 + Math.floor(Math.random() * 9000));
    if (cvv !== year && haystacks.every((haystack) => !haystack.includes(cvv))) return cvv;
  }
  throw new Error('no unused CVV');
}

/** None of these values in a response body, with or without their spaces. */
function expectNoneOf(body: unknown, secrets: string[]) {
  const text = JSON.stringify(body);
  for (const secret of secrets) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(secret.replace(/\s/g, ''));
  }
}

/** No card number, CVV, routing or account number in an answer, neither as a value nor a field. */
function expectMasked(body: unknown, secrets: string[]) {
  expectNoneOf(body, secrets);
  const text = JSON.stringify(body);
  for (const field of ['card_number', 'cardNumber', 'cvv', 'routingNumber', 'accountNumber']) {
    expect(text).not.toContain(`"${field}"`);
  }
}

const ALL_SECRETS = [
  VISA.number,
  MASTERCARD.number,
  BANK.routing,
  BANK.account,
  OTHER_BANK.account,
];

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

describe('PATCH /api/payment-info/{id}', () => {
  it('keeps the stored card when the card number and CVV are not sent', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const method = await setUpPayment(t, cookie, cardRequest(agreement.id));

    // The form sends everything it shows: no card number, no CVV.
    const edit: Record<string, unknown> = {
      ...cardRequest(agreement.id),
      expiry_date: expiryIn(4),
      po_number: 'PO-2025-002',
    };
    delete edit.card_number;
    delete edit.cvv;
    delete edit.last4;
    const response = await patchPayment(t, cookie, method.id, edit);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: method.id,
      cardBrand: 'Visa',
      last4: VISA.last4,
      expiryDate: expiryIn(4),
      poNumber: 'PO-2025-002',
      amountCents: 10_250_000,
      createdAt: method.createdAt,
    });
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(method.updatedAt),
    );

    // A field alone changes only that field.
    const alone = await patchPayment(t, cookie, method.id, { billing_contact: 'Grace Hopper' });
    expect(alone.status).toBe(200);
    expect(alone.body).toMatchObject({
      billingContact: 'Grace Hopper',
      poNumber: 'PO-2025-002',
      last4: VISA.last4,
    });
  });

  it('replaces the card when a new number is sent, which needs its CVV', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const method = await setUpPayment(t, cookie, cardRequest(agreement.id));

    const noCvv = await patchPayment(t, cookie, method.id, { card_number: MASTERCARD.number });
    expect(noCvv.status).toBe(400);
    expect(noCvv.body.message).toBe(PAYMENT_MESSAGES.cvv);

    const response = await patchPayment(t, cookie, method.id, {
      card_number: MASTERCARD.number,
      cvv: '482',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ cardBrand: 'Mastercard', last4: MASTERCARD.last4 });
    expectMasked(response.body, [MASTERCARD.number]);
    const row = await rows().findOneByOrFail({ id: method.id });
    expect([row.cardBrand, row.cardLast4]).toEqual(['Mastercard', MASTERCARD.last4]);
    expect(JSON.stringify(row)).not.toContain(MASTERCARD.digits);
  });

  it('checks an edit like a new method, and a refused edit changes nothing', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const method = await setUpPayment(t, cookie, cardRequest(agreement.id));
    for (const [change, message] of [
      [{ expiry_date: '01/20' }, PAYMENT_MESSAGES.cardExpired],
      [{ card_number: '4716 0928 3361 5581', cvv: '123' }, PAYMENT_MESSAGES.cardNumber],
      [{ cvv: '1' }, PAYMENT_MESSAGES.cvv],
      [{ cardholder_name: '' }, PAYMENT_MESSAGES.cardholderName],
      [
        { amount: 102500.01 },
        "The payment amount for this agreement is $102,500 (One payment of the agreement's grand total, $102,500)",
      ],
      [{ amount: 0 }, PAYMENT_MESSAGES.amountNotPositive],
      [{ payment_type: 'pay by ach' }, PAYMENT_MESSAGES.accountName],
      [{ cvv: VISA.number }, PAYMENT_MESSAGES.cvv],
      [{ unknown: true }, MESSAGES.unknownField('unknown')],
    ] as const) {
      const response = await patchPayment(t, cookie, method.id, change);
      expect({ change, status: response.status, message: response.body.message }).toEqual({
        change,
        status: 400,
        message,
      });
    }
    expect((await get(`/api/payment-info/${method.id}`, cookie)).body).toEqual(method);
  });

  it('refuses to move a method to another agreement, another client’s included (400, nothing changed)', async () => {
    const owner = await clientWithAgreement(t);
    const stranger = await clientWithAgreement(t);
    const method = await setUpPayment(t, owner.cookie, invoiceRequest(owner.agreement.id));
    const response = await patchPayment(t, owner.cookie, method.id, {
      consulting_agreement_id: stranger.agreement.id,
    });
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message: PAYMENT_AMOUNT_MESSAGES.agreementFixed,
    });
    expect((await rows().findOneByOrFail({ id: method.id })).consultingAgreementId).toBe(
      owner.agreement.id,
    );
  });

  it('keeps bank numbers that are not sent, re-encrypts those that are, and asks the ACH ticks again when the terms change', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const method = await setUpPayment(t, cookie, achRequest(agreement.id));
    const stored = await rows().findOneByOrFail({ id: method.id });

    // Nothing the client authorised changes: no ticks needed, ciphertexts and evidence unchanged.
    const po = await patchPayment(t, cookie, method.id, { po_number: 'PO-77' });
    expect(po.status).toBe(200);
    const afterPo = await rows().findOneByOrFail({ id: method.id });
    expect(afterPo.routingNumberEncrypted).toBe(stored.routingNumberEncrypted);
    expect(afterPo.accountNumberEncrypted).toBe(stored.accountNumberEncrypted);
    expect(afterPo.achAuthorizedAt).toEqual(stored.achAuthorizedAt);

    // A new amount (here: one payment of the total instead of monthly) is a new authorisation.
    const oneTime = { amount: 102_500, is_monthly: false };
    const unticked = await patchPayment(t, cookie, method.id, oneTime);
    expect(unticked.status).toBe(400);
    expect(unticked.body.message).toBe(PAYMENT_MESSAGES.achAuthorization);
    const ticks = { ach_authorization: true, account_ownership: true };
    expect((await patchPayment(t, cookie, method.id, { ...oneTime, ...ticks })).status).toBe(200);
    const afterAmount = await rows().findOneByOrFail({ id: method.id });
    expect(afterAmount.amountCents).toBe(10_250_000);
    expect(afterAmount.isPaidInFull).toBe(true);
    expect(afterAmount.achAuthorizedAt?.getTime()).toBeGreaterThan(
      stored.achAuthorizedAt?.getTime() ?? 0,
    );
    expect(afterAmount.accountNumberEncrypted).toBe(stored.accountNumberEncrypted);

    // New numbers: encrypted anew under a fresh IV, last four updated, still masked.
    const moved = await patchPayment(t, cookie, method.id, {
      routing_number: OTHER_BANK.routing,
      account_number: OTHER_BANK.account,
      ...ticks,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      routingNumberLast4: '0015',
      accountNumberLast4: OTHER_BANK.accountLast4,
      last4: OTHER_BANK.accountLast4,
    });
    expectMasked(moved.body, [OTHER_BANK.routing, OTHER_BANK.account]);
    const afterMove = await rows().findOneByOrFail({ id: method.id });
    expect(afterMove.accountNumberEncrypted).not.toBe(stored.accountNumberEncrypted);
    expect(
      decryptField(
        [testKey],
        afterMove.routingNumberEncrypted ?? '',
        ENCRYPTED_FIELDS.routingNumber,
      ),
    ).toBe(OTHER_BANK.routing);
    expect(
      decryptField(
        [testKey],
        afterMove.accountNumberEncrypted ?? '',
        ENCRYPTED_FIELDS.accountNumber,
      ),
    ).toBe(OTHER_BANK.account);
    expect(await tableDump()).not.toContain(OTHER_BANK.account);
  });

  it('drops the bank details when an ACH method becomes an invoice, keeping the authorisation on record', async () => {
    const { cookie, agreement } = await clientWithAgreement(t);
    const method = await setUpPayment(t, cookie, achRequest(agreement.id));
    const response = await patchPayment(t, cookie, method.id, { payment_type: 'pay by invoice' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      paymentType: 'pay by invoice',
      last4: null,
      accountName: null,
      bankName: null,
      routingNumberLast4: null,
      accountNumberLast4: null,
      achAuthorization: null,
    });
    const row = await rows().findOneByOrFail({ id: method.id });
    expect([
      row.routingNumberEncrypted,
      row.accountNumberEncrypted,
      row.accountNumberLast4,
    ]).toEqual([null, null, null]);
    expect(row.achAuthorizedAt).toBeInstanceOf(Date);
    expect(row.achAuthorizationVersion).toBe(ACH_AUTHORIZATION.version);

    // Back to a card needs a card.
    const toCard = await patchPayment(t, cookie, method.id, {
      payment_type: 'pay by credit card',
      cardholder_name: 'Ada Lovelace',
      expiry_date: expiryIn(2),
      billing_address: '12 Example Street',
      billing_city: 'Boston',
      billing_state: 'MA',
      billing_zip: '02110',
    });
    expect(toCard.status).toBe(400);
    expect(toCard.body.message).toBe(PAYMENT_MESSAGES.cardNumber);
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
