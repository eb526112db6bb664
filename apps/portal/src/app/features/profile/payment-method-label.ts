import type { PaymentMethodSummary, PaymentType } from '@consult/domain';

const TYPE_LABELS: Record<PaymentType, string> = {
  'pay by credit card': 'Credit Card',
  'pay by ach': 'ACH Bank Transfer',
  'pay by invoice': 'Invoice',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 'Credit Card •••• 4242', 'ACH Bank Transfer •••• 6789', 'Invoice'. */
export function paymentMethodLabel(method: PaymentMethodSummary): string {
  const type = TYPE_LABELS[method.paymentType] ?? method.paymentType;
  return method.last4 && method.paymentType !== 'pay by invoice'
    ? `${type} •••• ${method.last4}`
    : type;
}

/** '$1,250.00 · Monthly' or '$1,250.00 · One-time'. */
export function paymentMethodTerms(method: PaymentMethodSummary): string {
  return `${usd.format(method.amount)} · ${method.isMonthly ? 'Monthly' : 'One-time'}`;
}
