import {
  PAYMENT_AMOUNT_MESSAGES,
  PAYMENT_MESSAGES,
  centsToAmount,
  lastFour,
  type PaymentSetupRequest,
  type PaymentType,
} from '@consult/domain';
import { BILLING_ADDRESS_FIELDS, type PaymentFormValues } from './payment-schema';

/**
 * The payment form and the API: the request a save sends, and where the API's answer to a refused
 * save shows (req DOCS-5, DOCS-7).
 */

const filled = (value: string | undefined) => Boolean(value?.trim());
const orNull = (value: string) => value.trim() || null;

/**
 * `POST /api/payment-setup` (a new method) or `PATCH /api/payment-info/{id}` (an edit): the spec's
 * snake_case payload with the chosen type's fields. The amount is the one the agreement bills on
 * the schedule (`formAmountRule`), in dollars, and the method pays in full exactly when it is
 * one-time. An edit leaves out a card number, CVV, routing or account number left empty, so the
 * stored one stays; the ACH ticks are sent once ticked (the API records the authorisation anew
 * each time they are sent).
 */
export function toPaymentRequest(
  values: PaymentFormValues,
  type: PaymentType,
  agreementId: number,
  amountCents: number,
): PaymentSetupRequest {
  const monthly = values.schedule === 'monthly';
  const request: PaymentSetupRequest = {
    amount: centsToAmount(amountCents),
    consulting_agreement_id: agreementId,
    payment_type: type,
    is_monthly: monthly,
    is_paid_in_full: !monthly,
    po_number: orNull(values.poNumber),
    billing_company_name: orNull(values.billingCompanyName),
    billing_contact: orNull(values.billingContact),
    billing_email: orNull(values.billingEmail),
    billing_phone: orNull(values.billingPhone),
    billing_address: orNull(values.billingAddress),
    billing_city: orNull(values.billingCity),
    billing_state: orNull(values.billingState),
    billing_zip: orNull(values.billingZip),
  };
  if (type === 'pay by credit card') {
    request.cardholder_name = values.cardholderName.trim();
    request.expiry_date = values.expiryDate.trim();
    if (filled(values.cardNumber)) {
      request.card_number = values.cardNumber.trim();
      request.last4 = lastFour(values.cardNumber);
      request.cvv = values.cvv.trim();
    }
  }
  if (type === 'pay by ach') {
    request.account_name = values.accountName.trim();
    request.bank_name = values.bankName.trim();
    request.account_type = values.accountType || null;
    if (filled(values.routingNumber)) request.routing_number = values.routingNumber.trim();
    if (filled(values.accountNumber)) request.account_number = values.accountNumber.trim();
    if (values.achAuthorization && values.accountOwnership) {
      request.ach_authorization = true;
      request.account_ownership = true;
    }
  }
  return request;
}

/** Which field a message of the API's (req DOCS-5) is about, so it can show under that field. */
export function fieldOfMessage(
  message: string,
  values: PaymentFormValues,
): keyof PaymentFormValues | null {
  const M = PAYMENT_MESSAGES;
  const byMessage: Record<string, keyof PaymentFormValues> = {
    [M.schedule]: 'schedule',
    [PAYMENT_AMOUNT_MESSAGES.monthlyWithoutMonthlyService]: 'schedule',
    [PAYMENT_AMOUNT_MESSAGES.paidInFull]: 'schedule',
    [M.cardholderName]: 'cardholderName',
    [M.cardNumber]: 'cardNumber',
    [M.expiryDate]: 'expiryDate',
    [M.cardExpired]: 'expiryDate',
    [M.cvv]: 'cvv',
    [M.accountName]: 'accountName',
    [M.bankName]: 'bankName',
    [M.routingNumber]: 'routingNumber',
    [M.accountNumber]: 'accountNumber',
    [M.accountType]: 'accountType',
    [M.achAuthorization]: 'achAuthorization',
    [M.billingEmail]: 'billingEmail',
  };
  if (byMessage[message]) return byMessage[message];
  if (message === M.billingAddress) {
    return BILLING_ADDRESS_FIELDS.find((name) => !filled(values[name])) ?? 'billingAddress';
  }
  return null;
}

/** The API's field names (`card_number`) as the form names them (`cardNumber`). */
export function formFieldName(apiField: string): string {
  return apiField.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}
