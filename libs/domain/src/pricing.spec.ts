import fc from 'fast-check';
import { AGREEMENT_LIMITS, type AgreementServiceSelection } from './agreement';
import { SERVICE_CATALOGUE } from './catalogue';
import {
  defaultDownPayment,
  defaultTerms,
  formatCents,
  hourlyPackage,
  hourlyRate,
  monthlyPaymentCents,
  newServiceSelection,
  offersSuccessBased,
  paymentTypesFor,
  priceAgreement,
  projectRange,
  serviceSubtotalCents,
  switchPaymentType,
} from './pricing';
import { instalmentSchedule } from './payment-schedule';

const BS = 'Business Strategy & Growth';
const GTM = 'Go-to-Market Strategy';
const CM = 'Capital Markets Advisory';
const DS = 'Digital Solutions';
const CA = 'Corporate Advisory';
const MB = 'Marketing & Branding';

function subs(name: string, count: number): string[] {
  const service = SERVICE_CATALOGUE.find((candidate) => candidate.name === name);
  if (!service) throw new Error(`no service named ${name}`);
  return service.subServices.slice(0, count).map((sub) => sub.name);
}

const line = (
  name: string,
  count: number,
  terms: Partial<AgreementServiceSelection>,
): AgreementServiceSelection => ({
  name,
  subServices: subs(name, count),
  paymentType: 'project',
  fee: 0,
  ...terms,
});

describe('pricing: rates, tiers, ranges (req DOCS-9)', () => {
  it('charges the hourly rates of the spec', () => {
    expect(hourlyRate(BS)).toBe(500);
    expect(hourlyRate(CM)).toBe(750);
    expect(hourlyRate(DS)).toBe(200);
    expect(hourlyRate(GTM)).toBe(500);
    expect(hourlyRate(CA)).toBe(500);
    expect(hourlyRate(MB)).toBe(500);
    expect(hourlyRate('Something else')).toBe(500);
  });

  it('offers the 10-hour package at 4,500 only where it is cheaper than ten hours at the rate', () => {
    expect(hourlyPackage(BS)).toEqual({ fee: 450, hours: 10 });
    expect(hourlyPackage(CM)).toEqual({ fee: 450, hours: 10 });
    expect(hourlyPackage(DS)).toBeNull();
    const offer = hourlyPackage(MB);
    if (!offer) throw new Error('Marketing & Branding has no 10-hour package');
    const { fee, hours } = offer;
    expect(serviceSubtotalCents(line(MB, 1, { paymentType: 'hourly', fee, hours }))).toBe(450_000);
  });

  it('starts project fees at the range minimum, or at the default fee without a range', () => {
    expect(projectRange(MB)).toEqual({ min: 15000, max: 50000 });
    expect(projectRange(GTM)).toEqual({ min: 10000, max: 30000 });
    expect(projectRange(CM)).toEqual({ min: 25000, max: 100000 });
    expect(projectRange(DS)).toEqual({ min: 20000, max: 150000 });
    expect(projectRange(BS)).toBeNull();
    expect(defaultTerms(CM, 'project')).toEqual({ paymentType: 'project', fee: 25000 });
    expect(defaultTerms(BS, 'project')).toEqual({ paymentType: 'project', fee: 5000 });
    expect(defaultTerms(CA, 'project')).toEqual({ paymentType: 'project', fee: 5500 });
  });

  it('starts hourly at the rate for 1 hour and monthly at Basic (5,000) for 1 month', () => {
    expect(defaultTerms(CM, 'hourly')).toEqual({ paymentType: 'hourly', fee: 750, hours: 1 });
    expect(defaultTerms(DS, 'monthly')).toEqual({ paymentType: 'monthly', fee: 5000, months: 1 });
  });

  it('offers success-based only for Capital Markets, Go-to-Market and Digital Solutions', () => {
    expect([CM, GTM, DS].every(offersSuccessBased)).toBe(true);
    expect([BS, CA, MB].some(offersSuccessBased)).toBe(false);
    expect(paymentTypesFor(CM)).toEqual(['hourly', 'monthly', 'project', 'success']);
    expect(paymentTypesFor(BS)).toEqual(['hourly', 'monthly', 'project']);
  });

  it('defaults the down payment to 25% of the base fee, rounded', () => {
    expect(defaultTerms(CM, 'success')).toEqual({
      paymentType: 'success',
      fee: 10000,
      downPayment: 2500,
    });
    expect(defaultTerms(GTM, 'success')).toMatchObject({ fee: 4500, downPayment: 1125 });
    expect(defaultDownPayment(4999)).toBe(1250);
    expect(defaultDownPayment(4998)).toBe(1250);
    expect(defaultDownPayment(4994)).toBe(1249);
  });
});

describe('pricing: selections', () => {
  it('starts a new service as a fixed project fee with no sub-services chosen', () => {
    expect(newServiceSelection(DS)).toEqual({
      name: DS,
      subServices: [],
      paymentType: 'project',
      fee: 20000,
    });
  });

  it('resets fee and hours, months or down payment when the payment type switches', () => {
    const hourly: AgreementServiceSelection = {
      ...line(CM, 2, {}),
      ...defaultTerms(CM, 'hourly'),
      fee: 900,
      hours: 40,
    };
    expect(switchPaymentType(hourly, 'monthly')).toEqual({
      name: CM,
      subServices: hourly.subServices,
      paymentType: 'monthly',
      fee: 5000,
      months: 1,
    });
    expect(switchPaymentType(hourly, 'success')).toEqual({
      name: CM,
      subServices: hourly.subServices,
      paymentType: 'success',
      fee: 10000,
      downPayment: 2500,
    });
    expect(switchPaymentType(hourly, 'hourly')).toMatchObject({ fee: 750, hours: 1 });
  });
});

describe('pricing: totals (req RULES-4)', () => {
  it('is zero for a service without sub-services', () => {
    expect(serviceSubtotalCents(line(BS, 0, { fee: 5000 }))).toBe(0);
    expect(
      serviceSubtotalCents(line(CM, 0, { paymentType: 'success', fee: 1, downPayment: 9 })),
    ).toBe(0);
  });

  it('computes each fee model', () => {
    // project: fee × sub-services
    expect(serviceSubtotalCents(line(BS, 3, { fee: 5000 }))).toBe(1_500_000);
    // hourly: fee × sub-services × hours
    expect(serviceSubtotalCents(line(CM, 2, { paymentType: 'hourly', fee: 750, hours: 10 }))).toBe(
      1_500_000,
    );
    // monthly: fee × sub-services × months
    expect(
      serviceSubtotalCents(line(MB, 2, { paymentType: 'monthly', fee: 10000, months: 6 })),
    ).toBe(12_000_000);
    // success: down payment + fee × sub-services
    expect(
      serviceSubtotalCents(line(CM, 2, { paymentType: 'success', fee: 10000, downPayment: 2500 })),
    ).toBe(2_250_000);
    // annual (read only): fee × 12 × sub-services
    expect(serviceSubtotalCents(line(CA, 1, { paymentType: 'annual', fee: 1000 }))).toBe(1_200_000);
    // hours or months of 0 price to 0; unset counts as 1
    expect(serviceSubtotalCents(line(BS, 1, { paymentType: 'hourly', fee: 500, hours: 0 }))).toBe(
      0,
    );
    expect(serviceSubtotalCents(line(BS, 1, { paymentType: 'monthly', fee: 5000 }))).toBe(500_000);
  });

  it('groups totals by payment type and divides the total by the longest monthly duration', () => {
    const { lines, totals } = priceAgreement([
      line(BS, 2, { paymentType: 'monthly', fee: 5000, months: 3 }), // 30,000
      line(MB, 1, { paymentType: 'monthly', fee: 10000, months: 12 }), // 120,000
      line(CM, 1, { paymentType: 'success', fee: 10000, downPayment: 2500 }), // 12,500
      line(DS, 1, { paymentType: 'hourly', fee: 200, hours: 7 }), // 1,400
      line(CA, 0, { fee: 5500 }), // nothing chosen: 0
    ]);
    expect(lines.map((l) => l.subtotalCents)).toEqual([
      3_000_000, 12_000_000, 1_250_000, 140_000, 0,
    ]);
    expect(totals.grandTotalCents).toBe(16_390_000);
    expect(totals.byPaymentType).toEqual([
      { paymentType: 'hourly', totalCents: 140_000 },
      { paymentType: 'monthly', totalCents: 15_000_000 },
      { paymentType: 'project', totalCents: 0 },
      { paymentType: 'success', totalCents: 1_250_000 },
    ]);
    expect(totals.longestMonths).toBe(12);
    expect(totals.monthlyPaymentCents).toBe(1_365_833); // 163,900 / 12, rounded down to the cent
    expect(totals.downPaymentCents).toBe(250_000);
  });

  it('charges the whole total at once when no service is monthly', () => {
    const { totals } = priceAgreement([line(BS, 1, { fee: 5000 })]);
    expect(totals.longestMonths).toBeNull();
    expect(totals.monthlyPaymentCents).toBe(500_000);
    expect(monthlyPaymentCents(1000, 0)).toBe(1000);
  });

  it('rounds the monthly payment down, so the agreement quotes what the payment method bills', () => {
    // $77,500 over 6 months: $12,916.666…; the last instalment carries the 4 cents left.
    expect(monthlyPaymentCents(7_750_000, 6)).toBe(1_291_666);
    const schedule = instalmentSchedule(7_750_000, 6);
    expect(schedule.regularCents).toBe(monthlyPaymentCents(7_750_000, 6));
    expect(schedule.regularCents * 5 + schedule.finalCents).toBe(7_750_000);
  });

  it('keeps every figure an exact integer of cents and the grand total the sum of its parts', () => {
    const selection = fc.record({
      name: fc.constantFrom(...SERVICE_CATALOGUE.map((s) => s.name)),
      count: fc.integer({ min: 0, max: 5 }),
      paymentType: fc.constantFrom('hourly', 'monthly', 'project', 'success', 'annual' as const),
      fee: fc.integer({ min: 0, max: AGREEMENT_LIMITS.maxFee }),
      downPayment: fc.integer({ min: 0, max: AGREEMENT_LIMITS.maxFee }),
      hours: fc.integer({ min: 0, max: AGREEMENT_LIMITS.maxHours }),
      months: fc.integer({ min: 0, max: AGREEMENT_LIMITS.maxMonths }),
    });
    fc.assert(
      fc.property(fc.array(selection, { maxLength: 6 }), (raw) => {
        const { lines, totals } = priceAgreement(
          raw.map(({ count, ...rest }) => ({ ...rest, subServices: subs(rest.name, count) })),
        );
        const sum = lines.reduce((acc, l) => acc + l.subtotalCents, 0);
        expect(Number.isSafeInteger(totals.grandTotalCents)).toBe(true);
        expect(totals.grandTotalCents).toBe(sum);
        expect(totals.byPaymentType.reduce((acc, g) => acc + g.totalCents, 0)).toBe(sum);
        expect(lines.every((l) => l.subtotalCents >= 0 && Number.isInteger(l.subtotalCents))).toBe(
          true,
        );
      }),
    );
  });

  it('formats cents as dollars', () => {
    expect(formatCents(1_500_000)).toBe('$15,000');
    expect(formatCents(1_365_833)).toBe('$13,658.33');
    expect(formatCents(0)).toBe('$0');
  });
});
