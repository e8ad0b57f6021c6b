import { readFileSync } from 'node:fs';
import { cpuSeconds } from '../apps/server/test/server-process.ts';

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

/** A process and all its descendants (a server started with WEB_CONCURRENCY forks workers). */
function treePids(pid: number): number[] {
  const pids: number[] = [];
  const pending = [pid];
  while (pending.length > 0) {
    const next = pending.pop() as number;
    pids.push(next);
    pending.push(...childrenOf(next));
  }
  return pids;
}

/** Resident memory of a process tree, in MB; undefined where /proc is not available. */
export function treeRssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  const totalKb = treePids(pid).reduce((total, next) => total + rssKb(next), 0);
  return totalKb === 0 ? undefined : totalKb / 1024;
}

/**
 * CPU time (user + system) a running process tree has used so far, in seconds: robust to other load on
 * the machine, unlike wall-clock throughput. Undefined where /proc is not available.
 */
export function treeCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined || cpuSeconds(pid) === undefined) return undefined;
  // A worker that exits between the listing and its reading counts nothing.
  return treePids(pid).reduce((total, next) => total + (cpuSeconds(next) ?? 0), 0);
}
