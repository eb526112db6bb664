import { BoundedPool, PoolBusyError, PoolClosedError } from './bounded-pool';

/** A task that runs until `finish()` is called. */
function controllable<T>(value: T) {
  let finish: () => void = () => undefined;
  const started = jest.fn();
  const task = () =>
    new Promise<T>((resolve) => {
      started();
      finish = () => resolve(value);
    });
  return { task, started, finish: () => finish() };
}

describe('BoundedPool', () => {
  afterEach(() => jest.useRealTimers());

  it('runs up to `concurrency` tasks at once and queues the next ones in order', async () => {
    const pool = new BoundedPool(2, 5, 10_000);
    const [a, b, c] = [controllable('a'), controllable('b'), controllable('c')];
    const results = [pool.run(a.task), pool.run(b.task), pool.run(c.task)];

    expect(a.started).toHaveBeenCalled();
    expect(b.started).toHaveBeenCalled();
    expect(c.started).not.toHaveBeenCalled();
    expect(pool.stats).toEqual({ active: 2, queued: 1 });

    a.finish();
    await results[0];
    expect(c.started).toHaveBeenCalled();
    b.finish();
    c.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(pool.stats).toEqual({ active: 0, queued: 0 });
  });

  it('refuses a task at once when the queue is full', async () => {
    const pool = new BoundedPool(1, 1, 10_000);
    const running = controllable(1);
    const queued = controllable(2);
    const first = pool.run(running.task);
    const second = pool.run(queued.task);
    await expect(pool.run(async () => 3)).rejects.toBeInstanceOf(PoolBusyError);
    running.finish();
    expect(await first).toBe(1);
    expect(queued.started).toHaveBeenCalled();
    queued.finish();
    expect(await second).toBe(2);
  });

  it('with no queue at all, refuses anything beyond the running tasks', async () => {
    const pool = new BoundedPool(1, 0, 10_000);
    const running = controllable(1);
    const first = pool.run(running.task);
    await expect(pool.run(async () => 2)).rejects.toThrow('The queue is full');
    running.finish();
    await first;
  });

  it('gives up on a task that waited longer than allowed for a slot', async () => {
    jest.useFakeTimers();
    const pool = new BoundedPool(1, 5, 1000);
    const running = controllable(1);
    const first = pool.run(running.task);
    const waiting = controllable(2);
    const second = pool.run(waiting.task);
    jest.advanceTimersByTime(1001);
    await expect(second).rejects.toBeInstanceOf(PoolBusyError);
    expect(pool.stats.queued).toBe(0);
    running.finish();
    await first;
    expect(waiting.started).not.toHaveBeenCalled();
  });

  it('frees the slot when a task fails', async () => {
    const pool = new BoundedPool(1, 1, 10_000);
    await expect(pool.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await pool.run(async () => 'next')).toBe('next');
  });

  it('on close, rejects waiting tasks and new ones, lets running ones finish', async () => {
    const pool = new BoundedPool(1, 5, 10_000);
    const running = controllable('done');
    const first = pool.run(running.task);
    const waiting = pool.run(async () => 'never');
    pool.close();
    await expect(waiting).rejects.toBeInstanceOf(PoolClosedError);
    await expect(pool.run(async () => 'late')).rejects.toBeInstanceOf(PoolClosedError);
    const idle = pool.idle(10_000);
    running.finish();
    expect(await first).toBe('done');
    await idle;
  });
});
