import {
  AGREEMENT_PAYMENT_TYPES,
  type AgreementPaymentType,
  type AgreementServiceLine,
  type AgreementServiceSelection,
  type AgreementTotals,
} from './agreement';
import { findServiceByName, type ServiceSlug } from './catalogue';

/**
 * The pricing rules of consulting agreements (req DOCS-9, RULES-4), as pure functions. The
 * agreement form uses them to show figures as the client types; the API uses them as the authority
 * and never trusts a figure sent by a browser; the agreement PDF and the admin detail show what they
 * return. Fees are whole dollars per sub-service; every computed figure is integer cents.
 */

/** Dollars per hour (req DOCS-9): Business Strategy 500, Capital Markets 750, Digital Solutions 200, otherwise 500. */
export const HOURLY_RATES: Readonly<Record<ServiceSlug, number>> = {
  'business-strategy': 500,
  'go-to-market': 500,
  'capital-markets': 750,
  'digital-solutions': 200,
  'corporate-advisory': 500,
  marketing: 500,
};
const FALLBACK_HOURLY_RATE = 500;

/** The 10-hour package (req DOCS-9), offered where it costs less than ten hours at the rate. */
export const HOURLY_PACKAGE = { hours: 10, priceDollars: 4500 } as const;

/** Monthly retainer tiers, in dollars per sub-service per month (req DOCS-9). Basic is the default. */
export const MONTHLY_TIERS = [
  { name: 'Basic', fee: 5000 },
  { name: 'Standard', fee: 10000 },
  { name: 'Premium', fee: 20000 },
] as const;
export const MONTHLY_FEE_HINT = '$5,000 - $20,000+';

/**
 * Fixed-project ranges in dollars (req DOCS-9): Marketing Strategy (the Marketing & Branding
 * service), Sales Strategy (Go-to-Market), Capital Markets and Digital Solutions. A project fee
 * starts at the range's minimum; a service without a range starts at its catalogue default fee.
 */
export const PROJECT_RANGES: Readonly<Partial<Record<ServiceSlug, { min: number; max: number }>>> =
  {
    marketing: { min: 15000, max: 50000 },
    'go-to-market': { min: 10000, max: 30000 },
    'capital-markets': { min: 25000, max: 100000 },
    'digital-solutions': { min: 20000, max: 150000 },
  };

/**
 * Success-based fees (req DOCS-5, DOCS-9): offered only for Capital Markets, Go-to-Market and Digital
 * Solutions. The base fee is Capital Raising's 10,000 for Capital Markets and the catalogue default
 * fee otherwise; the down payment defaults to 25% of the base fee, rounded to the dollar.
 */
export const SUCCESS_BASED: Readonly<
  Partial<Record<ServiceSlug, { baseFee: number; successTerms: string }>>
> = {
  'capital-markets': {
    baseFee: 10000,
    successTerms: 'plus a success fee of 2% to 5% of the capital raised, agreed per transaction',
  },
  'go-to-market': {
    baseFee: 4500,
    successTerms:
      'plus a commission on the sales growth achieved, agreed in writing before work starts',
  },
  'digital-solutions': {
    baseFee: 4500,
    successTerms: 'plus a success fee tied to the outcomes agreed in writing before work starts',
  },
};
export const DOWN_PAYMENT_SHARE = 0.25;

const slugOf = (serviceName: string): ServiceSlug | undefined =>
  findServiceByName(serviceName)?.slug;

/** Dollars per hour for a service. */
export function hourlyRate(serviceName: string): number {
  const slug = slugOf(serviceName);
  return slug ? HOURLY_RATES[slug] : FALLBACK_HOURLY_RATE;
}

/** The 10-hour package as a fee per hour and hours, where it saves the client money. */
export function hourlyPackage(serviceName: string): { fee: number; hours: number } | null {
  const { hours, priceDollars } = HOURLY_PACKAGE;
  if (hourlyRate(serviceName) * hours <= priceDollars) return null;
  return { fee: priceDollars / hours, hours };
}

export function projectRange(serviceName: string): { min: number; max: number } | null {
  const slug = slugOf(serviceName);
  return (slug && PROJECT_RANGES[slug]) || null;
}

export function offersSuccessBased(serviceName: string): boolean {
  const slug = slugOf(serviceName);
  return slug !== undefined && SUCCESS_BASED[slug] !== undefined;
}

/** The payment types a client may choose for a service, in display order. */
export function paymentTypesFor(serviceName: string): AgreementPaymentType[] {
  return AGREEMENT_PAYMENT_TYPES.filter(
    (type) => type !== 'success' || offersSuccessBased(serviceName),
  );
}

/** The success-based terms' wording for a service, or null where success-based is not offered. */
export function successTerms(serviceName: string): string | null {
  const slug = slugOf(serviceName);
  return (slug && SUCCESS_BASED[slug]?.successTerms) || null;
}

/** 25% of a base fee, rounded to the dollar. */
export function defaultDownPayment(baseFee: number): number {
  return Math.round(baseFee * DOWN_PAYMENT_SHARE);
}

/** The fee and quantities a payment type starts with: what switching to it resets them to. */
export function defaultTerms(
  serviceName: string,
  paymentType: AgreementPaymentType,
): Pick<AgreementServiceSelection, 'paymentType' | 'fee' | 'hours' | 'months' | 'downPayment'> {
  const service = findServiceByName(serviceName);
  const defaultFee = service?.defaultFee ?? 0;
  switch (paymentType) {
    case 'hourly':
      return { paymentType, fee: hourlyRate(serviceName), hours: 1 };
    case 'monthly':
      return { paymentType, fee: MONTHLY_TIERS[0].fee, months: 1 };
    case 'success': {
      const baseFee = (service && SUCCESS_BASED[service.slug]?.baseFee) ?? defaultFee;
      return { paymentType, fee: baseFee, downPayment: defaultDownPayment(baseFee) };
    }
    case 'annual':
      return { paymentType, fee: defaultFee };
    case 'project':
      return { paymentType, fee: projectRange(serviceName)?.min ?? defaultFee };
  }
}

/** A service the client has just ticked: a fixed project fee, no sub-services chosen yet. */
export function newServiceSelection(serviceName: string): AgreementServiceSelection {
  return { name: serviceName, subServices: [], ...defaultTerms(serviceName, 'project') };
}

/** Switching a service's payment type resets its fee and its hours, months or down payment. */
export function switchPaymentType(
  selection: AgreementServiceSelection,
  paymentType: AgreementPaymentType,
): AgreementServiceSelection {
  return {
    name: selection.name,
    subServices: selection.subServices,
    ...defaultTerms(selection.name, paymentType),
  };
}

const cents = (dollars: number | undefined) => Math.round((dollars ?? 0) * 100);

/**
 * A service's subtotal in cents (req RULES-4): zero without sub-services; otherwise fee ×
 * sub-service count × (hours for hourly, months for monthly, 12 for annual), plus the down payment
 * for success-based. Hours or months that are not set count as 1.
 */
export function serviceSubtotalCents(selection: AgreementServiceSelection): number {
  const count = selection.subServices.length;
  if (count === 0) return 0;
  const base = cents(selection.fee) * count;
  switch (selection.paymentType) {
    case 'hourly':
      return base * (selection.hours ?? 1);
    case 'monthly':
      return base * (selection.months ?? 1);
    case 'annual':
      return base * 12;
    case 'success':
      return cents(selection.downPayment) + base;
    case 'project':
      return base;
  }
}

const TYPE_ORDER: AgreementPaymentType[] = [...AGREEMENT_PAYMENT_TYPES, 'annual'];

/** Every figure of an agreement, from the client's choices. */
export function priceAgreement(selections: readonly AgreementServiceSelection[]): {
  lines: AgreementServiceLine[];
  totals: AgreementTotals;
} {
  const lines = selections.map((selection) => ({
    ...selection,
    subtotalCents: serviceSubtotalCents(selection),
  }));
  const grandTotalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  const byPaymentType = TYPE_ORDER.filter((type) =>
    lines.some((line) => line.paymentType === type),
  ).map((paymentType) => ({
    paymentType,
    totalCents: lines
      .filter((line) => line.paymentType === paymentType)
      .reduce((sum, line) => sum + line.subtotalCents, 0),
  }));
  const monthly = lines.filter(
    (line) => line.paymentType === 'monthly' && line.subServices.length > 0,
  );
  const longestMonths = monthly.length
    ? Math.max(...monthly.map((line) => line.months ?? 1))
    : null;
  const downPaymentCents = lines
    .filter((line) => line.paymentType === 'success' && line.subServices.length > 0)
    .reduce((sum, line) => sum + cents(line.downPayment), 0);
  return {
    lines,
    totals: {
      grandTotalCents,
      byPaymentType,
      longestMonths,
      monthlyPaymentCents: monthlyPaymentCents(grandTotalCents, longestMonths),
      downPaymentCents,
    },
  };
}

/**
 * Monthly payment amount (req DOCS-9): the total over the longest monthly duration, else the
 * total. Rounded down to the cent: the last instalment carries what the rounding left, so the
 * instalments add up to the total exactly and the agreement says what the payment method bills
 * (`instalmentSchedule` in payment-schedule.ts; docs/contracts-and-money.md).
 */
export function monthlyPaymentCents(grandTotalCents: number, longestMonths: number | null): number {
  if (!longestMonths || longestMonths <= 0) return grandTotalCents;
  return Math.floor(grandTotalCents / Math.floor(longestMonths));
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const WITH_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$12,500" for whole dollars, "$4,166.67" otherwise. */
export function formatCents(amountCents: number): string {
  return amountCents % 100 === 0
    ? WHOLE_DOLLARS.format(amountCents / 100)
    : WITH_CENTS.format(amountCents / 100);
}
