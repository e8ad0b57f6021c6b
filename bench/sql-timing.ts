import type { Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import type { BenchEndpoint } from './endpoints.ts';
import { type Summary, summarize } from './stats.ts';

const WARMUP_RUNS = 20;

/** Times the endpoint's bare query `runs` times, one after the other, after a short warm-up. */
export async function timeSql(db: Kysely<DB>, endpoint: BenchEndpoint, runs: number): Promise<Summary> {
  for (let i = 0; i < WARMUP_RUNS; i++) await endpoint.sql(db);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await endpoint.sql(db);
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}
