import {
  AGREEMENT_MESSAGES,
  PAYMENT_AMOUNT_MESSAGES,
  paymentAmountRule,
  type AgreementServiceSelection,
  type AgreementSummary,
  type PaymentMethod as PaymentMethodResponse,
} from '@consult/domain';
import { isUniqueViolation } from '../src/common/errors/unique-violation';
import { PaymentMethod } from '../src/payments/payment-method.entity';
import { createSignedInAdmin } from './support/admin';
import { buildAgreementRequest, postAgreement } from './support/agreements';
import { createSignedInUser } from './support/factories';
import { acceptDisclosure } from './support/ndas';
import {
  achRequest,
  cardRequest,
  invoiceRequest,
  patchPayment,
  postPayment,
  setUpPayment,
} from './support/payments';
import {
  HOURLY_AND_MONTHLY,
  PROJECT_15000,
  amendment,
  contractsSuite,
  outcome,
} from './support/contracts-and-money';

/**
 * The rules of docs/contracts-and-money.md (issue 15), over HTTP: the payment amount follows the
 * agreement, one payment method in force per agreement, and an agreement bills something.
 */

const { t, agreementRows, methodRows, get, amend, methodsOf, clientWithAgreement } =
  contractsSuite();

describe('the payment amount follows the agreement', () => {
  it('refuses an amount that is not the agreement’s total, naming the right one; the exact total passes', async () => {
    const { cookie, user, agreement } = await clientWithAgreement(PROJECT_15000);
    expect(agreement.totals.grandTotalCents).toBe(1_500_000);

    const wrong = await postPayment(t, cookie, invoiceRequest(agreement.id, { amount: 1 }));
    const rule = paymentAmountRule(agreement.totals, false);
    expect(outcome(wrong)).toEqual({
      status: 400,
      message: PAYMENT_AMOUNT_MESSAGES.amountMismatch(
        rule as { amountCents: number; explanation: string },
      ),
    });
    expect(wrong.body.message).toContain('$15,000');
    // Named as the amount's, so a form shows it under the amount.
    expect(wrong.body.fields).toEqual({ amount: wrong.body.message });
    // "Only amount <= total" is not the rule any more: less than the total is refused too.
    const less = await postPayment(t, cookie, invoiceRequest(agreement.id, { amount: 14999.99 }));
    expect(less.status).toBe(400);
    expect(less.body.message).toContain('$15,000');
    expect(await methodRows().countBy({ userId: user.id })).toBe(0);

    const exact = await postPayment(t, cookie, invoiceRequest(agreement.id, { amount: 15000 }));
    expect(exact.status).toBe(201);
    expect(exact.body).toMatchObject({
      amountCents: 1_500_000,
      isMonthly: false,
      isPaidInFull: true,
      status: 'active',
      instalments: null,
    });
  });

  it('refuses is_paid_in_full with a monthly schedule, and a monthly schedule without a monthly service', async () => {
    const monthly = await clientWithAgreement(HOURLY_AND_MONTHLY);
    const paidInFull = await postPayment(
      t,
      monthly.cookie,
      invoiceRequest(monthly.agreement.id, {
        amount: 1033.33,
        is_monthly: true,
        is_paid_in_full: true,
      }),
    );
    expect(outcome(paidInFull)).toEqual({
      status: 400,
      message: PAYMENT_AMOUNT_MESSAGES.paidInFull,
    });
    // One-time with is_paid_in_full false is the other wrong combination.
    const notPaidInFull = await postPayment(
      t,
      monthly.cookie,
      invoiceRequest(monthly.agreement.id, { amount: 3100, is_paid_in_full: false }),
    );
    expect(outcome(notPaidInFull)).toEqual({
      status: 400,
      message: PAYMENT_AMOUNT_MESSAGES.paidInFull,
    });

    const oneTime = await clientWithAgreement(PROJECT_15000);
    const noMonthly = await postPayment(
      t,
      oneTime.cookie,
      invoiceRequest(oneTime.agreement.id, { amount: 2500, is_monthly: true }),
    );
    expect(outcome(noMonthly)).toEqual({
      status: 400,
      message: PAYMENT_AMOUNT_MESSAGES.monthlyWithoutMonthlyService,
    });
    expect(await methodRows().countBy({ userId: monthly.user.id })).toBe(0);
    expect(await methodRows().countBy({ userId: oneTime.user.id })).toBe(0);
  });

  it('bills a monthly schedule the total over the months rounded down to the cent; the instalments add up to the total', async () => {
    const { cookie, agreement } = await clientWithAgreement(HOURLY_AND_MONTHLY);
    expect(agreement.totals).toMatchObject({ grandTotalCents: 310_000, longestMonths: 3 });

    // Rounded up is not the amount: $1,033.34 is refused, naming $1,033.33.
    const roundedUp = await postPayment(
      t,
      cookie,
      invoiceRequest(agreement.id, { amount: 1033.34, is_monthly: true }),
    );
    expect(roundedUp.status).toBe(400);
    expect(roundedUp.body.message).toContain('$1,033.33');

    const method = await setUpPayment(
      t,
      cookie,
      invoiceRequest(agreement.id, { amount: 1033.33, is_monthly: true }),
    );
    expect(method).toMatchObject({ amountCents: 103_333, isMonthly: true, isPaidInFull: false });

    for (const response of [
      await get(`/api/payment-info/${method.id}`, cookie),
      { body: (await methodsOf(cookie, [agreement.id]))[0] },
    ]) {
      const { instalments } = response.body as PaymentMethodResponse;
      expect(instalments).toEqual({
        count: 3,
        regularCents: 103_333,
        finalCents: 103_334,
        totalCents: 310_000,
      });
      if (!instalments) throw new Error('no instalments');
      expect(instalments.regularCents * (instalments.count - 1) + instalments.finalCents).toBe(
        agreement.totals.grandTotalCents,
      );
    }
  });
});

describe('one payment method in force per agreement', () => {
  it('card, then ACH, then invoice: one in force, two replaced with their date and successor; a replaced one cannot be edited', async () => {
    const { cookie, agreement } = await clientWithAgreement(PROJECT_15000);
    const card = await setUpPayment(
      t,
      cookie,
      cardRequest(agreement.id, { amount: 15000, is_paid_in_full: true }),
    );
    const ach = await setUpPayment(
      t,
      cookie,
      achRequest(agreement.id, { amount: 15000, is_monthly: false }),
    );
    const invoice = await setUpPayment(t, cookie, invoiceRequest(agreement.id, { amount: 15000 }));

    const listed = await methodsOf(cookie, [agreement.id]);
    expect(listed).toHaveLength(3);
    expect(listed.filter((method) => method.status === 'active')).toEqual([
      expect.objectContaining({ id: invoice.id, statusChangedAt: null, replacedById: null }),
    ]);
    const byId = new Map(listed.map((method) => [method.id, method]));
    expect(byId.get(card.id)).toMatchObject({ status: 'replaced', replacedById: ach.id });
    expect(byId.get(ach.id)).toMatchObject({ status: 'replaced', replacedById: invoice.id });
    for (const id of [card.id, ach.id]) {
      expect(Date.parse(byId.get(id)?.statusChangedAt ?? '')).not.toBeNaN();
    }
    // One view agrees with the list.
    expect((await get(`/api/payment-info/${card.id}`, cookie)).body).toMatchObject({
      status: 'replaced',
      replacedById: ach.id,
    });

    // History is never edited; the method in force is.
    for (const id of [card.id, ach.id]) {
      const edit = await patchPayment(t, cookie, id, { po_number: 'PO-EDITED' });
      expect(outcome(edit)).toEqual({ status: 409, message: PAYMENT_AMOUNT_MESSAGES.notInForce });
    }
    expect((await methodRows().findOneByOrFail({ id: card.id })).poNumber).toBe('PO-2025-001');
    const live = await patchPayment(t, cookie, invoice.id, { po_number: 'PO-EDITED' });
    expect(live.status).toBe(200);

    // The ACH authorisation evidence stays on the replaced row.
    expect((await methodRows().findOneByOrFail({ id: ach.id })).achAuthorizedAt).toBeInstanceOf(
      Date,
    );
  });

  /** `count` saves of an invoice for the agreement, all at once. */
  const saveAtOnce = (cookie: string, agreementId: number, count: number) =>
    Promise.all(
      Array.from({ length: count }, () =>
        postPayment(t, cookie, invoiceRequest(agreementId, { amount: 15000 })),
      ),
    );

  it('leaves exactly one method in force after simultaneous saves for one agreement', async () => {
    const { cookie, agreement } = await clientWithAgreement(PROJECT_15000);
    let saved = 0;
    // First with no method in force, then with one in force that both try to replace.
    for (const round of [1, 2, 3]) {
      const answers = await saveAtOnce(cookie, agreement.id, 2);
      expect({ round, saved: answers.some((answer) => answer.status === 201) }).toEqual({
        round,
        saved: true,
      });
      saved += answers.filter((answer) => answer.status === 201).length;

      const listed = await methodsOf(cookie, [agreement.id]);
      expect(listed).toHaveLength(saved);
      expect(listed.filter((method) => method.status === 'active')).toHaveLength(1);
      // Every other one was replaced, and names what replaced it.
      for (const method of listed.filter((item) => item.status !== 'active')) {
        expect(method).toMatchObject({ status: 'replaced', replacedById: expect.any(Number) });
      }
      expect(await methodRows().countBy({ activeAgreementKey: agreement.id })).toBe(1);
    }
  });

  it('answers simultaneous saves 201, or 409 "try again", never 500', async () => {
    const { cookie, agreement } = await clientWithAgreement(PROJECT_15000);
    const unexpected: { round: number; status: number; message: unknown }[] = [];
    for (const round of [1, 2, 3, 4, 5, 6]) {
      for (const answer of await saveAtOnce(cookie, agreement.id, 5)) {
        const conflict =
          answer.status === 409 && answer.body.message === PAYMENT_AMOUNT_MESSAGES.conflict;
        if (answer.status !== 201 && !conflict) {
          unexpected.push({ round, status: answer.status, message: answer.body.message });
        }
      }
    }
    expect(unexpected).toEqual([]);
    expect(await methodRows().countBy({ activeAgreementKey: agreement.id })).toBe(1);
  });

  it('is enforced by the database: a second row in force for the same agreement is refused', async () => {
    const { cookie, agreement } = await clientWithAgreement(PROJECT_15000);
    const method = await setUpPayment(t, cookie, invoiceRequest(agreement.id, { amount: 15000 }));
    const stored = await methodRows().findOneByOrFail({ id: method.id });
    expect(stored).toMatchObject({ status: 'active', activeAgreementKey: agreement.id });

    const copy: Partial<PaymentMethod> = { ...stored };
    delete copy.id;
    const error = await methodRows()
      .insert(copy)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error)).toBe(true);
    expect(await methodRows().countBy({ consultingAgreementId: agreement.id })).toBe(1);
  });
});

describe('an agreement bills something', () => {
  const zero: AgreementServiceSelection[] = [{ ...PROJECT_15000[0], fee: 0 }];

  it('refuses a $0 agreement on the client’s signing', async () => {
    const client = await createSignedInUser(t);
    await acceptDisclosure(t, client.cookie);
    const response = await postAgreement(
      t,
      client.cookie,
      buildAgreementRequest({ services: zero }),
    );
    expect(outcome(response)).toEqual({ status: 400, message: AGREEMENT_MESSAGES.zeroTotal });
    // Zero hours is not a way around it.
    const noHours = await postAgreement(
      t,
      client.cookie,
      buildAgreementRequest({ services: [{ ...HOURLY_AND_MONTHLY[0], hours: 0 }] }),
    );
    expect(outcome(noHours)).toEqual({ status: 400, message: AGREEMENT_MESSAGES.hours });
    expect(await agreementRows().countBy({ userId: client.user.id })).toBe(0);
  });

  it('refuses a $0 amendment from the firm, and writes nothing', async () => {
    const admin = await createSignedInAdmin(t);
    const { cookie, user, agreement } = await clientWithAgreement(PROJECT_15000);
    const response = await amend(agreement.id, admin.cookie, { ...amendment(), services: zero });
    expect(outcome(response)).toEqual({ status: 400, message: AGREEMENT_MESSAGES.zeroTotal });
    const noHours = await amend(agreement.id, admin.cookie, {
      ...amendment(),
      services: [{ ...HOURLY_AND_MONTHLY[0], hours: 0 }],
    });
    expect(outcome(noHours)).toEqual({ status: 400, message: AGREEMENT_MESSAGES.hours });
    expect(await agreementRows().countBy({ userId: user.id })).toBe(1);
    const list = (await get('/api/consulting-agreements', cookie)).body as AgreementSummary[];
    expect(list.map((item) => [item.id, item.status, item.pendingAmendment ?? null])).toEqual([
      [agreement.id, 'active', null],
    ]);
  });
});
