import { readFileSync } from 'node:fs';

function childrenOf(pid: number): number[] {
  try {
    const tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return tasks ? tasks.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Resident memory of a process and all its descendants (a server started with WEB_CONCURRENCY
 * forks workers), in MB; undefined where /proc is not available.
 */
export function treeRssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  let totalKb = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const next = pending.pop() as number;
    totalKb += rssKb(next);
    pending.push(...childrenOf(next));
  }
  return totalKb === 0 ? undefined : totalKb / 1024;
}
