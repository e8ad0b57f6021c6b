import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load.ts';
import {
  type BenchReport,
  belowGoal,
  boundedByRoundTrip,
  type EndpointReport,
  toMarkdown,
} from './report.ts';
import type { SqlLoadResult } from './sql-load.ts';
import { summarize } from './stats.ts';

function read(
  name: string,
  options: { rps: number; qps: number; p50: number; alone?: number },
): EndpointReport {
  const load: LoadResult = {
    requestsPerSecond: options.rps,
    totalRequests: options.rps * 10,
    latency: summarize([5, 5, 5]),
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    cpu: { server: 1.2, postgres: 0.5, bench: 0.2 },
  };
  const sql: SqlLoadResult = {
    queriesPerSecond: options.qps,
    totalQueries: options.qps * 10,
    latency: summarize([options.p50, options.p50, options.p50]),
    errors: 0,
    ...(options.alone === undefined ? {} : { alone: summarize([options.alone, options.alone]) }),
    cpu: { postgres: 0.5, bench: 0.7 },
  };
  return { endpoint: name, kind: 'read', load, sql, ratio: options.rps / options.qps };
}

const report = (endpoints: EndpointReport[]): BenchReport => ({
  startedAt: '2026-11-28T10:00:00.000Z',
  database: 'postgres',
  options: { size: 'large', duration: 10, connections: 10, warmup: 1, dmProbes: 0, postgres: true },
  environment: { node: 'v20', platform: 'linux', cpus: 2, poolMax: 10 },
  seeding: [],
  endpoints,
});

describe('which reads the 0.8 goal judges', () => {
  it('judges by what the SQL costs alone, not by its p50 queued behind nine other workers', () => {
    const cheap = read('GET /cheap', { rps: 900, qps: 3900, p50: 1.9, alone: 0.45 });
    expect(boundedByRoundTrip(cheap)).toBe(true);
    expect(belowGoal(cheap)).toBe(false);

    const dear = read('GET /dear', { rps: 700, qps: 1000, p50: 6, alone: 1.3 });
    expect(boundedByRoundTrip(dear)).toBe(false);
    expect(belowGoal(dear)).toBe(true);
    expect(belowGoal(read('GET /fine', { rps: 850, qps: 1000, p50: 6, alone: 1.3 }))).toBe(false);
  });

  it('falls back to the loaded p50 for a report written before the alone run existed', () => {
    expect(boundedByRoundTrip(read('GET /old', { rps: 700, qps: 1000, p50: 1.5 }))).toBe(false);
  });

  it('prints the alone column, the verdict and where each answer’s CPU went', () => {
    const text = toMarkdown(
      report([
        read('GET /cheap', { rps: 900, qps: 3900, p50: 1.9, alone: 0.45 }),
        read('GET /dear', { rps: 700, qps: 1000, p50: 6, alone: 1.3 }),
      ]),
    );
    expect(text).toContain('SQL alone p50 ms');
    expect(text).toContain('0.23 (SQL < 1 ms)');
    expect(text).toContain('**0.70 ⚠ below 0.8**');
    expect(text).toContain('⚠ 1 read endpoint(s) below 0.8');
    // server 1.2 + PostgreSQL 0.5 + load generator 0.2 = 1.9 per request; 0.5 + 0.7 = 1.2 per query.
    expect(text).toContain('| `GET /dear` | 1.200 | 0.500 | 0.200 | 1.900 | 0.500 | 0.700 | 1.200 | 0.63 |');
  });
});
