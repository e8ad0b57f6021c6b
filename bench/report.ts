import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchArgs } from './args.ts';
import type { DmLatencyReport } from './dm-latency.ts';
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
  /** Send-to-arrival of direct messages on the recipient's socket, under the load (absent with --dm-probes 0). */
  dmLatency?: DmLatencyReport;
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
  if (report.dmLatency) lines.push('', ...dmLatencyLines(report.dmLatency));
  return lines.join('\n');
}

/** The DM probe: overall p50 / p99 and per load phase. */
function dmLatencyLines(dm: DmLatencyReport): string[] {
  const cells = (name: string, s: { count: number; p50: number; p99: number }) =>
    `| ${name} | ${s.count} | ${formatMs(s.p50)} | ${formatMs(s.p99)} |`;
  return [
    `Direct message send -> \`dm.created\` on the recipient's socket: ${dm.sent} messages, one every ` +
      `${dm.spacingMs} ms while the endpoints above were loaded; ${dm.lost} lost. ` +
      `POST answered p50 ${formatMs(dm.post.p50)} ms, p99 ${formatMs(dm.post.p99)} ms.`,
    '',
    '| Load running at the time | arrived | arrival p50 ms | arrival p99 ms |',
    '| --- | ---: | ---: | ---: |',
    cells('**all**', dm.arrival),
    ...dm.byPhase.map((p) =>
      cells(p.phase.startsWith('GET') || p.phase.startsWith('POST') ? `\`${p.phase}\`` : p.phase, p.arrival),
    ),
  ];
}

export function writeJson(report: BenchReport, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
