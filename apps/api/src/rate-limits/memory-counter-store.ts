import { CounterStore, type CounterState } from './counter-store';

/**
 * Counters in this process's memory, with the same fixed-window rules as the database store. For
 * unit tests only: the API itself counts in the database, so that every instance sees the counts.
 */
export class MemoryCounterStore extends CounterStore {
  private readonly counters = new Map<string, { points: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  async hit(id: string, windowMs: number): Promise<CounterState> {
    const now = this.now();
    const current = this.counters.get(id);
    const counter =
      current && current.resetAt > now
        ? { points: current.points + 1, resetAt: current.resetAt }
        : { points: 1, resetAt: now + windowMs };
    this.counters.set(id, counter);
    return { points: counter.points, msBeforeReset: counter.resetAt - now };
  }

  async peek(id: string): Promise<CounterState | null> {
    const now = this.now();
    const counter = this.counters.get(id);
    if (!counter || counter.resetAt <= now) return null;
    return { points: counter.points, msBeforeReset: counter.resetAt - now };
  }

  async reset(id: string): Promise<void> {
    this.counters.delete(id);
  }
}
