import { readdirSync, readFileSync } from 'node:fs';
import { cpuSeconds } from '../apps/server/test/server-process.ts';
import { treeCpuSeconds } from './process-memory.ts';

/** CPU seconds used so far by one party of a run; undefined where /proc cannot tell. */
export type CpuMeter = () => number | undefined;

/** The parties sharing the machine's cores while an endpoint or its bare SQL is loaded. */
export interface CpuMeters {
  /** The server's process tree (HTTP phase only). */
  server?: CpuMeter;
  /**
   * Every PostgreSQL process on the machine: backends, writer, WAL (a quiet machine runs only ours).
   * None on PGlite, which runs inside the server (HTTP phase) or the bench (SQL phase).
   */
  postgres?: CpuMeter;
  /** The bench process itself: autocannon in the HTTP phase, Kysely and pg in the SQL phase. */
  bench: CpuMeter;
}

/** CPU milliseconds per answer of each party over a measured window. */
export interface CpuPerAnswer {
  server?: number;
  postgres?: number;
  bench?: number;
}

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return pids;
}

/**
 * The last CPU reading of every PostgreSQL process seen so far: a backend that exits (an idle pool
 * connection closing) keeps what it had used, so the total never falls between two readings.
 */
const lastPostgresSeconds = new Map<number, number>();

export function postgresCpuSeconds(): number | undefined {
  try {
    for (const pid of postgresPids()) {
      const seconds = cpuSeconds(pid);
      if (seconds !== undefined) lastPostgresSeconds.set(pid, seconds);
    }
    let total = 0;
    for (const seconds of lastPostgresSeconds.values()) total += seconds;
    return total;
  } catch {
    return undefined;
  }
}

export function benchCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

export function cpuMeters(options: { serverPid?: number; postgres: boolean }): CpuMeters {
  const { serverPid } = options;
  return {
    ...(serverPid === undefined ? {} : { server: () => treeCpuSeconds(serverPid) }),
    ...(options.postgres ? { postgres: postgresCpuSeconds } : {}),
    bench: benchCpuSeconds,
  };
}

/** Reads every meter now; `per` turns two readings into CPU ms per answer. */
export function readMeters(meters: CpuMeters | undefined) {
  const read = (meter?: CpuMeter) => meter?.();
  const before = {
    server: read(meters?.server),
    postgres: read(meters?.postgres),
    bench: read(meters?.bench),
  };
  return {
    per(answers: number): CpuPerAnswer | undefined {
      if (!meters || answers === 0) return undefined;
      const ms = (from: number | undefined, to: number | undefined) =>
        from === undefined || to === undefined ? undefined : ((to - from) * 1000) / answers;
      return {
        server: ms(before.server, read(meters.server)),
        postgres: ms(before.postgres, read(meters.postgres)),
        bench: ms(before.bench, read(meters.bench)),
      };
    },
  };
}
