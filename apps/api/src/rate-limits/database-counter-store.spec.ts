import { DataSource } from 'typeorm';
import { DatabaseCounterStore } from './database-counter-store';
import { RateLimitCounter } from './rate-limit-counter.entity';

/**
 * The store's SQL on SQLite (in memory). MySQL/MariaDB run the same rules through the integration
 * suites (brute-force.int-spec.ts, "guesses sent all at once", on both databases).
 */
describe('DatabaseCounterStore on SQLite', () => {
  let dataSource: DataSource;
  let store: DatabaseCounterStore;
  const t0 = Date.UTC(2025, 0, 1);

  beforeEach(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [RateLimitCounter],
      synchronize: true,
    });
    await dataSource.initialize();
    store = new DatabaseCounterStore(dataSource);
  });

  afterEach(() => dataSource.destroy());

  const points = async (id: string) =>
    (await dataSource.getRepository(RateLimitCounter).findOneBy({ id }))?.points;

  it('takes points up to the limit, then refuses and counts nothing more', async () => {
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await store.take('k', 60_000, 2, t0 + i * 1000));
    expect(taken.map(({ taken, points }) => [taken, points])).toEqual([
      [true, 1],
      [true, 2],
      [false, 2],
      [false, 2],
    ]);
    // A refusal says when the window ends, for Retry-After.
    expect(taken[3].msBeforeReset).toBe(57_000);
    expect(await points('k')).toBe(2);
  });

  it('lets exactly the limit through when many take at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () => store.take('k', 60_000, 10, t0)),
    );
    expect(results.filter((result) => result.taken)).toHaveLength(10);
    expect(await points('k')).toBe(10);
  });

  it('opens a new window once the last one has ended, even when it was used up', async () => {
    await store.take('k', 60_000, 1, t0);
    expect((await store.take('k', 60_000, 1, t0 + 1)).taken).toBe(false);
    expect(await store.take('k', 60_000, 1, t0 + 60_000)).toEqual({
      taken: true,
      points: 1,
      msBeforeReset: 60_000,
    });
  });

  it('gives a point back to the open window only, and never below zero', async () => {
    await store.take('k', 60_000, 2, t0);
    await store.take('k', 60_000, 2, t0);
    await store.giveBack('k', t0 + 1);
    expect((await store.take('k', 60_000, 2, t0 + 2)).taken).toBe(true);
    expect((await store.take('k', 60_000, 2, t0 + 3)).taken).toBe(false);

    await store.giveBack('k', t0 + 60_000);
    expect(await points('k')).toBe(2);
    await store.reset('k');
    await store.giveBack('k', t0);
    expect(await points('k')).toBeUndefined();
  });

  it('sweeps the windows that have ended', async () => {
    await store.take('old', 1_000, 5, t0);
    await store.take('new', 60_000, 5, t0);
    await store.purgeExpired(t0 + 1_000);
    expect([await points('old'), await points('new')]).toEqual([undefined, 1]);
  });
});
