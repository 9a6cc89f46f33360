import { readdirSync, readFileSync } from 'node:fs';

/** The process group of a /proc/<pid>/stat line (the field after state and ppid; the name may hold spaces). */
function groupOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[2]);
}

/** Resident memory of one process in bytes, or 0 when it has gone. */
function residentBytes(pid: string): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
    return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * The resident memory of the server's node process, in bytes: the largest process in the server's process group
 * (npx, sh and the tsx launcher are small; the server is the node process they start).
 */
export function serverRss(groupId: number): number {
  let largest = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    if (groupOf(stat) === groupId) largest = Math.max(largest, residentBytes(pid));
  }
  if (!largest) throw new Error(`No process of the server's group ${groupId} is running`);
  return largest;
}
