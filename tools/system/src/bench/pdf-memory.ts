// Chromium's memory and CPU, read from /proc: the browser process and all its children.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Clock ticks a second in /proc/<pid>/stat (Linux's USER_HZ, 100 on every architecture Node runs
 * on here).
 */
const TICKS_PER_SECOND = 100;

interface ProcessStat {
  ppid: number;
  /** CPU time of the process and of its children that have ended, in clock ticks. */
  ticks: number;
}

/** Every process's parent and CPU time, from /proc/<pid>/stat. */
function processStats(): Map<number, ProcessStat> {
  const stats = new Map<number, ProcessStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command's closing parenthesis: state, ppid, ..., utime (14th field of
      // the line), stime, cutime, cstime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, at) => sum + Number(fields[at]), 0);
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks });
    } catch {
      // the process ended meanwhile
    }
  }
  return stats;
}

/** The process and its descendants, with their stats. */
function processTree(rootPid: number): Map<number, ProcessStat> {
  const stats = processStats();
  const tree = new Map<number, ProcessStat>();
  const root = stats.get(rootPid);
  if (!root) return tree;
  tree.set(rootPid, root);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (tree.has(stat.ppid) && !tree.has(pid)) {
        tree.set(pid, stat);
        grew = true;
      }
    }
  }
  return tree;
}

/**
 * CPU time in ms used so far by a process and its descendants, those that have ended included
 * (their time is added to their parent's once it has waited for them, as Chromium does for the
 * print compositor it starts for each document).
 */
export function treeCpuMs(rootPid: number | null): number {
  if (rootPid === null) return 0;
  let ticks = 0;
  for (const stat of processTree(rootPid).values()) ticks += stat.ticks;
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** RSS summed and PSS (which counts shared pages once), in MB, of a process and its descendants. */
export function treeMemory(rootPid: number | null): {
  processes: number;
  rssMb: number;
  pssMb: number;
} {
  if (rootPid === null) return { processes: 0, rssMb: 0, pssMb: 0 };
  const tree = processTree(rootPid);
  let rss = 0;
  let pss = 0;
  for (const pid of tree.keys()) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return { processes: tree.size, rssMb: rss / 1024, pssMb: pss / 1024 };
}
