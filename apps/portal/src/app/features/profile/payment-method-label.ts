import {
  PAYMENT_METHOD_TYPE_LABELS,
  maskLast4,
  paymentScheduleLabel,
  type PaymentMethodSummary,
} from '@consult/domain';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,250.00'. */
export function paymentAmountLabel(method: Pick<PaymentMethodSummary, 'amount'>): string {
  return usd.format(method.amount);
}

/** 'Credit Card •••• 4242', 'ACH Bank Transfer •••• 6789', 'Invoice'. */
export function paymentMethodLabel(
  method: Pick<PaymentMethodSummary, 'paymentType' | 'last4'>,
): string {
  const type = PAYMENT_METHOD_TYPE_LABELS[method.paymentType] ?? method.paymentType;
  return method.last4 && method.paymentType !== 'pay by invoice'
    ? `${type} ${maskLast4(method.last4)}`
    : type;
}

/** '$1,250.00 · Monthly' or '$1,250.00 · One-time'. */
export function paymentMethodTerms(
  method: Pick<PaymentMethodSummary, 'amount' | 'isMonthly'>,
): string {
  return `${paymentAmountLabel(method)} · ${paymentScheduleLabel(method.isMonthly)}`;
}
