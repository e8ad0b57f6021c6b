import type { Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import { type CpuMeters, type CpuPerAnswer, readMeters } from './cpu-meters.ts';
import type { BenchEndpoint } from './endpoints.ts';
import { type Summary, summarize } from './stats.ts';

export interface SqlLoadOptions {
  /** Concurrent workers, each running the query again as soon as it returns (the HTTP load's connections). */
  concurrency: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** PostgreSQL and bench CPU read around the measured window. */
  cpuMeters?: CpuMeters;
}

export interface SqlLoadResult {
  /** Completed queries per second over the measured window. */
  queriesPerSecond: number;
  totalQueries: number;
  /** Latency of each completed query under this concurrency, in ms. */
  latency: Summary;
  errors: number;
  /**
   * The same query run by one worker alone, right after: what the query costs a client with nothing
   * queued in front of it. The concurrent p50 is mostly waiting behind the other workers (10 workers
   * on 2 cores wait for each other), so it says little about the query's own cost.
   */
  alone?: Summary;
  /** CPU ms per query of PostgreSQL and the bench (Kysely, pg), when cpuMeters was given. */
  cpu?: CpuPerAnswer;
}

/** How long the one-worker run lasts: long enough for a stable p50, short beside the load. */
const ALONE_SECONDS = 2;

async function drive(db: Kysely<DB>, endpoint: BenchEndpoint, concurrency: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await endpoint.sql(db);
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, errors, elapsedSeconds: (performance.now() - started) / 1000 };
}

/**
 * Runs the endpoint's bare query the way the HTTP load runs the endpoint: `concurrency` workers
 * for the same duration after the same warm-up, through the same driver and pool size as the
 * server. The endpoint's requests/s over these queries/s is what the HTTP layer costs.
 */
export async function loadSql(
  db: Kysely<DB>,
  endpoint: BenchEndpoint,
  options: SqlLoadOptions,
): Promise<SqlLoadResult> {
  if (options.warmupSeconds > 0) await drive(db, endpoint, options.concurrency, options.warmupSeconds);
  const meters = readMeters(options.cpuMeters);
  const { latencies, errors, elapsedSeconds } = await drive(
    db,
    endpoint,
    options.concurrency,
    options.durationSeconds,
  );
  const cpu = meters.per(latencies.length + errors);
  const alone = await drive(db, endpoint, 1, Math.min(ALONE_SECONDS, options.durationSeconds));
  return {
    queriesPerSecond: latencies.length / elapsedSeconds,
    totalQueries: latencies.length,
    latency: summarize(latencies),
    errors: errors + alone.errors,
    alone: summarize(alone.latencies),
    ...(cpu ? { cpu } : {}),
  };
}
