import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchArgs } from './args.ts';
import type { LoadResult } from './load.ts';
import { formatMs, type Summary } from './stats.ts';

export interface EndpointReport {
  endpoint: string;
  load: LoadResult;
  sql: Summary;
  /** Endpoint p50 latency over bare SQL p50. */
  ratio: number;
}

export interface BenchReport {
  startedAt: string;
  database: 'pglite' | 'postgres';
  options: BenchArgs;
  environment: { node: string; platform: string; cpus: number; commit?: string };
  seeding: { name: string; ms: number }[];
  endpoints: EndpointReport[];
}

const HEADER = [
  'Endpoint',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors / non-2xx',
  'SQL mean ms',
  'SQL p50 ms',
  'p50 / SQL p50',
];

function row(r: EndpointReport): string[] {
  return [
    `\`${r.endpoint}\``,
    Math.round(r.load.requestsPerSecond).toLocaleString('en-US'),
    formatMs(r.load.latency.p50),
    formatMs(r.load.latency.p99),
    `${r.load.errors + r.load.timeouts} / ${r.load.non2xx}`,
    formatMs(r.sql.mean),
    formatMs(r.sql.p50),
    Number.isFinite(r.ratio) ? `${r.ratio.toFixed(1)}×` : 'n/a',
  ];
}

/** The results as a markdown table with a one-line summary of how they were measured. */
export function toMarkdown(report: BenchReport): string {
  const { options, environment } = report;
  const lines = [
    `Bench ${report.startedAt}: ${report.database}, dataset ${options.size}, ${options.connections} connections, ` +
      `${options.duration} s per endpoint (after ${options.warmup} s warm-up), SQL over ${options.sqlRuns} runs; ` +
      `Node ${environment.node}, ${environment.cpus} CPUs${environment.commit ? `, commit ${environment.commit}` : ''}.`,
    '',
    `| ${HEADER.join(' | ')} |`,
    `| ${HEADER.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...report.endpoints.map((r) => `| ${row(r).join(' | ')} |`),
  ];
  return lines.join('\n');
}

export function writeJson(report: BenchReport, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
