/** A counter's state after a hit, or as read. */
export interface CounterState {
  /** Hits counted in the current window. */
  points: number;
  /** Milliseconds until the window ends and the count starts again. */
  msBeforeReset: number;
}

/**
 * Where rate-limit counters live. Nest resolves this token to DatabaseCounterStore, so every API
 * instance counts in the same place; unit tests give FixedWindowLimiter an in-memory one.
 */
export abstract class CounterStore {
  /** Adds one hit to `id`, opening a window of `windowMs` if none is open; answers the new state. */
  abstract hit(id: string, windowMs: number): Promise<CounterState>;
  /** The current window's state, or null when no window is open. */
  abstract peek(id: string): Promise<CounterState | null>;
  abstract reset(id: string): Promise<void>;
}
