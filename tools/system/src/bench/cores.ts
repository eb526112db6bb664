import { execFileSync, spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

/**
 * Where the api-speed bench runs what (issue 19): each measured server's main thread on the
 * machine's fastest core, the load generator on another.
 *
 * The cores of a virtual machine need not be equally fast. On a 2-core machine here the same loop
 * took 0.64-0.68 s on one core and 0.48-0.49 s on the other, five times in a row; half an hour
 * later both took the same, and later still the other core was the slower: which core is slower,
 * and by how much, changes over a session. A server left to the scheduler ran on either. So one
 * build of the API spent 127-140 µs of CPU a request pinned to the faster core and 155-278 µs
 * pinned to the slower, and unpinned anything in between: a ratio of two servers measured one after
 * the other moved by a third from one round to the next. Pinned, each server runs where the others
 * ran. Only the main thread is pinned (`taskset -p`, not `-a`): V8's and libuv's helper threads
 * (the collector's, argon2's) still take whichever core is free, as they do in production.
 */
export interface Placement {
  /** The core each measured server's main thread runs on: the fastest. */
  server: number;
  /** The core the bench's own thread (the load generator) runs on. */
  load: number;
  /** Seconds the same loop took on each core, by core. */
  seconds: number[];
}

/** The loop timed on each core: integer work, nothing allocated, its own time printed. */
const LOOP =
  'const t = process.hrtime.bigint(); let x = 0; for (let i = 0; i < 2e8; i++) x += i % 7; ' +
  'console.log(String(Number(process.hrtime.bigint() - t) / 1e9), x > 0)';

/**
 * Times the loop on every core (the best of `tries`), once, as a run starts, and places the servers
 * on the fastest, the load on the fastest of the others. Null where it cannot (one core, or no `taskset`): then the
 * scheduler places both, as before.
 */
export function placeOnCores(tries = 3): Placement | null {
  const count = cpus().length;
  if (count < 2 || !hasTaskset()) return null;
  const seconds: number[] = [];
  for (let core = 0; core < count; core++) {
    let best = Infinity;
    for (let i = 0; i < tries; i++) {
      const run = spawnSync('taskset', ['-c', String(core), process.execPath, '-e', LOOP], {
        encoding: 'utf8',
      });
      const taken = Number.parseFloat(run.stdout);
      if (run.status !== 0 || !Number.isFinite(taken)) return null;
      best = Math.min(best, taken);
    }
    seconds.push(best);
  }
  const bySpeed = seconds.map((_, core) => core).sort((a, b) => seconds[a] - seconds[b]);
  return { server: bySpeed[0], load: bySpeed[1], seconds };
}

/** Pins a process's main thread to `core` (its other threads stay where they may run). */
export function pinMainThread(pid: number, core: number): void {
  execFileSync('taskset', ['-p', '-c', String(core), String(pid)], { stdio: 'ignore' });
}

/** How the bench placed its work, for its report. */
export function describePlacement(placement: Placement | null): string {
  if (!placement) return 'servers and load placed by the scheduler (no taskset, or one core)';
  const loop = (core: number) => `${placement.seconds[core].toFixed(2)} s`;
  return `each server's main thread on core ${placement.server}, the load generator on core ${placement.load} (the same loop ${loop(placement.server)} on the first, ${loop(placement.load)} on the second)`;
}

function hasTaskset(): boolean {
  return spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
}
