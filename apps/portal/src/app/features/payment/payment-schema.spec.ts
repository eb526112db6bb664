import { PAYMENT_AMOUNT_MESSAGES, PAYMENT_MESSAGES } from '@consult/domain';
import { buildPaymentDetails } from '../../../testing/payment-factories';
import {
  achTicksRequired,
  fieldOfMessage,
  formAmountRule,
  newPaymentValues,
  paymentSchema,
  savedPaymentValues,
  toPaymentRequest,
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

  it('sends the computed amount in dollars, paid in full exactly when one-time', () => {
    const values = newPaymentValues({});
    expect(toPaymentRequest(values, 'pay by invoice', 4, 6500000)).toMatchObject({
      amount: 65000,
      is_monthly: false,
      is_paid_in_full: true,
    });
    expect(
      toPaymentRequest({ ...values, schedule: 'monthly' }, 'pay by invoice', 4, 1083333),
    ).toMatchObject({ amount: 10833.33, is_monthly: true, is_paid_in_full: false });
  });

  it('sends an edit of a kept card without any card number, last four or CVV', () => {
    const saved = buildPaymentDetails('pay by credit card');
    const request = toPaymentRequest(
      { ...savedPaymentValues(saved), poNumber: 'PO-7' },
      'pay by credit card',
      4,
      1083333,
    );
    expect(request).toMatchObject({ po_number: 'PO-7', cardholder_name: 'Ada Lindqvist' });
    expect(request).not.toHaveProperty('card_number');
    expect(request).not.toHaveProperty('cvv');
    expect(request).not.toHaveProperty('last4');
  });

  it('sends a new card with its number, its last four and its CVV', () => {
    const request = toPaymentRequest(
      {
        ...newPaymentValues({}),
        cardholderName: 'Ada Lindqvist',
        cardNumber: '4242 4242 4242 4242',
        expiryDate: '04/29',
        cvv: '123',
      },
      'pay by credit card',
      4,
      6500000,
    );
    expect(request).toMatchObject({
      amount: 65000,
      consulting_agreement_id: 4,
      payment_type: 'pay by credit card',
      is_monthly: false,
      is_paid_in_full: true,
      card_number: '4242 4242 4242 4242',
      last4: '4242',
      cvv: '123',
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

  it('finds the field an API message is about', () => {
    const values = { ...newPaymentValues({}), billingAddress: '1 Main St' };
    expect(fieldOfMessage(PAYMENT_MESSAGES.cardExpired, values)).toBe('expiryDate');
    expect(fieldOfMessage(PAYMENT_AMOUNT_MESSAGES.monthlyWithoutMonthlyService, values)).toBe(
      'schedule',
    );
    expect(fieldOfMessage(PAYMENT_MESSAGES.billingAddress, values)).toBe('billingCity');
    expect(fieldOfMessage('Something else', values)).toBeNull();
  });
});
