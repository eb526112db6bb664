import { CounterStore, type TakeResult } from './counter-store';

/**
 * Counters in this process's memory, with the same fixed-window rules as the database store. For
 * unit tests only: the API itself counts in the database, so that every instance sees the counts.
 */
export class MemoryCounterStore extends CounterStore {
  private readonly counters = new Map<string, { points: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  async take(id: string, windowMs: number, limit: number): Promise<TakeResult> {
    const now = this.now();
    const current = this.counters.get(id);
    const counter =
      current && current.resetAt > now ? { ...current } : { points: 0, resetAt: now + windowMs };
    const taken = counter.points < limit;
    if (taken) counter.points++;
    this.counters.set(id, counter);
    return { taken, points: counter.points, msBeforeReset: counter.resetAt - now };
  }

  async giveBack(id: string): Promise<void> {
    const counter = this.counters.get(id);
    if (counter && counter.resetAt > this.now() && counter.points > 0) counter.points--;
  }

  async reset(id: string): Promise<void> {
    this.counters.delete(id);
  }
}
