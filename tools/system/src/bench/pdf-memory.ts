// Chromium's memory, read from /proc: the browser process and all its children.
import { readdirSync, readFileSync } from 'node:fs';

/** RSS summed and PSS (which counts shared pages once), in MB, of a process and its descendants. */
export function treeMemory(rootPid: number | null): {
  processes: number;
  rssMb: number;
  pssMb: number;
} {
  if (rootPid === null) return { processes: 0, rssMb: 0, pssMb: 0 };
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let rss = 0;
  let pss = 0;
  for (const pid of tree) {
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
