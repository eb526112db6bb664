import fc from 'fast-check';
import { countOf, pluralWord } from './plural';

describe('countOf', () => {
  it.each([
    [0, 'document', undefined, '0 documents'],
    [1, 'document', undefined, '1 document'],
    [2, 'document', undefined, '2 documents'],
    [1, 'story', 'stories', '1 story'],
    [7, 'story', 'stories', '7 stories'],
    [1500, 'user', undefined, '1,500 users'],
    [1.5, 'month', undefined, '1.5 months'],
  ])('writes %d %s as "%s"', (count, one, many, expected) => {
    expect(countOf(count, one, many)).toBe(expected);
  });

  it("writes a whole number without Intl's number formatting, whose first use loads its locale data", () => {
    const toLocaleString = jest.spyOn(Number.prototype, 'toLocaleString');
    try {
      expect(countOf(12, 'story', 'stories')).toBe('12 stories');
      expect(countOf(1_234_567, 'user')).toBe('1,234,567 users');
      expect(toLocaleString).not.toHaveBeenCalled();
    } finally {
      toLocaleString.mockRestore();
    }
  });

  it('writes any count as toLocaleString does in en-US (whole numbers are grouped without Intl)', () => {
    const count = fc.oneof(
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.maxSafeInteger(),
      fc.maxSafeNat(),
      fc.double({ noNaN: true }),
      fc.constantFrom(-0, 2 ** 53, -(2 ** 53), 999, 1000, -1000, 999_999, 1_000_000),
    );
    fc.assert(
      fc.property(count, (n) => {
        expect(countOf(n, 'story', 'stories')).toBe(
          `${n.toLocaleString('en-US')} ${pluralWord(n, 'story', 'stories')}`,
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('pluralWord', () => {
  it('is the singular for one only', () => {
    expect(pluralWord(1, 'hour')).toBe('hour');
    expect(pluralWord(0, 'hour')).toBe('hours');
    expect(pluralWord(-1, 'hour')).toBe('hour');
    expect(pluralWord(12, 'month')).toBe('months');
  });
});
