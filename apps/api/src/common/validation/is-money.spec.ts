import { validate } from 'class-validator';
import { IsMoney } from './is-money';

class Payment {
  @IsMoney({ cents: true, message: 'amount' })
  amount!: unknown;
}

class Fee {
  @IsMoney({ cents: false, message: 'fee', max: { dollars: 1_000, message: 'too large' } })
  fee!: unknown;
}

async function messageOf<T extends object>(type: new () => T, values: Partial<T>) {
  const errors = await validate(Object.assign(new type(), values));
  return errors[0]?.constraints?.['isMoney'] ?? null;
}

describe('IsMoney', () => {
  it('takes exact amounts in dollars and cents', async () => {
    for (const amount of [0, 0.07, 1250.5, 65_000, 10_833.33]) {
      expect(await messageOf(Payment, { amount })).toBeNull();
    }
  });

  it('refuses numbers in exponent form, inexact cents, negatives and text with its message, never by throwing', async () => {
    for (const amount of [1e-7, 5e-324, 1e21, 10.005, 0.1 + 0.2, -1, Number.NaN, '12', null]) {
      expect(await messageOf(Payment, { amount })).toBe('amount');
    }
  });

  it('takes whole dollars only where cents are not allowed, up to its largest amount', async () => {
    expect(await messageOf(Fee, { fee: 1_000 })).toBeNull();
    expect(await messageOf(Fee, { fee: 12.5 })).toBe('fee');
    expect(await messageOf(Fee, { fee: 1e-7 })).toBe('fee');
    expect(await messageOf(Fee, { fee: 1_001 })).toBe('too large');
  });
});
