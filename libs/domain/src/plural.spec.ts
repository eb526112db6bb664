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
});

describe('pluralWord', () => {
  it('is the singular for one only', () => {
    expect(pluralWord(1, 'hour')).toBe('hour');
    expect(pluralWord(0, 'hour')).toBe('hours');
    expect(pluralWord(-1, 'hour')).toBe('hour');
    expect(pluralWord(12, 'month')).toBe('months');
  });
});
