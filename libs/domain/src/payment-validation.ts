import {
  BANK_ACCOUNT_TYPES,
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  amountToCents,
  isPaymentType,
  type CardBrand,
  type PaymentSetupRequest,
} from './payment';
import { isEmailAddress } from './email';

/**
 * The payment rules of req DOCS-5, shared by the payment form (a toast on submit, and the input
 * formatting as the client types) and the API (a 400 with the same message). Pure functions.
 */

const { cardNumberMinDigits, cardNumberMaxDigits, cvvMinDigits, cvvMaxDigits } = PAYMENT_LIMITS;

/** The digits of a card number as typed: spaces removed (req DOCS-5); null if anything else is in it. */
export function cardDigits(cardNumber: string): string | null {
  const digits = cardNumber.replace(/\s+/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 15 or 16 digits once spaces are removed, passing the Luhn check. */
export function cardNumberValid(cardNumber: string): boolean {
  const digits = cardDigits(cardNumber);
  return (
    digits !== null &&
    digits.length >= cardNumberMinDigits &&
    digits.length <= cardNumberMaxDigits &&
    luhnValid(digits)
  );
}

/**
 * An ABA routing number: nine digits, a Federal Reserve prefix (01–12, 21–32, 61–72 or 80) and
 * the checksum 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10).
 */
export function routingNumberValid(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const prefix = Number(routingNumber.slice(0, 2));
  const knownPrefix =
    (prefix >= 1 && prefix <= 12) ||
    (prefix >= 21 && prefix <= 32) ||
    (prefix >= 61 && prefix <= 72) ||
    prefix === 80;
  if (!knownPrefix) return false;
  const d = [...routingNumber].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

/** 4 to 17 digits (req DOCS-5). */
export function accountNumberValid(accountNumber: string): boolean {
  return new RegExp(
    `^\\d{${PAYMENT_LIMITS.accountNumberMinDigits},${PAYMENT_LIMITS.accountNumberMaxDigits}}$`,
  ).test(accountNumber);
}

/** 3 or 4 digits (req DOCS-5). */
export function cvvValid(cvv: string): boolean {
  return new RegExp(`^\\d{${cvvMinDigits},${cvvMaxDigits}}$`).test(cvv);
}

/** The card network, from the number's leading digits; 'Card' when it is none we know. */
export function cardBrand(cardNumber: string): CardBrand {
  const digits = cardNumber.replace(/\D/g, '');
  const first = (count: number) => Number(digits.slice(0, count));
  if (digits.startsWith('4')) return 'Visa';
  if ((first(2) >= 51 && first(2) <= 55) || (first(4) >= 2221 && first(4) <= 2720)) {
    return 'Mastercard';
  }
  if (first(2) === 34 || first(2) === 37) return 'American Express';
  if (first(4) === 6011 || first(2) === 65 || (first(3) >= 644 && first(3) <= 649)) {
    return 'Discover';
  }
  if (first(4) >= 3528 && first(4) <= 3589) return 'JCB';
  if ((first(3) >= 300 && first(3) <= 305) || first(2) === 36 || first(2) === 38) {
    return 'Diners Club';
  }
  return 'Card';
}

/** The separators people type or paste inside a number: spaces and hyphens. */
const NUMBER_SEPARATORS = /[\s-]+/g;

/**
 * A number field as the form keeps it while typing (the routing and account numbers, the CVV):
 * its spaces and hyphens removed, and nothing else changed. No digit is cut and no other character
 * dropped, so a digit too many or a letter is refused by the field's check with its message, never
 * quietly turned into another number (a routing number pasted with a digit too many, cut to nine,
 * can pass the checksum).
 */
export function withoutSeparators(input: string): string {
  return input.replace(NUMBER_SEPARATORS, '');
}

/**
 * The card number as the form shows it while typing: its digits grouped by four, every one of
 * them kept (17 digits stay 17, refused by `cardNumberValid`). Anything but digits, spaces and
 * hyphens leaves the value as typed, to be refused with the card number's message.
 */
export function formatCardNumber(input: string): string {
  const digits = withoutSeparators(input);
  if (!/^\d*$/.test(digits)) return input;
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry as the form shows it while typing, MM/YY: "4" → "04/", "1/" → "01/", "123" → "12/3";
 * deleting the slash of "12/" leaves "12". What is not on its way to MM/YY (a fifth digit, as in
 * "04/2029", or a letter) is left as typed, to be refused with the expiry's message: cut to
 * "04/20", it read as a card that had expired.
 */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length > 4 || /[^\d/\s]/.test(input)) return input;
  const slash = input.includes('/');
  if (digits.length === 0) return '';
  if (digits.length === 1) return Number(digits) > 1 || slash ? `0${digits}/` : digits;
  if (digits.length === 2) return slash ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** MM/YY (a one-digit month is read too: "4/27") → month and four-digit year; null if not a date. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const trimmed = expiry.trim();
  if (trimmed.length > PAYMENT_LIMITS.expiryMaxLength) return null;
  const match = /^(\d{1,2})\/(\d{2})$/.exec(trimmed);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** "04/27" for any expiry `parseExpiry` reads. */
export function normalizeExpiry(expiry: string): string | null {
  const parsed = parseExpiry(expiry);
  if (!parsed) return null;
  return `${String(parsed.month).padStart(2, '0')}/${String(parsed.year % 100).padStart(2, '0')}`;
}

/** A card is good through the last day of its expiry month (UTC). */
export function cardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** "•••• 1234": only ever the last four digits of a number (or of the last four themselves). */
export function maskLast4(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : '••••';
}

/** The last four digits of a number as typed. */
export function lastFour(value: string): string {
  return value.replace(/\D/g, '').slice(-4);
}

/** What the checks need to know beyond the request itself. */
export interface PaymentCheckContext {
  /** The agreement's grand total in cents: the amount may not be more. */
  agreementTotalCents?: number;
  /** Editing a method that stores a card: leaving out card_number and cvv keeps that card. */
  storedCard?: boolean;
  /** Editing an ACH method: leaving out routing_number keeps the stored one. */
  storedRoutingNumber?: boolean;
  /** Editing an ACH method: leaving out account_number keeps the stored one. */
  storedAccountNumber?: boolean;
  /**
   * False when an edit leaves everything the client authorised as it was
   * (`changesAchAuthorizedTerms`): the two ACH ticks are not asked again. True by default.
   */
  achAuthorizationRequired?: boolean;
}

/** A payment request as the API reads it or the form holds it: any field may be missing or wrong. */
export type PaymentInput = { [K in keyof PaymentSetupRequest]?: unknown };

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Sent in the request (null and a missing field both mean "not sent"). */
const sent = (value: unknown) => value !== undefined && value !== null;

/** A billing e-mail as the API accepts it (the one e-mail rule, `isEmailAddress`), surrounding spaces ignored. */
export function billingEmailValid(email: string): boolean {
  return isEmailAddress(email.trim());
}

/**
 * The first problem with a payment request, in the order of req DOCS-5 (the amount, the
 * agreement, then the chosen type's fields in the form's order); null when there is none.
 */
export function paymentProblem(
  request: PaymentInput,
  now: Date,
  context: PaymentCheckContext = {},
): string | null {
  const cents = amountToCents(request.amount);
  if (cents === null) return PAYMENT_MESSAGES.amountInvalid;
  if (cents === 0) return PAYMENT_MESSAGES.amountNotPositive;
  if (context.agreementTotalCents !== undefined && cents > context.agreementTotalCents) {
    return PAYMENT_MESSAGES.amountOverTotal(context.agreementTotalCents);
  }

  const agreementId = request.consulting_agreement_id;
  if (typeof agreementId !== 'number' || !Number.isSafeInteger(agreementId) || agreementId < 1) {
    return PAYMENT_MESSAGES.agreementMissing;
  }
  if (!isPaymentType(request.payment_type)) return PAYMENT_MESSAGES.paymentType;
  if (request.is_monthly !== undefined && typeof request.is_monthly !== 'boolean') {
    return PAYMENT_MESSAGES.schedule;
  }

  const problem =
    request.payment_type === 'pay by credit card'
      ? cardProblem(request, now, context)
      : request.payment_type === 'pay by ach'
        ? achProblem(request, context)
        : null;
  if (problem) return problem;

  if (filled(request.billing_email) && !billingEmailValid(request.billing_email)) {
    return PAYMENT_MESSAGES.billingEmail;
  }
  return null;
}

function cardProblem(request: PaymentInput, now: Date, context: PaymentCheckContext) {
  if (!filled(request.cardholder_name)) return PAYMENT_MESSAGES.cardholderName;

  const newCard = sent(request.card_number) || !context.storedCard;
  if (newCard) {
    if (typeof request.card_number !== 'string' || !cardNumberValid(request.card_number)) {
      return PAYMENT_MESSAGES.cardNumber;
    }
    const last4 = request.last4;
    if (filled(last4) && last4.trim() !== lastFour(request.card_number)) {
      return PAYMENT_MESSAGES.cardNumber;
    }
  }

  if (typeof request.expiry_date !== 'string') return PAYMENT_MESSAGES.expiryDate;
  const expiry = parseExpiry(request.expiry_date);
  if (!expiry) return PAYMENT_MESSAGES.expiryDate;
  if (cardExpired(expiry, now)) return PAYMENT_MESSAGES.cardExpired;

  // A new card needs its CVV; a CVV sent with a kept card must still be well formed.
  if (newCard || sent(request.cvv)) {
    if (typeof request.cvv !== 'string' || !cvvValid(request.cvv.trim())) {
      return PAYMENT_MESSAGES.cvv;
    }
  }

  const address = [
    request.billing_address,
    request.billing_city,
    request.billing_state,
    request.billing_zip,
  ];
  if (!address.every(filled)) return PAYMENT_MESSAGES.billingAddress;
  return null;
}

function achProblem(request: PaymentInput, context: PaymentCheckContext) {
  if (!filled(request.account_name)) return PAYMENT_MESSAGES.accountName;
  if (!filled(request.bank_name)) return PAYMENT_MESSAGES.bankName;

  const routing = request.routing_number;
  if (sent(routing) || !context.storedRoutingNumber) {
    if (typeof routing !== 'string' || !routingNumberValid(routing.trim())) {
      return PAYMENT_MESSAGES.routingNumber;
    }
  }
  const account = request.account_number;
  if (sent(account) || !context.storedAccountNumber) {
    if (typeof account !== 'string' || !accountNumberValid(account.trim())) {
      return PAYMENT_MESSAGES.accountNumber;
    }
  }
  if (!(BANK_ACCOUNT_TYPES as readonly unknown[]).includes(request.account_type)) {
    return PAYMENT_MESSAGES.accountType;
  }
  if (
    context.achAuthorizationRequired !== false &&
    !(request.ach_authorization === true && request.account_ownership === true)
  ) {
    return PAYMENT_MESSAGES.achAuthorization;
  }
  return null;
}
