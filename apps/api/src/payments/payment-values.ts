import {
  PAYMENT_AMOUNT_MESSAGES,
  PAYMENT_MESSAGES,
  amountToCents,
  centsToAmount,
  paymentAmountRule,
  type PaymentSetupRequest,
} from '@consult/domain';
import type { ConsultingAgreement } from '../agreements/agreement.entity';
import { DomainError } from '../common/errors/domain-error';
import type { SavePaymentDetailsDto } from './dto/save-payment-details.dto';
import type { PaymentMethod } from './payment-method.entity';

/**
 * A payment method's fields as a request carries them (`PaymentValues`) and as its row stores
 * them: what a request sent, a stored method as a payload, the amount checked against the
 * agreement, and the columns a type clears.
 */
export type PaymentValues = Partial<PaymentSetupRequest>;

export const EMPTY_CARD = {
  cardholderName: null,
  cardBrand: null,
  cardLast4: null,
  cardExpiry: null,
};

export const EMPTY_BANK_ACCOUNT = {
  accountName: null,
  accountType: null,
  bankName: null,
  routingNumberEncrypted: null,
  routingNumberLast4: null,
  accountNumberEncrypted: null,
  accountNumberLast4: null,
};

export const NO_ACH_AUTHORIZATION = {
  achAuthorizedAt: null,
  achAuthorizationIp: null,
  achAuthorizationUserAgent: null,
  achAuthorizationVersion: null,
};

/** The columns an edit writes: all but the key, the owner, the creation and the deletion. */
export function editedColumns(row: PaymentMethod): Partial<PaymentMethod> {
  const changes: Partial<PaymentMethod> = { ...row };
  for (const key of ['id', 'userId', 'createdAt', 'deletedAt', 'user', 'agreement'] as const) {
    delete changes[key];
  }
  return changes;
}

/** The fields the request sent: a field left out cannot overwrite a stored value. */
export function sentFields(request: SavePaymentDetailsDto): PaymentValues {
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined),
  ) as PaymentValues;
}

/** A stored method as the payload would carry it, without the numbers that are never read back. */
export function storedValues(row: PaymentMethod): PaymentValues {
  return {
    amount: centsToAmount(row.amountCents),
    consulting_agreement_id: row.consultingAgreementId,
    payment_type: row.paymentType,
    is_monthly: row.isMonthly,
    // Not carried: whether it is paid in full follows the schedule (checkedAmount derives it).
    po_number: row.poNumber,
    billing_company_name: row.billingCompanyName,
    billing_address: row.billingAddress,
    billing_city: row.billingCity,
    billing_state: row.billingState,
    billing_zip: row.billingZip,
    billing_email: row.billingEmail,
    billing_contact: row.billingContact,
    billing_phone: row.billingPhone,
    cardholder_name: row.cardholderName,
    expiry_date: row.cardExpiry,
    account_name: row.accountName,
    account_type: row.accountType,
    bank_name: row.bankName,
  };
}

/**
 * The amount in cents: exactly what the agreement bills on the chosen schedule (the server's own
 * figure, `paymentAmountRule`), else 400 naming the right amount; and paid in full exactly for a
 * one-time payment.
 */
export function checkedAmount(values: PaymentValues, agreement: ConsultingAgreement): number {
  const cents = amountToCents(values.amount);
  if (cents === null || cents <= 0)
    throw new DomainError('BAD_REQUEST', PAYMENT_MESSAGES.amountInvalid);
  const rule = paymentAmountRule(agreement.totals, values.is_monthly ?? false);
  if (!rule.ok) throw new DomainError('BAD_REQUEST', rule.message);
  if (cents !== rule.amountCents) {
    const message = PAYMENT_AMOUNT_MESSAGES.amountMismatch(rule);
    throw new DomainError('BAD_REQUEST', message, { fields: { amount: message } });
  }
  if (values.is_paid_in_full !== undefined && values.is_paid_in_full !== rule.isPaidInFull) {
    throw new DomainError('BAD_REQUEST', PAYMENT_AMOUNT_MESSAGES.paidInFull);
  }
  values.is_paid_in_full = rule.isPaidInFull;
  return cents;
}

/** A text field as stored: trimmed, or null when nothing is left. */
export function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
