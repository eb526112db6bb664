/** The pool's queue is full, or a task waited longer than allowed for a slot. */
export class PoolBusyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PoolBusyError';
  }
}

/** The pool was closed (the app is shutting down). */
export class PoolClosedError extends Error {
  constructor() {
    super('The pool is closed');
    this.name = 'PoolClosedError';
  }
}

interface Waiting {
  start: () => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Runs at most `concurrency` tasks at once; up to `queueLimit` more wait, each at most `maxWaitMs`
 * for a slot. Anything beyond is refused at once with PoolBusyError, so overload answers quickly
 * instead of piling up.
 */
export class BoundedPool {
  private active = 0;
  private closed = false;
  private readonly waiting: Waiting[] = [];
  private readonly idleWaiters: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
    private readonly maxWaitMs: number,
  ) {}

  get stats(): { active: number; queued: number } {
    return { active: this.active, queued: this.waiting.length };
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new PoolClosedError());
    if (this.active < this.concurrency) return this.start(task);
    if (this.waiting.length >= this.queueLimit) {
      return Promise.reject(new PoolBusyError('The queue is full'));
    }
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = {
        start: () => {
          clearTimeout(entry.timer);
          this.start(task).then(resolve, reject);
        },
        reject,
        timer: setTimeout(() => {
          this.remove(entry);
          reject(new PoolBusyError(`No slot became free within ${this.maxWaitMs} ms`));
        }, this.maxWaitMs),
      };
      entry.timer.unref?.();
      this.waiting.push(entry);
    });
  }

  /** Refuses new tasks and rejects the waiting ones; running tasks finish. */
  close(): void {
    this.closed = true;
    for (const entry of this.waiting.splice(0)) {
      clearTimeout(entry.timer);
      entry.reject(new PoolClosedError());
    }
  }

  /** Resolves when no task is running (or after `timeoutMs`). */
  idle(timeoutMs: number): Promise<void> {
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref?.();
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private async start<T>(task: () => Promise<T>): Promise<T> {
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      const next = this.waiting.shift();
      if (next) next.start();
      else if (this.active === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }

  private remove(entry: Waiting): void {
    const index = this.waiting.indexOf(entry);
    if (index !== -1) this.waiting.splice(index, 1);
  }
}
