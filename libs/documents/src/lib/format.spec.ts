import { formatUtcTimestamp } from './format';

describe('formatUtcTimestamp', () => {
  it('writes a moment in UTC to the second', () => {
    expect(formatUtcTimestamp('2025-03-05T14:03:22.987Z')).toBe('2025-03-05 14:03:22 UTC');
    expect(formatUtcTimestamp('2025-03-05T23:30:00-05:00')).toBe('2025-03-06 04:30:00 UTC');
  });

  it('returns text that is not a date as it is', () => {
    expect(formatUtcTimestamp('not a date')).toBe('not a date');
  });
});
