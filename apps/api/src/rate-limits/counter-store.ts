/** A counter's state: the points taken in the current window, and when that window ends. */
export interface CounterState {
  /** Points taken in the current window. */
  points: number;
  /** Milliseconds until the window ends and the count starts again. */
  msBeforeReset: number;
}

/** What taking a point answered: whether it was taken, and the counter's state after it. */
export interface TakeResult extends CounterState {
  /** False when the window's points were all taken already; then nothing was counted. */
  taken: boolean;
}

/**
 * Where rate-limit counters live. Nest resolves this token to DatabaseCounterStore, so every API
 * instance counts in the same place; unit tests give FixedWindowLimiter an in-memory one.
 *
 * A point is taken before the work it pays for, and `take` decides and counts in one atomic step:
 * requests that arrive together cannot all see a point left and all go on (issue 17).
 */
export abstract class CounterStore {
  /**
   * Takes one of `limit` points from `id`'s window, opening a window of `windowMs` if none is open;
   * when all are taken, counts nothing and answers `taken: false`.
   */
  abstract take(id: string, windowMs: number, limit: number): Promise<TakeResult>;
  /** Gives one point back to the open window (the work it paid for is not to count). */
  abstract giveBack(id: string): Promise<void>;
  abstract reset(id: string): Promise<void>;
}
