import { LIMITS } from './limits';
import { parseMoney } from './money';
import { formatCents } from './pricing';
import type { InstalmentSchedule, PaymentMethodStatus } from './payment-schedule';

/**
 * Payment methods (req DOCS-2–DOCS-9; RULES-4, RULES-5). The browser sends the spec's snake_case
 * payload (`PaymentSetupRequest`); the API answers camelCase (`PaymentMethod`) and never answers a
 * full card number, a CVV, a routing number or an account number: cards are kept as brand, last
 * four, expiry and cardholder; bank numbers are encrypted at rest and shown as their last four.
 * Amounts travel in dollars (`amount`, at most two decimals) and are held in integer cents.
 */

/** How a client pays (req DOCS-3): the picker's choice, lower-cased, is the type itself. */
export const PAYMENT_METHOD_TYPES = ['pay by credit card', 'pay by ach', 'pay by invoice'] as const;
export type PaymentType = (typeof PAYMENT_METHOD_TYPES)[number];

/** The picker on /payment-method-selection (req DOCS-2). */
export const PAYMENT_METHOD_CHOICE_LABELS: Record<PaymentType, string> = {
  'pay by credit card': 'Pay by Credit Card',
  'pay by ach': 'Pay by ACH',
  'pay by invoice': 'Pay by Invoice',
};

/** The short name of a type in lists and labels ("Credit Card •••• 4242"). */
export const PAYMENT_METHOD_TYPE_LABELS: Record<PaymentType, string> = {
  'pay by credit card': 'Credit Card',
  'pay by ach': 'ACH Bank Transfer',
  'pay by invoice': 'Invoice',
};

export const PAYMENT_SCHEDULE_LABELS = { monthly: 'Monthly', oneTime: 'One-time' } as const;

export function paymentScheduleLabel(isMonthly: boolean): string {
  return isMonthly ? PAYMENT_SCHEDULE_LABELS.monthly : PAYMENT_SCHEDULE_LABELS.oneTime;
}

export function isPaymentType(value: unknown): value is PaymentType {
  return typeof value === 'string' && (PAYMENT_METHOD_TYPES as readonly string[]).includes(value);
}

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
};

export type CardBrand =
  'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Diners Club' | 'JCB' | 'Card';

/**
 * `POST /api/payment-setup` and `PATCH /api/payment-info/{id}` (req DOCS-3, DOCS-7): the spec's
 * snake_case names. Which fields matter depends on `payment_type`; the others may be left out.
 * `card_number` and `cvv` are read once, to check them and keep the brand and last four, and are
 * never stored; `routing_number` and `account_number` are stored encrypted.
 */
export interface PaymentSetupRequest {
  /** Dollars, at most two decimals: the form prefills it from the agreement's totals. */
  amount: number;
  consulting_agreement_id: number;
  payment_type: PaymentType;
  /** Monthly (true) or one-time (false, the default). */
  is_monthly?: boolean;
  is_paid_in_full?: boolean;
  po_number?: string | null;

  billing_company_name?: string | null;
  billing_address?: string | null;
  billing_city?: string | null;
  billing_state?: string | null;
  billing_zip?: string | null;
  billing_email?: string | null;
  billing_contact?: string | null;
  billing_phone?: string | null;

  /** Card. */
  cardholder_name?: string | null;
  /** 15 or 16 digits, spaces allowed ("4242 4242 4242 4242"). Never stored. */
  card_number?: string | null;
  /** MM/YY. */
  expiry_date?: string | null;
  /** 3 or 4 digits. Never stored, never logged. */
  cvv?: string | null;
  /** Accepted for the spec's payload; the server takes the last four from `card_number`. */
  last4?: string | null;

  /** ACH. */
  account_name?: string | null;
  account_type?: BankAccountType | null;
  bank_name?: string | null;
  /** 9 digits with a valid ABA checksum. Stored encrypted. */
  routing_number?: string | null;
  /** 4 to 17 digits. Stored encrypted. */
  account_number?: string | null;
  /** The debit authorisation (ACH_AUTHORIZATION's `authorization` text) was ticked. */
  ach_authorization?: boolean;
  /** The ownership statement (ACH_AUTHORIZATION's `ownership` text) was ticked. */
  account_ownership?: boolean;
}

/**
 * A payment method as listed on the profile and `GET /api/payment-info` (req DOCS-3). The API
 * always sends every field; the ones added with payment methods are optional here only so that
 * summaries built before them (the portal's fixtures) still type-check.
 */
export interface PaymentMethodSummary {
  id: number;
  consultingAgreementId: number | null;
  paymentType: PaymentType;
  isMonthly: boolean;
  /** Amount in dollars, as the spec's payloads carry it. */
  amount: number;
  /** The billing company, else the agreement's company. */
  companyName: string | null;
  /** Card: the card's last four. ACH: the account number's last four. Invoice: null. */
  last4: string | null;
  createdAt: string;
  /** The same amount in integer cents. */
  amountCents?: number;
  /** "CA-000042": the agreement this method pays. */
  agreementReference?: string | null;
  /** Card only ("Visa"); null otherwise. */
  cardBrand?: CardBrand | null;
  /**
   * `active`: the agreement's one method in force. `replaced`: a newer method for the same
   * agreement replaced it. `ended`: its agreement was deleted, or the client deleted it. Always
   * sent by the API.
   */
  status?: PaymentMethodStatus;
  /** ISO 8601 UTC when it was replaced or ended; null while in force. Always sent. */
  statusChangedAt?: string | null;
  /** The method that replaced this one. Always sent. */
  replacedById?: number | null;
  /** The version of the agreement this method bills, and that version's grand total. Always sent. */
  agreementVersion?: number | null;
  agreementTotalCents?: number | null;
  /**
   * Carried over to a newer version of its agreement with the amount recomputed: the client
   * confirms it (saves it again) on the payment step. Always sent.
   */
  needsConfirmation?: boolean;
  /** A monthly schedule's instalments (they add up to the total to the cent); null for one-time. */
  instalments?: InstalmentSchedule | null;
}

/** Evidence of an ACH debit authorisation (req RULES-5): what was agreed, when, from where. */
export interface AchAuthorizationEvidence {
  /** ISO 8601 UTC. */
  authorizedAt: string;
  ipAddress: string;
  userAgent: string;
  /** ACH_AUTHORIZATION.version of the text the client ticked. */
  version: string;
}

/** One payment method (`GET /api/payment-info/{id}`, and the answer of POST and PATCH). Masked. */
export interface PaymentMethod extends PaymentMethodSummary {
  amountCents: number;
  agreementReference: string | null;
  cardBrand: CardBrand | null;
  isPaidInFull: boolean;
  poNumber: string | null;
  billingCompanyName: string | null;
  billingAddress: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZip: string | null;
  billingEmail: string | null;
  billingContact: string | null;
  billingPhone: string | null;
  /** Card. */
  cardholderName: string | null;
  /** MM/YY. */
  expiryDate: string | null;
  /** ACH. */
  accountName: string | null;
  accountType: BankAccountType | null;
  bankName: string | null;
  routingNumberLast4: string | null;
  accountNumberLast4: string | null;
  achAuthorization: AchAuthorizationEvidence | null;
  /** ISO 8601 UTC. */
  updatedAt: string;
}

/**
 * The two statements an ACH client ticks (req DOCS-5: "Both authorization checkboxes"). The
 * version is stored with the evidence; change the version whenever the wording changes.
 */
export const ACH_AUTHORIZATION = {
  version: 'ach-authorization/2025-01',
  authorization: (firmName: string) =>
    `I authorize ${firmName} to debit the bank account above electronically for the amount and on the schedule shown, and to credit it to correct any debit made in error. This authorization stays in effect until I delete this payment method or tell ${firmName} in writing, in time for it to act on my notice.`,
  ownership: () =>
    'I confirm that I own this bank account or am authorized to approve debits from it.',
} as const;

/** Limits of the payment fields, shared by the form and the API. */
export const PAYMENT_LIMITS = {
  cardNumberMinDigits: 15,
  cardNumberMaxDigits: 16,
  /** The longest card number text accepted before its spaces are removed. */
  cardNumberInputMax: 32,
  cvvMinDigits: 3,
  cvvMaxDigits: 4,
  expiryMaxLength: 5,
  routingNumberDigits: 9,
  accountNumberMinDigits: 4,
  accountNumberMaxDigits: 17,
  poNumberMax: 50,
  holderNameMax: 200,
  bankNameMax: 200,
  billingCompanyNameMax: LIMITS.companyNameMax,
  billingAddressMax: LIMITS.addressMax,
  billingCityMax: LIMITS.cityMax,
  billingStateMax: LIMITS.stateMax,
  billingZipMax: LIMITS.zipMax,
  billingEmailMax: LIMITS.emailMax,
  billingContactMax: 200,
  billingPhoneMax: LIMITS.phoneMax,
} as const;

/**
 * The payment form's free-text fields (by their form names): the label the API's length message
 * names ("PO number must be at most 50 characters", `MESSAGES.tooLong`) and the length. The API's
 * body (save-payment-details.dto.ts) and the portal's form refuse a longer value in the same
 * words; the form never cuts it to fit.
 */
export const PAYMENT_TEXT_FIELDS = {
  poNumber: ['PO number', PAYMENT_LIMITS.poNumberMax],
  billingCompanyName: ['Billing company name', PAYMENT_LIMITS.billingCompanyNameMax],
  billingAddress: ['Billing address', PAYMENT_LIMITS.billingAddressMax],
  billingCity: ['Billing city', PAYMENT_LIMITS.billingCityMax],
  billingState: ['Billing state', PAYMENT_LIMITS.billingStateMax],
  billingZip: ['Billing ZIP code', PAYMENT_LIMITS.billingZipMax],
  billingEmail: ['Billing email', PAYMENT_LIMITS.billingEmailMax],
  billingContact: ['Billing contact', PAYMENT_LIMITS.billingContactMax],
  billingPhone: ['Billing phone', PAYMENT_LIMITS.billingPhoneMax],
  cardholderName: ['Cardholder name', PAYMENT_LIMITS.holderNameMax],
  accountName: ['Account holder name', PAYMENT_LIMITS.holderNameMax],
  bankName: ['Bank name', PAYMENT_LIMITS.bankNameMax],
} as const satisfies Record<string, readonly [string, number]>;

export const PAYMENT_MESSAGES = {
  amountInvalid: 'Please enter a valid payment amount',
  amountNotPositive: 'The payment amount must be more than $0',
  amountOverTotal: (totalCents: number) =>
    `The payment amount cannot be more than the agreement's total of ${formatCents(totalCents)}`,
  agreementMissing: 'Missing consulting agreement reference',
  agreementSuperseded: 'This agreement has a newer version; set up payment for the newest version',
  agreementNotSigned: 'Please sign this agreement before setting up payment',
  /** A declined or withdrawn proposal: it never came into force, and never will. */
  agreementNeverInForce:
    'This version of the agreement was never signed; set up payment for the version in force',
  paymentType: 'Please choose how you will pay: credit card, ACH or invoice',
  schedule: 'Please choose a monthly or one-time payment',
  paidInFull: 'Paid in full must be true or false',
  cardholderName: 'Please enter the cardholder name',
  cardNumber: 'Please enter a valid card number',
  expiryDate: 'Please enter a valid expiration date (MM/YY)',
  cardExpired: 'This card has expired',
  cvv: 'Please enter a valid CVV/CVC code',
  billingAddress: 'Please enter the billing street address, city, state and ZIP code',
  accountName: 'Please enter the account holder name',
  bankName: 'Please enter the bank name',
  routingNumber: 'Please enter a valid 9-digit routing number',
  accountNumber: 'Please enter a valid account number',
  accountType: 'Please select an account type',
  achAuthorization: 'Please accept the ACH authorization terms',
  billingEmail: 'Please enter a valid billing email',
} as const;

/** req DOCS-8: the toasts of the payment pages. */
export const PAYMENT_TOASTS = {
  fetchOneFailed: 'Failed to fetch payment method',
  fetchAllFailed: 'Failed to fetch payment methods',
  saveFailed: 'Failed to save payment details',
  deleteFailed: 'Failed to delete payment method',
  downloadFailed: 'Failed to download invoice',
  saved: 'Payment details saved/updated successfully',
  deleted: 'Payment method deleted successfully',
  downloaded: 'Invoice downloaded successfully',
} as const;

/**
 * Integer cents of an amount in dollars with at most two decimals (req DOCS-5), given as a number
 * (the API's payload) or as typed ("1,250.50", "$1250.5"): `parseMoney` with cents. Null for
 * anything else, negative amounts and exponents included.
 */
export function amountToCents(amount: unknown): number | null {
  if (typeof amount !== 'number' && typeof amount !== 'string') return null;
  const parsed = parseMoney(amount, { cents: true });
  return parsed.ok ? parsed.cents : null;
}

/** Dollars of integer cents, for the spec's `amount` (1250.5 for 125050). */
export function centsToAmount(amountCents: number): number {
  return amountCents / 100;
}

/** "INV-000042": the invoice of payment method 42. */
export function invoiceReference(paymentMethodId: number): string {
  return `INV-${String(paymentMethodId).padStart(6, '0')}`;
}

/**
 * `invoice-<PO number or id>.pdf` (req DOCS-7). The PO number is the client's own text: only
 * letters, digits, dots, dashes and underscores are kept (anything else becomes a dash; no run of
 * dots, nothing but a letter or digit at either end), so the name is safe in a Content-Disposition
 * header and on any file system.
 */
export function invoiceFileName(
  poNumber: string | null | undefined,
  paymentMethodId: number,
): string {
  const safe = (poNumber ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, 60)
    .replace(/[-._]+$/g, '');
  return `invoice-${safe || paymentMethodId}.pdf`;
}
