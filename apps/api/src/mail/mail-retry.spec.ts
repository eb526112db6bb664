import { retryDelayMs } from './mail-retry';

describe('retryDelayMs', () => {
  const settings = { retryBaseMs: 5000, retryMaxMs: 600000 };

  it('waits the base delay after the first failure, then doubles it', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, settings))).toEqual([
      5000, 10000, 20000, 40000, 80000,
    ]);
  });

  it('never waits longer than the maximum, however many attempts failed', () => {
    expect(retryDelayMs(8, settings)).toBe(600000);
    expect(retryDelayMs(50, settings)).toBe(600000);
    expect(retryDelayMs(5000, settings)).toBe(600000);
  });

  it('treats "no failure yet" as the first', () => {
    expect(retryDelayMs(0, settings)).toBe(5000);
  });
});
