import type { AgreementTotals } from './agreement';
import { formatCents, monthlyPaymentCents } from './pricing';
import { countOf } from './plural';

/**
 * What a payment method bills (req DOCS-9; RULES-2, RULES-4; docs/contracts-and-money.md). The
 * server derives the amount from the agreement in force; the form shows it read-only with how it
 * was computed, and a request whose amount differs is refused with the right amount.
 *
 * - One-time: one payment of the grand total, paid in full.
 * - Monthly (only where the agreement has a monthly service): the grand total over the longest
 *   monthly term. Instalments are whole cents: every month pays the total divided by the months,
 *   rounded down to the cent, and the last month also pays what that rounding left, so the
 *   instalments add up to the grand total exactly.
 */

export type PaymentMethodStatus = 'active' | 'replaced' | 'ended';

export const PAYMENT_METHOD_STATUS_LABELS: Record<PaymentMethodStatus, string> = {
  active: 'In force',
  replaced: 'Replaced',
  ended: 'Ended',
};

export interface InstalmentSchedule {
  /** How many monthly payments: the agreement's longest monthly term. */
  count: number;
  /** Each payment but the last, in cents: the `amount` of a monthly method. */
  regularCents: number;
  /** The last payment: the regular amount plus the cents the rounding left. */
  finalCents: number;
  /** The sum of the payments: always the agreement's grand total. */
  totalCents: number;
}

/** The instalments of a total over a number of months; they add up to the total exactly. */
export function instalmentSchedule(totalCents: number, months: number): InstalmentSchedule {
  const count = Math.max(1, Math.floor(months));
  // The agreement's own monthly payment: both round down the same way, in one place.
  const regularCents = monthlyPaymentCents(totalCents, count);
  const finalCents = totalCents - regularCents * (count - 1);
  return { count, regularCents, finalCents, totalCents };
}

export type PaymentAmountRule =
  | {
      ok: true;
      amountCents: number;
      isPaidInFull: boolean;
      instalments: InstalmentSchedule | null;
      explanation: string;
    }
  | { ok: false; message: string };

/**
 * The amount a method for this agreement bills on the chosen schedule, whether that pays it in
 * full, and the words that say how it was computed; or why the schedule is not possible.
 */
export function paymentAmountRule(
  totals: Pick<AgreementTotals, 'grandTotalCents' | 'longestMonths'>,
  isMonthly: boolean,
): PaymentAmountRule {
  const total = totals.grandTotalCents;
  if (!isMonthly) {
    return {
      ok: true,
      amountCents: total,
      isPaidInFull: true,
      instalments: null,
      explanation: `One payment of the agreement's grand total, ${formatCents(total)}`,
    };
  }
  if (!totals.longestMonths || totals.longestMonths < 1) {
    return { ok: false, message: PAYMENT_AMOUNT_MESSAGES.monthlyWithoutMonthlyService };
  }
  const instalments = instalmentSchedule(total, totals.longestMonths);
  return {
    ok: true,
    amountCents: instalments.regularCents,
    isPaidInFull: false,
    instalments,
    explanation: instalmentsText(instalments),
  };
}

/** "12 monthly payments of $4,166.66 and a last one of $4,166.74: $50,000 in all". */
export function instalmentsText(schedule: InstalmentSchedule): string {
  const { count, regularCents, finalCents, totalCents } = schedule;
  if (count === 1) return `One monthly payment of ${formatCents(totalCents)}`;
  const payments =
    finalCents === regularCents
      ? `${count} monthly payments of ${formatCents(regularCents)}`
      : `${count - 1} monthly payments of ${formatCents(regularCents)} and a last one of ${formatCents(finalCents)}`;
  return `${payments}: the grand total of ${formatCents(totalCents)} over the longest monthly term (${countOf(count, 'month')})`;
}

export const PAYMENT_AMOUNT_MESSAGES = {
  /** The request's amount is not what the agreement bills on that schedule. */
  amountMismatch: (rule: { amountCents: number; explanation: string }) =>
    `The payment amount for this agreement is ${formatCents(rule.amountCents)} (${rule.explanation})`,
  monthlyWithoutMonthlyService:
    'This agreement has no monthly service, so it is paid in one payment: choose a one-time payment',
  paidInFull:
    'A one-time payment pays the agreement in full (is_paid_in_full true); a monthly schedule does not (false)',
  notInForce: 'This payment method is no longer in force; set up a new one for the agreement',
  agreementFixed:
    'A payment method stays with its agreement: set up a new one to pay another agreement',
  conflict:
    'Another payment method was saved for this agreement at the same time; please try again',
} as const;

/** The invoice's line naming what it bills: "CA-000042, version 2, total $15,000". */
export function billedAgreementText(
  reference: string,
  version: number,
  totalCents: number,
): string {
  return `${reference}, version ${version}, total ${formatCents(totalCents)}`;
}
