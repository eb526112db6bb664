/**
 * Money as people type it (docs/contracts-and-money.md, "Money as typed"): one parser for the
 * portal's and the console's fields and the API's payloads. It reads the exact amount or refuses it
 * with a message that says what the field accepts; it never drops a character or rounds.
 *
 * Text, after surrounding spaces: an optional `$` (spaces may follow it), then whole dollars as
 * digits ("15000") or in comma groups of three ("15,000"; the first group 1 to 3 digits, not
 * starting with 0), then an optional point and one or two decimals. Where cents are not allowed
 * (fees and down payments) the decimals may only be zeros: "15,000.00" is 15000, "12.50" is
 * refused. No sign, no exponent, nothing else.
 *
 * Numbers (a JSON payload): finite, not negative, and exact: whole dollars where cents are not
 * allowed, else an amount that is exactly some whole number of cents (0.07 yes; 10.005, 0.1 + 0.2
 * and 1e-7 no) and below 2^46 dollars. Every amount is held in integer cents within
 * Number.MAX_SAFE_INTEGER; a larger one is refused as too large.
 */

export interface MoneyOptions {
  /** Cents allowed (payment amounts); false for whole dollars (fees and down payments). */
  cents: boolean;
}

export type MoneyResult = { ok: true; cents: number } | { ok: false; message: string };

export const MONEY_MESSAGES = {
  wholeDollars: 'Enter a whole-dollar amount such as 15,000 (digits, optional $ and commas)',
  dollarsAndCents: 'Enter an amount in dollars and cents such as 1,250.50',
  tooLarge: 'This amount is too large',
} as const;

const WHOLE_DOLLARS = /^\$?\s*(\d+|[1-9]\d{0,2}(?:,\d{3})+)(?:\.(0{1,2}))?$/;
const DOLLARS_AND_CENTS = /^\$?\s*(\d+|[1-9]\d{0,2}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

const MAX_EXACT_DOLLARS = 2 ** 46;

const refused = (message: string): MoneyResult => ({ ok: false, message });
const accepted = (cents: number): MoneyResult =>
  Number.isSafeInteger(cents) ? { ok: true, cents } : refused(MONEY_MESSAGES.tooLarge);

function parseText(text: string, options: MoneyOptions, message: string): MoneyResult {
  const match = (options.cents ? DOLLARS_AND_CENTS : WHOLE_DOLLARS).exec(text.trim());
  if (!match) return refused(message);
  const dollars = match[1].replace(/,/g, '').replace(/^0+(?=\d)/, '');
  // Fifteen digits of dollars are exact as a number; more would not be safe as cents anyway.
  if (dollars.length > 15) return refused(MONEY_MESSAGES.tooLarge);
  return accepted(Number(dollars) * 100 + Number((match[2] ?? '').padEnd(2, '0')));
}

function parseNumber(amount: number, options: MoneyOptions, message: string): MoneyResult {
  if (!Number.isFinite(amount) || amount < 0) return refused(message);
  if (!options.cents) {
    return Number.isInteger(amount) ? accepted(amount * 100 + 0) : refused(message);
  }
  // From 2^46 dollars on, neighbouring cents share a double: such a number names no one amount.
  if (amount >= MAX_EXACT_DOLLARS) return refused(MONEY_MESSAGES.tooLarge);
  // The amount is exactly `cents` cents when dividing those cents by 100 gives the same number
  // back (both are the double nearest the decimal). No text form is involved: String(1e-7) is
  // "1e-7", and String() of a large number is in exponent form too.
  const cents = Math.round(amount * 100);
  return cents / 100 === amount ? accepted(cents + 0) : refused(message);
}

/**
 * The exact amount in integer cents of what was typed (or sent), or the message to show instead.
 * `-0` reads as 0; anything else with a minus is refused.
 */
export function parseMoney(input: string | number, options: MoneyOptions): MoneyResult {
  const message = options.cents ? MONEY_MESSAGES.dollarsAndCents : MONEY_MESSAGES.wholeDollars;
  if (typeof input === 'number') return parseNumber(input, options, message);
  if (typeof input === 'string') return parseText(input, options, message);
  return refused(message);
}
