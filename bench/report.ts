import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchArgs } from './args.ts';
import type { DmLatencyReport } from './dm-latency.ts';
import type { LoadResult } from './load.ts';
import type { SqlLoadResult } from './sql-load.ts';
import { formatMs } from './stats.ts';

/** Every read endpoint should serve at least this share of its bare SQL's queries/s (issue 27)... */
export const READ_RATIO_GOAL = 0.8;
/**
 * ...where that SQL costs at least this much: its p50 run by one worker alone (decision 146). Below it
 * the answer is bounded by the HTTP round trip and JSON, not by the query: such reads are reported,
 * not judged. (The p50 under the load is mostly queueing: 10 workers on 2 cores.)
 */
export const JUDGED_SQL_MS = 1;

export interface EndpointReport {
  endpoint: string;
  /** GET endpoints are reads; the ratio goal applies to them. */
  kind: 'read' | 'write';
  load: LoadResult;
  /** The endpoint's bare SQL at the same concurrency, for the same duration, through the same pool size. */
  sql: SqlLoadResult;
  /** Endpoint requests/s over bare SQL queries/s: 1 means the HTTP layer costs nothing. */
  ratio: number;
}

export interface BenchReport {
  startedAt: string;
  database: 'pglite' | 'postgres';
  options: BenchArgs;
  environment: {
    node: string;
    platform: string;
    cpus: number;
    commit?: string;
    poolMax: number;
    /** /proc/loadavg's 1, 5 and 15 minute averages at the start and the end, when readable. */
    loadavg?: string;
  };
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
  'SQL q/s',
  'SQL p50 ms',
  'SQL alone p50 ms',
  'req/s ÷ SQL q/s',
];

const perSecond = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');

/** What the bare SQL costs one client: alone when measured (older reports: under the load). */
export function sqlCost(r: EndpointReport): number {
  return r.sql.alone?.p50 ?? r.sql.latency.p50;
}

/** A read whose bare SQL is too cheap for the ratio to say anything about the endpoint's own cost. */
export function boundedByRoundTrip(r: EndpointReport): boolean {
  return r.kind === 'read' && sqlCost(r) < JUDGED_SQL_MS;
}

/** A judged read endpoint under the goal (or one whose ratio could not be measured). */
export function belowGoal(r: EndpointReport): boolean {
  return r.kind === 'read' && !boundedByRoundTrip(r) && !(r.ratio >= READ_RATIO_GOAL);
}

function ratioCell(r: EndpointReport): string {
  const value = Number.isFinite(r.ratio) ? r.ratio.toFixed(2) : 'n/a';
  if (belowGoal(r)) return `**${value} ⚠ below ${READ_RATIO_GOAL}**`;
  if (boundedByRoundTrip(r)) return `${value} (SQL < ${JUDGED_SQL_MS} ms)`;
  return r.kind === 'write' ? `${value} (write)` : value;
}

function row(r: EndpointReport): string[] {
  return [
    `\`${r.endpoint}\``,
    perSecond(r.load.requestsPerSecond),
    formatMs(r.load.latency.p50),
    formatMs(r.load.latency.p99),
    `${r.load.errors + r.load.timeouts} / ${r.load.non2xx}`,
    `${perSecond(r.sql.queriesPerSecond)}${r.sql.errors > 0 ? ` (${r.sql.errors} errors)` : ''}`,
    formatMs(r.sql.latency.p50),
    r.sql.alone ? formatMs(r.sql.alone.p50) : 'n/a',
    ratioCell(r),
  ];
}

/** The results as a markdown table with a one-line summary of how they were measured. */
export function toMarkdown(report: BenchReport): string {
  const { options, environment } = report;
  const below = report.endpoints.filter(belowGoal);
  const lines = [
    `Bench ${report.startedAt}: ${report.database}, dataset ${options.size}; each endpoint loaded with ` +
      `${options.connections} connections for ${options.duration} s (after ${options.warmup} s warm-up), then ` +
      `${report.database === 'postgres' ? 'right after it, with the server idle,' : 'after the server stopped,'} its bare ` +
      `SQL with ${options.connections} concurrent workers for as long through the same pool size (${environment.poolMax}), ` +
      'then alone (one worker, 2 s); ' +
      `Node ${environment.node}, ${environment.cpus} CPUs${environment.commit ? `, commit ${environment.commit}` : ''}` +
      `${environment.loadavg ? `; load average ${environment.loadavg}` : ''}.`,
    '',
    `| ${HEADER.join(' | ')} |`,
    `| ${HEADER.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...report.endpoints.map((r) => `| ${row(r).join(' | ')} |`),
    '',
    ...(report.dmLatency
      ? [
          `The DM probe below runs during the HTTP load only (${report.dmLatency.sent} sends); ` +
            '`--dm-probes 0` compares endpoint and SQL alone.',
          '',
        ]
      : []),
    below.length === 0
      ? `Every read endpoint whose SQL costs ${JUDGED_SQL_MS} ms or more serves at least ${READ_RATIO_GOAL} of its bare SQL's queries/s.`
      : `⚠ ${below.length} read endpoint(s) below ${READ_RATIO_GOAL} of their bare SQL's queries/s: ` +
        below.map((r) => `\`${r.endpoint}\``).join(', '),
    `Reads marked "SQL < ${JUDGED_SQL_MS} ms" (their SQL alone) are bounded by the HTTP round trip (socket, parsing, JSON), not by their query.`,
  ];
  const cpu = cpuLines(report);
  if (cpu.length > 0) lines.push('', ...cpu);
  if (report.dmLatency) lines.push('', ...dmLatencyLines(report.dmLatency));
  return lines.join('\n');
}

const cpuMs = (n: number | undefined) => (n === undefined ? 'n/a' : n.toFixed(3));
const sum = (...parts: (number | undefined)[]) => parts.reduce<number>((total, n) => total + (n ?? 0), 0);

/**
 * Where each answer's CPU went, from /proc around the measured windows: robust to other jobs on the
 * machine, unlike requests/s. On two cores the throughput ratio is about the CPU ratio once both
 * phases saturate the cores.
 */
function cpuLines(report: BenchReport): string[] {
  const rows = report.endpoints.filter((r) => r.load.cpu && r.sql.cpu);
  if (rows.length === 0) return [];
  return [
    'CPU ms per answer (from /proc; PostgreSQL = all its processes, none on PGlite; bench = autocannon in the HTTP ' +
      "phase, Kysely and pg in the SQL phase). CPU ratio = the bare SQL's total over the endpoint's total.",
    '',
    '| Endpoint | server | PostgreSQL | load generator | per request | SQL: PostgreSQL | SQL: bench | per query | CPU ratio |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => {
      const http = r.load.cpu ?? {};
      const bare = r.sql.cpu ?? {};
      const httpTotal = sum(http.server, http.postgres, http.bench);
      const sqlTotal = sum(bare.postgres, bare.bench);
      return `| \`${r.endpoint}\` | ${cpuMs(http.server)} | ${cpuMs(http.postgres)} | ${cpuMs(http.bench)} | ${cpuMs(httpTotal)} | ${cpuMs(bare.postgres)} | ${cpuMs(bare.bench)} | ${cpuMs(sqlTotal)} | ${httpTotal > 0 ? (sqlTotal / httpTotal).toFixed(2) : 'n/a'} |`;
    }),
  ];
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

export function writeJson(report: unknown, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
