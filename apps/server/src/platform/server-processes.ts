import type { AppConfig } from './config.ts';

export interface ProcessPlan {
  /** Server processes to run: more than one means a primary that forks this many workers. */
  count: number;
  /** Why fewer processes run than WEB_CONCURRENCY asked for (logged at start-up). */
  reduced?: string;
}

/**
 * How many server processes this configuration runs. PGlite runs inside the server process and
 * locks its data directory, so the embedded default is always one process; on PostgreSQL every
 * process has its own pool and shares events and jobs through the database (decision 103).
 */
export function serverProcesses(config: Pick<AppConfig, 'processes' | 'database'>): ProcessPlan {
  const { count, requested } = config.processes;
  if (config.database.url) return { count };
  if (requested && count > 1)
    return {
      count: 1,
      reduced: `WEB_CONCURRENCY=${count} ignored: the embedded PGlite database lives inside one server process and locks its data directory; set DATABASE_URL (PostgreSQL) to run several processes`,
    };
  return { count: 1 };
}

/**
 * Postgres connections the server holds at most: each process's pool plus its LISTEN connection.
 * Kept below the server's max_connections, or requests wait for connections that never come.
 */
export function connectionsNeeded(config: Pick<AppConfig, 'database'>, processes: number): number {
  return processes * (config.database.poolMax + 1);
}

/** Sent to the parent process (when it started the server with an IPC channel) once every process listens. */
export const READY_MESSAGE = 'ibh.ready';

/** Tells a supervising parent (the bench) that the server is ready; no-op without an IPC channel. */
export function tellParentReady(processes: number): void {
  process.send?.({ type: READY_MESSAGE, processes });
}
