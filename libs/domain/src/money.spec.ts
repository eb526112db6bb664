import fc from 'fast-check';
import { MONEY_MESSAGES, parseMoney } from './money';
import { formatCents } from './pricing';

const WHOLE = { cents: false };
const CENTS = { cents: true };

const wholeDollars = (input: string | number) => parseMoney(input, WHOLE);
const dollarsAndCents = (input: string | number) => parseMoney(input, CENTS);

const refusedWith = (message: string) => ({ ok: false, message });
const cents = (amount: number) => ({ ok: true, cents: amount });

/** The largest whole number of dollars whose cents are a safe integer. */
const MAX_DOLLARS = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/** "15000" → "15,000": digits grouped in threes from the right. */
const withCommas = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** Integer cents as typed with cents: "1,250.50", "$1250.5", " $ 12.00 ". */
const formatWithCents = (amount: number, commas: boolean, dollar: string, short: boolean) => {
  // Integer arithmetic only: amount / 100 is not exact near the safe limit.
  const whole = String((amount - (amount % 100)) / 100);
  const fraction = String(amount % 100).padStart(2, '0');
  const decimals = short && fraction.endsWith('0') ? fraction[0] : fraction;
  return `${dollar}${commas ? withCommas(whole) : whole}.${decimals}`;
};

describe('parseMoney: the examples of the defect (issue 15)', () => {
  it('reads fees and down payments as whole dollars, ".00" included', () => {
    expect(wholeDollars('15,000.00')).toEqual(cents(1_500_000));
    expect(wholeDollars('15000.00')).toEqual(cents(1_500_000));
    expect(wholeDollars('$15000.00')).toEqual(cents(1_500_000));
    expect(wholeDollars('15,000')).toEqual(cents(1_500_000));
    expect(wholeDollars(' $ 15,000 ')).toEqual(cents(1_500_000));
    expect(wholeDollars('15000.0')).toEqual(cents(1_500_000));
    expect(wholeDollars('0')).toEqual(cents(0));
    expect(wholeDollars('1,000,000')).toEqual(cents(100_000_000));
  });

  it('refuses, never rounds or strips, what is not whole dollars', () => {
    for (const typed of [
      '12.50',
      '12.5',
      '-500',
      '$-500',
      '1e5',
      '1E5',
      '12.5x',
      '1,50',
      '1,5000',
      ',500',
      '15,000,00',
      '0,500',
      '12.',
      '.00',
      '15 000',
      '15000.000',
      '$',
      '',
      '   ',
      '+500',
      '0x1F',
      'Infinity',
      'NaN',
      '١٢٣',
      '15,000$',
      '$$15',
    ]) {
      expect([typed, wholeDollars(typed)]).toEqual([
        typed,
        refusedWith(MONEY_MESSAGES.wholeDollars),
      ]);
    }
  });

  it('says what a field accepts', () => {
    expect(MONEY_MESSAGES.wholeDollars).toBe(
      'Enter a whole-dollar amount such as 15,000 (digits, optional $ and commas)',
    );
    expect(MONEY_MESSAGES.dollarsAndCents).toBe(
      'Enter an amount in dollars and cents such as 1,250.50',
    );
    expect(dollarsAndCents('12.5x')).toEqual(refusedWith(MONEY_MESSAGES.dollarsAndCents));
  });

  it('reads dollars and cents where cents are allowed', () => {
    expect(dollarsAndCents('12.50')).toEqual(cents(1250));
    expect(dollarsAndCents('12.5')).toEqual(cents(1250));
    expect(dollarsAndCents('1,250.50')).toEqual(cents(125_050));
    expect(dollarsAndCents('$1250.5')).toEqual(cents(125_050));
    expect(dollarsAndCents('0.07')).toEqual(cents(7));
    expect(dollarsAndCents('15,000.00')).toEqual(cents(1_500_000));
    for (const typed of ['10.005', '-0.50', '1e-7', '.50', '12.', '1,50.00', '12.5.0']) {
      expect(dollarsAndCents(typed)).toEqual(refusedWith(MONEY_MESSAGES.dollarsAndCents));
    }
  });

  it('refuses an amount whose cents are past the safe integers, as too large', () => {
    expect(wholeDollars(String(MAX_DOLLARS))).toEqual(cents(MAX_DOLLARS * 100));
    expect(wholeDollars(String(MAX_DOLLARS + 1))).toEqual(refusedWith(MONEY_MESSAGES.tooLarge));
    expect(wholeDollars('9'.repeat(40))).toEqual(refusedWith(MONEY_MESSAGES.tooLarge));
    expect(wholeDollars(`${'0'.repeat(40)}15`)).toEqual(cents(1500));
    expect(wholeDollars(1e20)).toEqual(refusedWith(MONEY_MESSAGES.tooLarge));
    expect(dollarsAndCents(1e21)).toEqual(refusedWith(MONEY_MESSAGES.tooLarge));
  });
});

describe('parseMoney: numbers (a JSON payload)', () => {
  it('takes finite, non-negative, exact numbers only', () => {
    expect(wholeDollars(15000)).toEqual(cents(1_500_000));
    expect(wholeDollars(-0)).toEqual(cents(0));
    expect(dollarsAndCents(1250.5)).toEqual(cents(125_050));
    expect(dollarsAndCents(0.07)).toEqual(cents(7));
    expect(dollarsAndCents(1e5)).toEqual(cents(10_000_000));
    for (const amount of [12.5, -500, -1, 1e-7, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(wholeDollars(amount)).toEqual(refusedWith(MONEY_MESSAGES.wholeDollars));
    }
    // String(1e-7) is "1e-7": no text form is read, so none of these slips through.
    for (const amount of [10.005, 0.1 + 0.2, 1e-7, 5e-324, -0.01, Number.NaN]) {
      expect(dollarsAndCents(amount)).toEqual(refusedWith(MONEY_MESSAGES.dollarsAndCents));
    }
  });
});

describe('parseMoney: properties', () => {
  const dollars = fc.integer({ min: 0, max: MAX_DOLLARS });
  const dollarSign = fc.constantFrom('', '$', '$ ', ' $');

  it('reads every whole number of dollars, however it is written, as exactly its cents', () => {
    fc.assert(
      fc.property(
        dollars,
        fc.boolean(),
        dollarSign,
        fc.constantFrom('', '.0', '.00'),
        fc.constantFrom('', ' '),
        (amount, commas, dollar, zeros, space) => {
          const digits = String(amount);
          const typed = `${space}${dollar}${commas ? withCommas(digits) : digits}${zeros}${space}`;
          expect(wholeDollars(typed)).toEqual(cents(amount * 100));
          expect(dollarsAndCents(typed)).toEqual(cents(amount * 100));
          expect(wholeDollars(amount)).toEqual(cents(amount * 100));
        },
      ),
    );
  });

  it('refuses anything with a minus, an exponent or a letter', () => {
    const written = fc
      .tuple(dollars, fc.boolean(), dollarSign)
      .map(
        ([amount, commas, dollar]) => `${dollar}${commas ? withCommas(String(amount)) : amount}`,
      );
    const intruder = fc.oneof(
      fc.constant('-'),
      fc.constantFrom('e', 'E', 'e5', 'e-7', 'E+2'),
      fc.string({ minLength: 1, maxLength: 3 }).filter((text) => /[^\d\s$,.]/.test(text)),
    );
    fc.assert(
      fc.property(written, intruder, fc.nat(), (text, extra, at) => {
        const index = at % (text.length + 1);
        const typed = text.slice(0, index) + extra + text.slice(index);
        expect(wholeDollars(typed).ok).toBe(false);
        expect(dollarsAndCents(typed).ok).toBe(false);
      }),
    );
  });

  it('takes commas only as separators of groups of three, the first of one to three digits', () => {
    const groupsOfThree = (text: string) => {
      const [first, ...rest] = text.split(',');
      return (
        /^[1-9]\d{0,2}$/.test(first) &&
        rest.length > 0 &&
        rest.every((group) => /^\d{3}$/.test(group))
      );
    };
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9,]{1,12}$/), (typed) => {
        const expected = typed.includes(',') ? groupsOfThree(typed) : true;
        expect(wholeDollars(typed).ok).toBe(expected);
        if (expected) {
          expect(wholeDollars(typed)).toEqual(cents(Number(typed.replace(/,/g, '')) * 100));
        }
      }),
    );
  });

  it('refuses whole dollars with cents, and never rounds them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e13 }).filter((amount) => amount % 100 !== 0),
        fc.boolean(),
        dollarSign,
        (amount, commas, dollar) => {
          const typed = formatWithCents(amount, commas, dollar, false);
          expect(wholeDollars(typed)).toEqual(refusedWith(MONEY_MESSAGES.wholeDollars));
          expect(wholeDollars(amount / 100)).toEqual(refusedWith(MONEY_MESSAGES.wholeDollars));
        },
      ),
    );
  });

  it('gives back the cents it was given, formatted in any way it accepts (parse(format(x)) = x)', () => {
    const safeCents = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(
        safeCents,
        fc.boolean(),
        dollarSign,
        fc.boolean(),
        (amount, commas, dollar, short) => {
          expect(dollarsAndCents(formatWithCents(amount, commas, dollar, short))).toEqual(
            cents(amount),
          );
        },
      ),
    );
    // The app's own formatting ("$1,250.50", "$12,500") and a number sent as dollars.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (amount) => {
        expect(dollarsAndCents(formatCents(amount))).toEqual(cents(amount));
        expect(dollarsAndCents(amount / 100)).toEqual(cents(amount));
      }),
    );
  });
});
