import { FixedWindowLimiter, LimitReachedError } from './fixed-window-limiter';
import { MemoryCounterStore } from './memory-counter-store';

function setup(points = 2, windowSeconds = 60) {
  let now = Date.UTC(2025, 0, 1);
  const store = new MemoryCounterStore(() => now);
  const limiter = new FixedWindowLimiter(store, { name: 'test', points, windowSeconds });
  return { store, limiter, advance: (ms: number) => (now += ms) };
}

describe('FixedWindowLimiter', () => {
  it('allows `points` hits per window, then refuses with the time left', async () => {
    const { limiter, advance } = setup(2, 60);
    await limiter.consume('192.0.2.1');
    advance(10_000);
    await limiter.consume('192.0.2.1');
    const error = await limiter.consume('192.0.2.1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LimitReachedError);
    expect((error as LimitReachedError).msBeforeReset).toBe(50_000);
    expect((error as LimitReachedError).retryAfterSeconds).toBe(50);
  });

  it('counts each key on its own', async () => {
    const { limiter } = setup(1);
    await limiter.consume('a');
    await expect(limiter.consume('b')).resolves.toMatchObject({ points: 1 });
    await expect(limiter.consume('a')).rejects.toBeInstanceOf(LimitReachedError);
  });

  it('starts a new window once the last one has ended', async () => {
    const { limiter, advance } = setup(1, 60);
    await limiter.consume('a');
    await expect(limiter.consume('a')).rejects.toBeInstanceOf(LimitReachedError);
    advance(60_000);
    await expect(limiter.consume('a')).resolves.toEqual({ points: 1, msBeforeReset: 60_000 });
  });

  it('counts nothing for a refused hit, so a hit given back frees exactly one', async () => {
    const { limiter } = setup(2);
    await limiter.consume('a');
    await limiter.consume('a');
    for (let i = 0; i < 3; i++) {
      await expect(limiter.consume('a')).rejects.toBeInstanceOf(LimitReachedError);
    }
    await limiter.giveBack('a');
    await expect(limiter.consume('a')).resolves.toMatchObject({ points: 2 });
    await expect(limiter.consume('a')).rejects.toBeInstanceOf(LimitReachedError);
    await limiter.reset('a');
    await expect(limiter.consume('a')).resolves.toMatchObject({ points: 1 });
  });

  it('lets only `points` of many hits sent at once through', async () => {
    const { limiter } = setup(10);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () => limiter.consume('a')),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
  });

  it('stores a hash of the key, never the address or username itself', async () => {
    const store = new MemoryCounterStore();
    const take = jest.spyOn(store, 'take');
    await new FixedWindowLimiter(store, { name: 'login-ip', points: 5, windowSeconds: 60 }).consume(
      '203.0.113.7',
    );
    const id = take.mock.calls[0][0];
    expect(id).toMatch(/^login-ip:[0-9a-f]{64}$/);
    expect(id).not.toContain('203.0.113.7');
  });
});
