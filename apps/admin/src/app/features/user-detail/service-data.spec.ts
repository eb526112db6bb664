import { serviceItems } from '../../../testing/admin-factories';
import { quantityLabel, readServiceData } from './service-data';

describe('the service information of the user detail', () => {
  it('computes each service and the billing summary with the shared pricing rules', () => {
    const data = readServiceData(JSON.stringify(serviceItems()));
    if (data.state !== 'ok') throw new Error(data.message);
    // $500 × 10 h; $5,000 × 6 months × 2 sub-services; $2,500 down + $10,000 base.
    expect(data.services.map((line) => line.subtotalCents)).toEqual([
      500_000, 6_000_000, 1_250_000,
    ]);
    expect(data.summary).toEqual({
      grandTotalCents: 7_750_000,
      downPaymentCents: 250_000,
      remainingBalanceCents: 7_500_000,
    });
  });

  it('prices an annual service at twelve months, per sub-service, whatever subtotal is stored', () => {
    const data = readServiceData(
      JSON.stringify([
        {
          name: 'Corporate Advisory',
          paymentType: 'annual',
          fee: 1000,
          subServices: ['Board Advisory', 'M&A Support'],
          subtotalCents: 1,
        },
      ]),
    );
    if (data.state !== 'ok') throw new Error(data.message);
    expect(data.services[0].subtotalCents).toBe(2_400_000);
    expect(data.services[0].paymentMethod).toBe('Invoice');
    expect(data.summary.remainingBalanceCents).toBe(2_400_000);
  });

  it.each([
    [
      'text that is not JSON',
      '{services',
      'Error parsing service data. Please update the service information for this user.',
    ],
    ['JSON that is not a list', '{"name":"Marketing"}', 'Invalid service data format'],
    ['an empty list', '[]', 'No detailed service information available'],
  ])('says so for %s', (_what, serviceType, message) => {
    expect(readServiceData(serviceType)).toMatchObject({ message });
  });

  it('labels months as 1 and hours as 0 when they are missing', () => {
    const [monthly, hourly] = ['monthly', 'hourly'].map((paymentType) => {
      const data = readServiceData(
        JSON.stringify([
          { name: 'Marketing & Branding', paymentType, fee: 100, subServices: ['Brand Strategy'] },
        ]),
      );
      if (data.state !== 'ok') throw new Error(data.message);
      return quantityLabel(data.services[0]);
    });
    expect(monthly).toBe('1 month');
    expect(hourly).toBe('0 hours');
  });
});
