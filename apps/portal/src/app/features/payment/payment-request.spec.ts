import { PAYMENT_AMOUNT_MESSAGES, PAYMENT_MESSAGES } from '@consult/domain';
import { buildPaymentDetails } from '../../../testing/payment-factories';
import { fieldOfMessage, toPaymentRequest } from './payment-request';
import { newPaymentValues, savedPaymentValues } from './payment-schema';

describe('the payment request and the API’s answer', () => {
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
