import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatMs, percentile } from './stats.ts';

/** The issue's targets for commit-to-receipt at 500 sockets and 50 events/s. */
export const REALTIME_TARGETS = { p50Ms: 50, p95Ms: 150, lost: 0 } as const;

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function latencySummary(samples: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  return {
    count: samples.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN,
  };
}

export interface RealtimeBenchReport {
  startedAt: string;
  database: 'pglite' | 'postgres';
  options: {
    users: number;
    threads: number;
    rate: number;
    durationSeconds: number;
    drainSeconds: number;
  };
  /** loadAverage: the machine's 1-minute load average before and after; above `cpus` it was shared. */
  environment: {
    node: string;
    cpus: number;
    commit?: string;
    loadAverage: { before: number; after: number };
  };
  sockets: { open: number; closedByServer: number };
  events: {
    /** POSTs sent; each publishes `dm.created` to its two participants' topics. */
    sent: number;
    /** POSTs answered 201. */
    committed: number;
    failed: number;
    /** Failed POSTs by reason: `<status> <error code>`, or the network error's code. */
    failures: Record<string, number>;
    /** Achieved send rate: POSTs started, over the time from the first start to the last. */
    ratePerSecond: number;
    /** One per committed event and recipient (both participants hold a socket). */
    expectedReceipts: number;
    receivedReceipts: number;
    lost: number;
    duplicates: number;
    /** Frames that reached a socket that was not a participant of the event's thread. */
    misdelivered: number;
  };
  /**
   * From the message row's created_at (Postgres now() inside the sending transaction, before its
   * INSERT and COMMIT) to the frame's arrival: commit-to-receipt plus the rest of the transaction,
   * so an upper bound of commit-to-receipt. Same machine, same clock.
   */
  commitToReceipt: LatencySummary;
  /** From the start of the POST to the frame's arrival (includes the HTTP request and the rate check). */
  sendToReceipt: LatencySummary;
  /** POST /api/messages answered (201), from the start of the request. */
  post: LatencySummary;
  serverCpuSeconds?: number;
  targetsMet: boolean;
}

const cells = (s: LatencySummary) => [s.p50, s.p95, s.p99, s.max].map(formatMs);

export function realtimeMarkdown(r: RealtimeBenchReport): string {
  const e = r.events;
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const c = r.commitToReceipt;
  return [
    `### Realtime at load (${r.database}, ${r.options.users} sockets, ${r.options.threads} threads, ${r.options.rate} events/s for ${r.options.durationSeconds} s)`,
    '',
    '| Measure | p50 ms | p95 ms | p99 ms | max ms | samples |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| commit → receipt (row time → frame) | ${cells(c).join(' | ')} | ${c.count} |`,
    `| send → receipt (POST start → frame) | ${cells(r.sendToReceipt).join(' | ')} | ${r.sendToReceipt.count} |`,
    `| POST /api/messages | ${cells(r.post).join(' | ')} | ${r.post.count} |`,
    '',
    '| Events | |',
    '| --- | ---: |',
    `| sent / committed / failed | ${e.sent} / ${e.committed} / ${e.failed} |`,
    ...(e.failed === 0
      ? []
      : [
          `| failures | ${Object.entries(e.failures)
            .map(([reason, n]) => `${reason}: ${n}`)
            .join(', ')} |`,
        ]),
    `| achieved rate | ${e.ratePerSecond.toFixed(1)} events/s |`,
    `| receipts expected / received | ${e.expectedReceipts} / ${e.receivedReceipts} |`,
    `| lost / duplicates / misdelivered | ${e.lost} / ${e.duplicates} / ${e.misdelivered} |`,
    `| sockets open / closed by the server | ${r.sockets.open} / ${r.sockets.closedByServer} |`,
    ...(r.serverCpuSeconds === undefined ? [] : [`| server CPU | ${r.serverCpuSeconds.toFixed(1)} s |`]),
    `| machine load (1 min, ${r.environment.cpus} CPUs) before / after | ${r.environment.loadAverage.before.toFixed(1)} / ${r.environment.loadAverage.after.toFixed(1)} |`,
    '',
    `Targets: p50 ≤ ${REALTIME_TARGETS.p50Ms} ms ${mark(c.p50 <= REALTIME_TARGETS.p50Ms)}, ` +
      `p95 ≤ ${REALTIME_TARGETS.p95Ms} ms ${mark(c.p95 <= REALTIME_TARGETS.p95Ms)}, ` +
      `0 lost ${mark(e.lost === 0 && e.failed === 0)}`,
  ].join('\n');
}

export function writeRealtimeJson(report: RealtimeBenchReport, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
