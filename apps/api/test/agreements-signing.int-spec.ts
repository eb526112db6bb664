import {
  canonicalText,
  CONSULTING_AGREEMENT_TEMPLATE_VERSION,
  ESIGN_DISCLOSURE_VERSION,
} from '@consult/documents';
import {
  AGREEMENT_MESSAGES,
  DEFAULT_FIRM,
  MESSAGES,
  agreementReference,
  priceAgreement,
  type Agreement,
  type AgreementServiceSelection,
  type AgreementSummary,
} from '@consult/domain';
import { allPaymentTypes } from '@consult/testing/node';
import {
  buildAgreementRequest,
  buildClientData,
  postAgreement,
  signAgreement,
} from './support/agreements';
import { TEST_USER_AGENT } from './support/ndas';
import { agreementsSuite, corporate, sha256 } from './support/agreements-suite';

const { t, rows, get, remove, readyClient, expectRefused } = agreementsSuite();

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
