/** A payment method as listed on the profile and `GET /api/payment-info` (spec 001 §3). */
export type PaymentType = 'pay by credit card' | 'pay by ach' | 'pay by invoice';

export interface PaymentMethodSummary {
  id: number;
  consultingAgreementId: number | null;
  paymentType: PaymentType;
  isMonthly: boolean;
  /** Amount in dollars, as the spec's payloads carry it. */
  amount: number;
  companyName: string | null;
  last4: string | null;
  createdAt: string;
}
