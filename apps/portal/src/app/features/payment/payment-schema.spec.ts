import { PAYMENT_MESSAGES } from '@consult/domain';
import { buildPaymentDetails } from '../../../testing/payment-factories';
import { amountAsTyped } from './PaymentTermsFields';
import {
  achTicksRequired,
  fieldOfMessage,
  newPaymentValues,
  paymentSchema,
  prefilledAmount,
  savedPaymentValues,
  toPaymentRequest,
} from './payment-schema';

const TOTALS = { grandTotalCents: 6500000, monthlyPaymentCents: 1083333 };

describe('the payment form values', () => {
  it('prefills the agreement total for one payment and its monthly payment for monthly', () => {
    expect(prefilledAmount(TOTALS, 'one-time')).toBe('65000.00');
    expect(prefilledAmount(TOTALS, 'monthly')).toBe('10833.33');
    expect(newPaymentValues({ totals: TOTALS }).amount).toBe('65000.00');
    expect(newPaymentValues({ totals: TOTALS, schedule: 'monthly' }).amount).toBe('10833.33');
  });

  it('keeps only digits and one decimal point in the amount as it is typed', () => {
    expect(amountAsTyped('$10,833.33')).toBe('10833.33');
    expect(amountAsTyped('12.3.4')).toBe('12.34');
    expect(amountAsTyped('abc')).toBe('');
  });

  it('starts an edit from the saved method, with every number that is never read back empty', () => {
    const values = savedPaymentValues(buildPaymentDetails('pay by credit card'));
    expect(values).toMatchObject({
      schedule: 'monthly',
      amount: '10833.33',
      cardholderName: 'Ada Lindqvist',
      expiryDate: '04/29',
      cardNumber: '',
      cvv: '',
    });
  });

  it('sends an edit of a kept card without any card number, last four or CVV', () => {
    const saved = buildPaymentDetails('pay by credit card');
    const request = toPaymentRequest(
      { ...savedPaymentValues(saved), poNumber: 'PO-7' },
      'pay by credit card',
      4,
    );
    expect(request).toMatchObject({ po_number: 'PO-7', cardholder_name: 'Ada Lindqvist' });
    expect(request).not.toHaveProperty('card_number');
    expect(request).not.toHaveProperty('cvv');
    expect(request).not.toHaveProperty('last4');
  });

  it('sends a new card with its number, its last four and its CVV', () => {
    const request = toPaymentRequest(
      {
        ...newPaymentValues({ totals: TOTALS }),
        cardholderName: 'Ada Lindqvist',
        cardNumber: '4242 4242 4242 4242',
        expiryDate: '04/29',
        cvv: '123',
      },
      'pay by credit card',
      4,
    );
    expect(request).toMatchObject({
      amount: 65000,
      consulting_agreement_id: 4,
      payment_type: 'pay by credit card',
      is_monthly: false,
      card_number: '4242 4242 4242 4242',
      last4: '4242',
      cvv: '123',
    });
  });

  it('asks the ACH ticks again only when an edit changes what they authorised', () => {
    const context = { type: 'pay by ach' as const, saved: buildPaymentDetails('pay by ach') };
    const values = savedPaymentValues(context.saved);
    expect(achTicksRequired(values, { type: 'pay by ach' })).toBe(true);
    expect(achTicksRequired(values, context)).toBe(false);
    expect(achTicksRequired({ ...values, poNumber: 'PO-1' }, context)).toBe(false);
    expect(achTicksRequired({ ...values, accountNumber: '987654321' }, context)).toBe(true);
    expect(achTicksRequired({ ...values, amount: '1000' }, context)).toBe(true);
    expect(achTicksRequired({ ...values, schedule: 'monthly' }, context)).toBe(true);
  });

  it('refuses an amount over the agreement’s total with the API’s message', async () => {
    const schema = paymentSchema({ type: 'pay by invoice', totals: TOTALS });
    await expect(
      schema.validateAt('amount', { ...newPaymentValues({}), amount: '65000.01' }),
    ).rejects.toThrow(PAYMENT_MESSAGES.amountOverTotal(6500000));
    await expect(
      schema.validateAt('amount', { ...newPaymentValues({}), amount: '0' }),
    ).rejects.toThrow(PAYMENT_MESSAGES.amountNotPositive);
  });

  it('finds the field an API message is about', () => {
    const values = { ...newPaymentValues({}), billingAddress: '1 Main St' };
    expect(fieldOfMessage(PAYMENT_MESSAGES.cardExpired, values)).toBe('expiryDate');
    expect(fieldOfMessage(PAYMENT_MESSAGES.amountOverTotal(100), values)).toBe('amount');
    expect(fieldOfMessage(PAYMENT_MESSAGES.billingAddress, values)).toBe('billingCity');
    expect(fieldOfMessage('Something else', values)).toBeNull();
  });
});
