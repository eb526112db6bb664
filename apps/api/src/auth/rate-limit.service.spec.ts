import { loginSlowdownMs } from './rate-limit.service';

describe('loginSlowdownMs', () => {
  const policy = { after: 3, stepMs: 500, maxMs: 2000 };

  it('answers the first failures at once, then holds each one a step longer, up to the ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => loginSlowdownMs(n, policy))).toEqual([
      0, 0, 0, 500, 1000, 1500, 2000, 2000, 2000,
    ]);
  });

  it('slows nothing when the step is 0', () => {
    expect(loginSlowdownMs(50, { ...policy, stepMs: 0 })).toBe(0);
  });
});
