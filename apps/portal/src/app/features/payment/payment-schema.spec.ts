import { PAYMENT_AMOUNT_MESSAGES, PAYMENT_MESSAGES } from '@consult/domain';
import { buildPaymentDetails } from '../../../testing/payment-factories';
import {
  achTicksRequired,
  formAmountRule,
  newPaymentValues,
  paymentSchema,
  savedPaymentValues,
} from './payment-schema';

/** The specs' agreement: $65,000 in all, its longest monthly service six months. */
const TOTALS = { grandTotalCents: 6500000, longestMonths: 6 };
const NO_MONTHLY_SERVICE = { grandTotalCents: 1500000, longestMonths: null };

describe('the payment form values', () => {
  it('computes what the method bills: the grand total once, or whole-cent instalments that add up to it', () => {
    expect(formAmountRule({ schedule: 'one-time' }, TOTALS)).toMatchObject({
      ok: true,
      amountCents: 6500000,
      isPaidInFull: true,
      explanation: "One payment of the agreement's grand total, $65,000",
    });
    expect(formAmountRule({ schedule: 'monthly' }, TOTALS)).toMatchObject({
      ok: true,
      amountCents: 1083333,
      isPaidInFull: false,
      instalments: { count: 6, regularCents: 1083333, finalCents: 1083335, totalCents: 6500000 },
    });
    expect(formAmountRule({ schedule: 'monthly' }, NO_MONTHLY_SERVICE)).toEqual({
      ok: false,
      message: PAYMENT_AMOUNT_MESSAGES.monthlyWithoutMonthlyService,
    });
    expect(formAmountRule({ schedule: 'one-time' }, null)).toBeNull();
  });

  it('holds no amount and no "paid in full" of its own: both follow the agreement', () => {
    const values = savedPaymentValues(buildPaymentDetails('pay by credit card'));
    expect(values).not.toHaveProperty('amount');
    expect(values).not.toHaveProperty('isPaidInFull');
    expect(newPaymentValues({})).not.toHaveProperty('amount');
  });

  it('starts an edit from the saved method, with every number that is never read back empty', () => {
    const values = savedPaymentValues(buildPaymentDetails('pay by credit card'));
    expect(values).toMatchObject({
      schedule: 'monthly',
      cardholderName: 'Ada Lindqvist',
      expiryDate: '04/29',
      cardNumber: '',
      cvv: '',
    });
  });

  it('asks the ACH ticks again only when an edit changes what they authorised', () => {
    const context = {
      type: 'pay by ach' as const,
      saved: buildPaymentDetails('pay by ach'),
      totals: TOTALS,
    };
    const values = savedPaymentValues(context.saved);
    expect(achTicksRequired(values, { type: 'pay by ach' })).toBe(true);
    expect(achTicksRequired(values, context)).toBe(false);
    expect(achTicksRequired({ ...values, poNumber: 'PO-1' }, context)).toBe(false);
    expect(achTicksRequired({ ...values, accountNumber: '987654321' }, context)).toBe(true);
    expect(achTicksRequired({ ...values, schedule: 'monthly' }, context)).toBe(true);
    // The agreement's total is not the one authorised: the amount changes with it.
    expect(
      achTicksRequired(values, { ...context, totals: { ...TOTALS, grandTotalCents: 7000000 } }),
    ).toBe(true);
  });

  it('asks the ACH ticks again when an edit pays another agreement, as the API does', async () => {
    const saved = buildPaymentDetails('pay by ach');
    const values = savedPaymentValues(saved);
    const context = { type: 'pay by ach' as const, saved, totals: TOTALS };
    expect(achTicksRequired(values, { ...context, agreementId: 4 })).toBe(false);
    expect(achTicksRequired(values, { ...context, agreementId: 5 })).toBe(true);
    // The form's save: nothing else changed, and still refused without the ticks.
    await expect(
      paymentSchema({ ...context, agreementId: 4 }).validate(values),
    ).resolves.toMatchObject({ achAuthorization: false, accountOwnership: false });
    await expect(paymentSchema({ ...context, agreementId: 5 }).validate(values)).rejects.toThrow(
      PAYMENT_MESSAGES.achAuthorization,
    );
  });

  it('asks the ACH ticks again, unticked, to confirm a method carried over to a new version', () => {
    const saved = buildPaymentDetails('pay by ach', {
      needsConfirmation: true,
      agreementVersion: 2,
      achAuthorization: null,
    });
    const values = savedPaymentValues(saved);
    expect(values).toMatchObject({ achAuthorization: false, accountOwnership: false });
    expect(achTicksRequired(values, { type: 'pay by ach', saved, totals: TOTALS })).toBe(true);
  });

  it('refuses a monthly schedule for an agreement without a monthly service', async () => {
    const values = { ...newPaymentValues({}), schedule: 'monthly' as const };
    await expect(
      paymentSchema({ type: 'pay by invoice', totals: NO_MONTHLY_SERVICE }).validateAt(
        'schedule',
        values,
      ),
    ).rejects.toThrow(PAYMENT_AMOUNT_MESSAGES.monthlyWithoutMonthlyService);
    await expect(
      paymentSchema({ type: 'pay by invoice', totals: TOTALS }).validateAt('schedule', values),
    ).resolves.toBe('monthly');
  });
});
