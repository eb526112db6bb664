import { billingSummary, dashboardEntryId } from './admin';
import { priceAgreement } from './pricing';

describe('dashboardEntryId', () => {
  it('is the user id × 100 plus 1 for the NDA, 2 for the agreement and 3 for the payment', () => {
    expect(dashboardEntryId(1, 'nda')).toBe(101);
    expect(dashboardEntryId(42, 'agreement')).toBe(4202);
    expect(dashboardEntryId(42, 'payment')).toBe(4203);
  });
});

describe('billingSummary', () => {
  it('is the grand total, the down payments and the rest, from the shared pricing rules', () => {
    const { totals } = priceAgreement([
      {
        name: 'Capital Markets Advisory',
        subServices: ['Capital Raising', 'Debt Financing'],
        paymentType: 'success',
        fee: 10000,
        downPayment: 2500,
      },
      {
        name: 'Corporate Advisory',
        subServices: ['Due Diligence'],
        paymentType: 'project',
        fee: 5500,
      },
    ]);
    expect(billingSummary(totals)).toEqual({
      grandTotalCents: 2_800_000,
      downPaymentCents: 250_000,
      remainingBalanceCents: 2_550_000,
    });
  });

  it('leaves the whole total to pay without a down payment', () => {
    expect(billingSummary({ grandTotalCents: 550_000, downPaymentCents: 0 })).toEqual({
      grandTotalCents: 550_000,
      downPaymentCents: 0,
      remainingBalanceCents: 550_000,
    });
  });
});
