import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  canonicalText,
  CONSULTING_AGREEMENT_TEMPLATE_VERSION,
  ESIGN_DISCLOSURE_VERSION,
} from '@consult/documents';
import {
  AGREEMENT_MESSAGES,
  DEFAULT_FIRM,
  ESIGN_MESSAGES,
  MESSAGES,
  NDA_MESSAGES,
  agreementReference,
  formatCents,
  priceAgreement,
  type Agreement,
  type AgreementClientData,
  type AgreementServiceSelection,
  type AgreementSummary,
} from '@consult/domain';
import { allPaymentTypes } from '@consult/testing/node';
import { ConsultingAgreement } from '../src/agreements/agreement.entity';
import { PreparedSelect } from '../src/database/prepared-select';
import {
  buildAgreementRequest,
  buildClientData,
  postAgreement,
  signAgreement,
} from './support/agreements';
import { createSignedInUser } from './support/factories';
import { acceptDisclosure, download, pdfPages, squash, TEST_USER_AGENT } from './support/ndas';
import { ORIGIN, startApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});

afterAll(async () => {
  await t.close();
});

const rows = () => t.app.get(DataSource).getRepository(ConsultingAgreement);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie);
const remove = (id: number, cookie: string) =>
  t.http().delete(`/api/consulting-agreement/${id}`).set('Origin', ORIGIN).set('Cookie', cookie);

/** A signed-in client who has accepted the electronic records disclosure. */
async function readyClient() {
  const client = await createSignedInUser(t);
  await acceptDisclosure(t, client.cookie);
  return client;
}

/** POSTs the body and expects a 400 with exactly this message, and no agreement written. */
async function expectRefused(body: object, message: string) {
  const { cookie, user } = await readyClient();
  const response = await postAgreement(t, cookie, body);
  expect({ status: response.status, message: response.body.message }).toEqual({
    status: 400,
    message,
  });
  expect(await rows().countBy({ userId: user.id })).toBe(0);
}

const corporate = (change: Record<string, unknown>) => ({
  name: 'Corporate Advisory',
  subServices: ['Due Diligence'],
  paymentType: 'project',
  fee: 5500,
  ...change,
});

describe('POST /api/consulting-agreement: signing', () => {
  it('stores the agreement with the server’s figures and the signature evidence', async () => {
    const { cookie, user, input } = await readyClient();
    const before = Date.now();
    const request = buildAgreementRequest({ services: allPaymentTypes() });
    const response = await postAgreement(t, cookie, request);

    expect(response.status).toBe(201);
    const agreement = response.body as Agreement;
    const expected = priceAgreement(allPaymentTypes());
    expect(agreement).toMatchObject({
      reference: agreementReference(agreement.id),
      version: 1,
      previousVersionId: null,
      supersededById: null,
      status: 'active',
      ...Object.fromEntries(Object.entries(request.clientData).filter(([key]) => key !== 'date')),
      signedDate: request.clientData.date,
      typedSignature: 'Ada Lovelace',
      services: expected.lines,
      totals: expected.totals,
      consent: { version: ESIGN_DISCLOSURE_VERSION },
      signature: { ipAddress: '127.0.0.1', userAgent: TEST_USER_AGENT },
    });
    expect(agreement.totals).toEqual({
      grandTotalCents: 10_250_000,
      byPaymentType: [
        { paymentType: 'hourly', totalCents: 500_000 },
        { paymentType: 'monthly', totalCents: 6_000_000 },
        { paymentType: 'project', totalCents: 1_500_000 },
        { paymentType: 'success', totalCents: 2_250_000 },
      ],
      longestMonths: 6,
      monthlyPaymentCents: 1_708_333,
      downPaymentCents: 250_000,
    });
    expect(agreement.services.map((line) => line.subtotalCents)).toEqual([
      500_000, 6_000_000, 1_500_000, 2_250_000,
    ]);
    expect(Date.parse(agreement.signature?.signedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(agreement.signature?.documentHash).toMatch(/^[0-9a-f]{64}$/);

    // The document as signed, from the shared template, with the firm's fixed signer.
    expect(agreement.document).toMatchObject({
      kind: 'consulting-agreement',
      templateVersion: CONSULTING_AGREEMENT_TEMPLATE_VERSION,
      title: 'Consulting Services Agreement',
      effectiveDate: request.clientData.date,
    });
    expect(agreement.document.signatures.map((block) => block.signature)).toEqual([
      DEFAULT_FIRM.founderName,
      'Ada Lovelace',
    ]);

    // Stored: the figures in cents, the canonical text and its hash, the account that signed.
    const row = await rows().findOneByOrFail({ id: agreement.id });
    expect(row.userId).toBe(user.id);
    expect(row.accountEmail).toBe(input.email);
    expect(row.grandTotalCents).toBe(10_250_000);
    expect(row.services).toEqual(expected.lines);
    expect(row.documentText).toBe(canonicalText(agreement.document));
    expect(sha256(row.documentText)).toBe(agreement.signature?.documentHash);
    expect(row.documentText).toContain('Signature: /s/ Ada Lovelace');
    expect(row.documentText).toContain('Grand total | $102,500');
  });

  it('refuses totals sent by the browser, anywhere in the body', async () => {
    const services = allPaymentTypes();
    await expectRefused(
      { ...buildAgreementRequest({ services }), total: 1 },
      MESSAGES.unknownField('total'),
    );
    await expectRefused(
      {
        ...buildAgreementRequest(),
        services: [{ ...services[0], subtotal: 1 }],
      },
      MESSAGES.unknownField('services.0.subtotal'),
    );
    await expectRefused(
      {
        ...buildAgreementRequest(),
        services: [{ ...services[0], subtotalCents: 1 }],
      },
      MESSAGES.unknownField('services.0.subtotalCents'),
    );
    await expectRefused(
      { ...buildAgreementRequest(), clientData: { ...buildClientData(), grandTotal: 1 } },
      MESSAGES.unknownField('clientData.grandTotal'),
    );
  });

  it('keeps only what a payment type uses', async () => {
    const { cookie } = await readyClient();
    const response = await postAgreement(
      t,
      cookie,
      buildAgreementRequest({
        services: [
          corporate({ paymentType: 'hourly', fee: 500, hours: 2, months: 3, downPayment: 9 }),
          {
            name: 'Marketing & Branding',
            subServices: ['Digital Marketing'],
            paymentType: 'monthly',
            fee: 5000,
            months: 2,
            hours: 7,
          },
        ] as AgreementServiceSelection[],
      }),
    );
    expect(response.status).toBe(201);
    const agreement = response.body as Agreement;
    expect(agreement.services).toEqual([
      {
        name: 'Corporate Advisory',
        subServices: ['Due Diligence'],
        paymentType: 'hourly',
        fee: 500,
        hours: 2,
        subtotalCents: 100_000,
      },
      {
        name: 'Marketing & Branding',
        subServices: ['Digital Marketing'],
        paymentType: 'monthly',
        fee: 5000,
        months: 2,
        subtotalCents: 1_000_000,
      },
    ]);
    expect(agreement.totals.grandTotalCents).toBe(1_100_000);
  });

  it('refuses 0 hours or months (at least 1, as the form) and an agreement that bills $0', async () => {
    await expectRefused(
      buildAgreementRequest({
        services: [
          corporate({ paymentType: 'hourly', fee: 500, hours: 0 }),
        ] as AgreementServiceSelection[],
      }),
      AGREEMENT_MESSAGES.hours,
    );
    await expectRefused(
      buildAgreementRequest({
        services: [
          {
            name: 'Marketing & Branding',
            subServices: ['Digital Marketing'],
            paymentType: 'monthly',
            fee: 5000,
            months: 0,
          },
        ],
      }),
      AGREEMENT_MESSAGES.months,
    );
    await expectRefused(
      buildAgreementRequest({
        services: [corporate({ paymentType: 'project', fee: 0 })] as AgreementServiceSelection[],
      }),
      AGREEMENT_MESSAGES.zeroTotal,
    );
  });

  it.each([
    ['an empty service list', { services: [] }, AGREEMENT_MESSAGES.noService],
    ['no service list', { services: undefined }, AGREEMENT_MESSAGES.noService],
    ['no client data', { clientData: undefined }, AGREEMENT_MESSAGES.clientInformation],
    ['client data as text', { clientData: 'Acme' }, AGREEMENT_MESSAGES.clientInformation],
    ['a service list as text', { services: 'Corporate Advisory' }, AGREEMENT_MESSAGES.noService],
    [
      'a service as text',
      { services: ['Corporate Advisory'] },
      'Each service must be an object with a name, sub-services, a payment type and a fee',
    ],
  ])('answers 400 for %s', async (_label, change, message) => {
    const body: Record<string, unknown> = { ...buildAgreementRequest(), ...change };
    for (const key of Object.keys(change)) {
      if ((change as Record<string, unknown>)[key] === undefined) delete body[key];
    }
    await expectRefused(body, message);
  });

  it.each<keyof AgreementClientData>([
    'companyName',
    'signerName',
    'signerTitle',
    'companyStreet',
    'companyCity',
    'companyState',
    'companyZip',
    'companyPhone',
  ])('answers "Please fill in all client information fields" without %s', async (field) => {
    const missing: Record<string, unknown> = { ...buildClientData() };
    delete missing[field];
    for (const clientData of [missing, { ...buildClientData(), [field]: '   ' }]) {
      await expectRefused(
        { ...buildAgreementRequest(), clientData },
        AGREEMENT_MESSAGES.clientInformation,
      );
    }
  });

  it.each([
    [
      'an unknown service',
      { name: 'Tax Planning' },
      AGREEMENT_MESSAGES.unknownService('Tax Planning'),
    ],
    [
      'a sub-service of another service',
      { subServices: ['Cloud Migration'] },
      AGREEMENT_MESSAGES.unknownSubService('Corporate Advisory', 'Cloud Migration'),
    ],
    [
      'a service without sub-services',
      { subServices: [] },
      AGREEMENT_MESSAGES.noSubService('Corporate Advisory'),
    ],
    [
      'success-based where it is not offered',
      { paymentType: 'success', fee: 5500, downPayment: 1375 },
      AGREEMENT_MESSAGES.successNotOffered('Corporate Advisory'),
    ],
    ['an unknown payment type', { paymentType: 'weekly' }, AGREEMENT_MESSAGES.paymentType],
    ['the annual payment type', { paymentType: 'annual' }, AGREEMENT_MESSAGES.paymentType],
    ['a fee as text', { fee: '5500' }, AGREEMENT_MESSAGES.feeDigits],
    ['a negative fee', { fee: -1 }, AGREEMENT_MESSAGES.feeDigits],
    ['a fractional fee', { fee: 5500.5 }, AGREEMENT_MESSAGES.feeDigits],
    ['no fee', { fee: undefined }, AGREEMENT_MESSAGES.feeDigits],
    ['a fee above the limit', { fee: 10_000_001 }, AGREEMENT_MESSAGES.feeTooLarge],
    ['hourly without hours', { paymentType: 'hourly', fee: 500 }, AGREEMENT_MESSAGES.hours],
    ['fractional hours', { paymentType: 'hourly', fee: 500, hours: 1.5 }, AGREEMENT_MESSAGES.hours],
    ['negative hours', { paymentType: 'hourly', fee: 500, hours: -1 }, AGREEMENT_MESSAGES.hours],
    ['hours as text', { paymentType: 'hourly', fee: 500, hours: '2' }, AGREEMENT_MESSAGES.hours],
    [
      'too many hours',
      { paymentType: 'hourly', fee: 500, hours: 10_001 },
      AGREEMENT_MESSAGES.hoursTooLarge,
    ],
    ['monthly without months', { paymentType: 'monthly', fee: 5000 }, AGREEMENT_MESSAGES.months],
    [
      'fractional months',
      { paymentType: 'monthly', fee: 5000, months: 2.5 },
      AGREEMENT_MESSAGES.months,
    ],
    [
      'too many months',
      { paymentType: 'monthly', fee: 5000, months: 121 },
      AGREEMENT_MESSAGES.monthsTooLarge,
    ],
  ])('answers 400 for %s', async (_label, change, message) => {
    const service: Record<string, unknown> = corporate(change);
    for (const [key, value] of Object.entries(service))
      if (value === undefined) delete service[key];
    await expectRefused({ ...buildAgreementRequest(), services: [service] }, message);
  });

  it.each([
    ['no down payment', { downPayment: undefined }],
    ['a down payment as text', { downPayment: '2500' }],
    ['a negative down payment', { downPayment: -5 }],
    ['a fractional down payment', { downPayment: 2500.25 }],
  ])('answers 400 for a success-based service with %s', async (_label, change) => {
    const service: Record<string, unknown> = {
      name: 'Capital Markets Advisory',
      subServices: ['Capital Raising'],
      paymentType: 'success',
      fee: 10000,
      ...change,
    };
    for (const [key, value] of Object.entries(service))
      if (value === undefined) delete service[key];
    await expectRefused(
      { ...buildAgreementRequest(), services: [service] },
      AGREEMENT_MESSAGES.downPaymentDigits,
    );
  });

  it('answers 400 for a service listed twice or a sub-service listed twice', async () => {
    await expectRefused(
      { ...buildAgreementRequest(), services: [corporate({}), corporate({})] },
      AGREEMENT_MESSAGES.duplicateService('Corporate Advisory'),
    );
    await expectRefused(
      {
        ...buildAgreementRequest(),
        services: [corporate({ subServices: ['Due Diligence', 'Due Diligence'] })],
      },
      'Corporate Advisory lists a sub-service more than once',
    );
  });

  it('refuses fields it does not know (the evidence and the status are the server’s own)', async () => {
    for (const field of ['documentHash', 'userId', 'status', 'version']) {
      await expectRefused(
        { ...buildAgreementRequest(), [field]: 'x' },
        MESSAGES.unknownField(field),
      );
    }
  });

  it('refuses a client value with a line break', async () => {
    await expectRefused(
      buildAgreementRequest({
        clientData: buildClientData({ companyName: 'Acme\nSignature: /s/ Someone Else' }),
      }),
      NDA_MESSAGES.singleLine('Company name'),
    );
  });

  it.each([
    ['missing', undefined],
    ['false', false],
    ['"true" as text', 'true'],
  ])('needs "I agree to sign electronically" (%s)', async (_label, value) => {
    const body: Record<string, unknown> = { ...buildAgreementRequest() };
    if (value === undefined) delete body['agreeToSignElectronically'];
    else body['agreeToSignElectronically'] = value;
    await expectRefused(body, ESIGN_MESSAGES.agreeRequired);
  });

  it('needs the electronic records disclosure accepted first', async () => {
    const { cookie, user } = await createSignedInUser(t);
    const response = await postAgreement(t, cookie, buildAgreementRequest());
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(ESIGN_MESSAGES.consentRequired);
    expect(await rows().countBy({ userId: user.id })).toBe(0);
  });

  it('needs the typed signature to be the signer’s name (case and spacing aside)', async () => {
    await expectRefused(
      buildAgreementRequest({ signature: 'Charles Babbage' }),
      AGREEMENT_MESSAGES.signatureMismatch,
    );
    await expectRefused(
      { ...buildAgreementRequest(), signature: undefined },
      AGREEMENT_MESSAGES.signatureMismatch,
    );
    const { cookie } = await readyClient();
    const loose = await postAgreement(
      t,
      cookie,
      buildAgreementRequest({ signature: '  ada   LOVELACE ' }),
    );
    expect(loose.status).toBe(201);
    expect(loose.body.typedSignature).toBe('ada   LOVELACE');
  });

  it('dates the agreement the day it is signed', async () => {
    await expectRefused(
      buildAgreementRequest({ clientData: buildClientData({ date: '2020-01-01' }) }),
      AGREEMENT_MESSAGES.dateNotToday,
    );
    await expectRefused(
      buildAgreementRequest({ clientData: buildClientData({ date: '2025-02-30' }) }),
      AGREEMENT_MESSAGES.dateInvalid,
    );
    const undated: Record<string, unknown> = { ...buildClientData() };
    delete undated['date'];
    await expectRefused(
      { ...buildAgreementRequest(), clientData: undated },
      AGREEMENT_MESSAGES.dateInvalid,
    );
  });
});

describe('the list’s prepared query (issue 19)', () => {
  it('gives exactly the entities TypeORM’s own query gives, for each value it is run with', async () => {
    const clients = [await readyClient(), await readyClient(), await readyClient()];
    const first = await signAgreement(t, clients[0].cookie);
    await signAgreement(t, clients[0].cookie, { agreementId: first.id });
    await signAgreement(t, clients[1].cookie);
    // Every column, the embedded evidence, JSON and transformed columns, nulls and dates.
    const query = (userId: unknown) =>
      rows()
        .createQueryBuilder('agreement')
        .setFindOptions({ where: { userId: userId as number }, order: { id: 'ASC' } });
    const prepared = new PreparedSelect((value) => query(value(0)));

    for (const { user } of clients) {
      const expected = await query(user.id).getMany();
      const found = await prepared.getMany(user.id);
      expect(found).toEqual(expected);
      expect(found.every((row) => row instanceof ConsultingAgreement)).toBe(true);
    }
    expect((await prepared.getMany(clients[0].user.id)).map((row) => row.version)).toEqual([1, 2]);
    expect(await prepared.getMany(clients[2].user.id)).toEqual([]);
    // Only values every driver takes as they are.
    await expect(prepared.getMany(new Date() as never)).rejects.toThrow(TypeError);
  });
});

describe('re-signing: a new version', () => {
  it('creates version 2; version 1 stays readable as signed, superseded', async () => {
    const { cookie, user } = await readyClient();
    const first = await signAgreement(t, cookie, { services: allPaymentTypes() });

    const changed = [
      corporate({ subServices: ['Due Diligence', 'Corporate Governance'] }),
    ] as AgreementServiceSelection[];
    const response = await postAgreement(
      t,
      cookie,
      buildAgreementRequest({
        agreementId: first.id,
        services: changed,
        clientData: buildClientData({ companyName: 'Analytical Engines Group' }),
      }),
    );
    expect(response.status).toBe(201);
    const second = response.body as Agreement;
    expect(second).toMatchObject({
      version: 2,
      previousVersionId: first.id,
      supersededById: null,
      status: 'active',
      companyName: 'Analytical Engines Group',
      totals: { grandTotalCents: 1_100_000 },
    });
    expect(second.id).not.toBe(first.id);
    expect(second.document.recitals.join(' ')).toContain(
      `This is version 2 of the Agreement. From the Effective Date it replaces the version signed under reference ${first.reference} (version 1)`,
    );
    expect(second.signature?.documentHash).not.toBe(first.signature?.documentHash);

    // Version 1: readable by id, superseded, with its original content, figures and hash.
    const old = (await get(`/api/consulting-agreement/${first.id}`, cookie)).body as Agreement;
    expect(old).toEqual({
      ...first,
      status: 'superseded',
      supersededById: second.id,
      history: [
        { ...first.history[0], status: 'superseded' },
        expect.objectContaining({ id: second.id, version: 2, status: 'active' }),
      ],
    });
    const oldRow = await rows().findOneByOrFail({ id: first.id });
    expect(sha256(oldRow.documentText)).toBe(first.signature?.documentHash);
    expect(oldRow.grandTotalCents).toBe(10_250_000);

    // The list shows the newest version only.
    const list = (await get('/api/consulting-agreements', cookie)).body as AgreementSummary[];
    expect(list.map((item) => item.id)).toEqual([second.id]);

    // A superseded version cannot be re-signed again: edit the newest one.
    const again = await postAgreement(t, cookie, buildAgreementRequest({ agreementId: first.id }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(AGREEMENT_MESSAGES.superseded);
    expect(await rows().countBy({ userId: user.id })).toBe(2);

    // Version 3 continues the chain; deleting any version hides all three.
    const third = await signAgreement(t, cookie, { agreementId: second.id });
    expect(third).toMatchObject({ version: 3, previousVersionId: second.id });
    expect((await remove(first.id, cookie)).status).toBe(204);
    for (const id of [first.id, second.id, third.id]) {
      expect((await get(`/api/consulting-agreement/${id}`, cookie)).status).toBe(404);
    }
    expect((await get('/api/consulting-agreements', cookie)).body).toEqual([]);
    expect(await rows().countBy({ userId: user.id })).toBe(3);
  });

  it('lets only one of two simultaneous re-signings of a version through', async () => {
    const { cookie, user } = await readyClient();
    const first = await signAgreement(t, cookie);
    const answers = await Promise.all(
      [1, 2].map(() => postAgreement(t, cookie, buildAgreementRequest({ agreementId: first.id }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await rows().countBy({ userId: user.id })).toBe(2);
    const list = (await get('/api/consulting-agreements', cookie)).body as AgreementSummary[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ version: 2, previousVersionId: first.id });
  });

  it('answers 404 for an agreementId that is another client’s, deleted or unknown, and writes nothing', async () => {
    const owner = await readyClient();
    const stranger = await readyClient();
    const theirs = await signAgreement(t, owner.cookie);
    const gone = await signAgreement(t, stranger.cookie);
    await remove(gone.id, stranger.cookie);

    for (const agreementId of [theirs.id, gone.id, 999_999]) {
      const response = await postAgreement(
        t,
        stranger.cookie,
        buildAgreementRequest({ agreementId }),
      );
      expect(response.status).toBe(404);
    }
    expect(await rows().countBy({ userId: stranger.user.id })).toBe(1);
    const untouched = (await get(`/api/consulting-agreement/${theirs.id}`, owner.cookie))
      .body as Agreement;
    expect(untouched).toEqual(theirs);
  });

  it('answers 400 for an agreementId that is not a positive whole number', async () => {
    for (const agreementId of ['1', 0, 1.5, -3]) {
      const { cookie, user } = await readyClient();
      const response = await postAgreement(t, cookie, {
        ...buildAgreementRequest(),
        agreementId,
      });
      expect(response.status).toBe(400);
      expect(await rows().countBy({ userId: user.id })).toBe(0);
    }
  });
});

describe('listing, reading and deleting agreements', () => {
  it('lists the client’s own agreements, newest first, without the document', async () => {
    const { cookie } = await readyClient();
    const other = await readyClient();
    const first = await signAgreement(t, cookie, {
      clientData: buildClientData({ companyName: 'First Co' }),
    });
    const second = await signAgreement(t, cookie, {
      clientData: buildClientData({ companyName: 'Second Co' }),
      services: allPaymentTypes(),
    });
    await signAgreement(t, other.cookie);

    const response = await get('/api/consulting-agreements', cookie);
    expect(response.status).toBe(200);
    const list = response.body as AgreementSummary[];
    expect(list.map((item) => item.id)).toEqual([second.id, first.id]);
    const summary: Partial<Agreement> = { ...second };
    delete summary.document;
    delete summary.consent;
    delete summary.history;
    expect(list[0]).toEqual(summary);
    expect(list[0]).not.toHaveProperty('document');
  });

  it('answers one agreement with its document as signed', async () => {
    const { cookie } = await readyClient();
    const signed = await signAgreement(t, cookie);
    const response = await get(`/api/consulting-agreement/${signed.id}`, cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(signed);
  });

  it('soft-deletes: gone from every list and view, kept in the database', async () => {
    const { cookie } = await readyClient();
    const kept = await signAgreement(t, cookie);
    const gone = await signAgreement(t, cookie);

    expect((await remove(gone.id, cookie)).status).toBe(204);
    const list = (await get('/api/consulting-agreements', cookie)).body as AgreementSummary[];
    expect(list.map((item) => item.id)).toEqual([kept.id]);
    expect((await get(`/api/consulting-agreement/${gone.id}`, cookie)).status).toBe(404);
    expect(
      (await download(t, `/api/consulting-agreement/${gone.id}/download`, cookie)).status,
    ).toBe(404);
    expect((await remove(gone.id, cookie)).status).toBe(404);

    const row = await rows().findOneByOrFail({ id: gone.id });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.evidence.documentHash).toBe(gone.signature?.documentHash);
  });

  it('answers 404 for another client’s agreement on every route, and changes nothing', async () => {
    const owner = await readyClient();
    const stranger = await readyClient();
    const agreement = await signAgreement(t, owner.cookie);

    const answers = await Promise.all([
      get(`/api/consulting-agreement/${agreement.id}`, stranger.cookie),
      download(t, `/api/consulting-agreement/${agreement.id}/download`, stranger.cookie),
      remove(agreement.id, stranger.cookie),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
    }
    expect(answers[0].body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found' });
    expect((await get('/api/consulting-agreements', stranger.cookie)).body).toEqual([]);
    expect((await get(`/api/consulting-agreement/${agreement.id}`, owner.cookie)).body).toEqual(
      agreement,
    );
  });

  it('answers 404 for an id that names nothing', async () => {
    const { cookie } = await readyClient();
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
      expect((await get(`/api/consulting-agreement/${id}`, cookie)).status).toBe(404);
    }
  });

  it('answers 401 on every route without a session', async () => {
    const answers = await Promise.all([
      t.http().get('/api/consulting-agreements'),
      t.http().get('/api/consulting-agreement/1'),
      t.http().get('/api/consulting-agreement/1/download'),
      t.http().delete('/api/consulting-agreement/1').set('Origin', ORIGIN),
      t
        .http()
        .post('/api/consulting-agreement')
        .set('Origin', ORIGIN)
        .send(buildAgreementRequest()),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it('refuses a deletion from a foreign origin', async () => {
    const { cookie } = await readyClient();
    const agreement = await signAgreement(t, cookie);
    const response = await t
      .http()
      .delete(`/api/consulting-agreement/${agreement.id}`)
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie);
    expect(response.status).toBe(403);
    expect((await get(`/api/consulting-agreement/${agreement.id}`, cookie)).status).toBe(200);
  });
});

describe('GET /api/profile: hasSignedAgreement', () => {
  it('turns true when the client signs an agreement, and false again once it is deleted', async () => {
    const { cookie } = await readyClient();
    const profile = () => get('/api/profile', cookie);
    expect((await profile()).body.hasSignedAgreement).toBe(false);

    const first = await signAgreement(t, cookie);
    expect((await profile()).body.hasSignedAgreement).toBe(true);
    const second = await signAgreement(t, cookie, { agreementId: first.id });
    expect((await profile()).body.hasSignedAgreement).toBe(true);

    await remove(second.id, cookie);
    expect((await profile()).body.hasSignedAgreement).toBe(false);
  });
});

describe('GET /api/consulting-agreement/{id}/download', () => {
  it('answers the agreement as a PDF: services, sub-services, totals, then the certificate', async () => {
    const { cookie, input } = await readyClient();
    const agreement = await signAgreement(t, cookie, { services: allPaymentTypes() });

    const response = await download(
      t,
      `/api/consulting-agreement/${agreement.id}/download`,
      cookie,
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="consulting-agreement-analytical-engines-ltd-${agreement.signedDate}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pages = await pdfPages(pdf);
    const body = squash(pages.slice(0, -1).join('\n'));
    for (const text of [
      'Consulting Services Agreement',
      DEFAULT_FIRM.name,
      DEFAULT_FIRM.founderName,
      'Analytical Engines Ltd',
      'Ada Lovelace',
      ...allPaymentTypes().flatMap((service) => [service.name, ...service.subServices]),
      '$500 per hour × 10 hours',
      '$5,000 per month × 6 months × 2 sub-services',
      '$2,500 down payment + $10,000 base fee × 2 sub-services',
      ...agreement.totals.byPaymentType.map((group) => formatCents(group.totalCents)),
      `Grand total ${formatCents(agreement.totals.grandTotalCents)}`,
      '$102,500',
      '$17,083.33',
      'thirty (30) days’ written notice',
      'Mutual Non-Disclosure Agreement',
    ]) {
      expect(body).toContain(squash(text));
    }
    expect(body).not.toContain('signaturecertificate');

    const certificate = squash(pages[pages.length - 1]);
    expect(certificate).toContain('signaturecertificate');
    for (const text of [
      agreement.signature?.documentHash ?? 'missing hash',
      agreement.reference,
      '127.0.0.1',
      TEST_USER_AGENT,
      input.email,
      'Ada Lovelace',
      ESIGN_DISCLOSURE_VERSION,
      (agreement.signature?.signedAt ?? 'missing time').slice(0, 19).replace('T', ' '),
    ]) {
      expect(certificate).toContain(squash(text));
    }
  });

  it('renders a superseded version exactly as it was signed', async () => {
    const { cookie } = await readyClient();
    const first = await signAgreement(t, cookie, { services: allPaymentTypes() });
    const second = await signAgreement(t, cookie, { agreementId: first.id });

    const old = squash(
      (
        await pdfPages(
          (await download(t, `/api/consulting-agreement/${first.id}/download`, cookie))
            .body as Buffer,
        )
      ).join('\n'),
    );
    expect(old).toContain(squash('$102,500'));
    expect(old).toContain(first.signature?.documentHash);
    const latest = squash(
      (
        await pdfPages(
          (await download(t, `/api/consulting-agreement/${second.id}/download`, cookie))
            .body as Buffer,
        )
      ).join('\n'),
    );
    expect(latest).toContain(squash(`${second.reference} (version 2)`));
    expect(latest).not.toContain(squash('$102,500'));
  });
});
