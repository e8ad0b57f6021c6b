import { formatMs } from './stats.ts';

/** Issue 20: an endpoint at the huge size may cost at most this many times its cost at large. */
export const SCALE_RATIO_LIMIT = 1.5;

/**
 * Issue 29: a Best-match search answers in at most this many ms (p50) at the high size, timed on
 * one connection: what one visitor waits. Under ten connections on two cores the p50 is mostly
 * queueing (Little's law: connections / req/s), so it measures throughput, which the ratios hold.
 */
export const LATENCY_TARGETS_MS: readonly { prefix: string; p50: number }[] = [
  { prefix: 'Best match ', p50: 10 },
];

/** The p50 target at the high size of an endpoint, when it has one. */
export const latencyTargetMs = (endpoint: string): number | undefined =>
  LATENCY_TARGETS_MS.find((t) => endpoint.startsWith(t.prefix))?.p50;

/** One endpoint measured at one size. */
export interface SizeMeasure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** p50 of the same request on one connection, nothing else in flight (a visitor's wait). */
  p50Alone?: number;
  /** Errors, timeouts and non-2xx responses together. */
  failures: number;
  /** Server CPU (primary and workers) per response; undefined where /proc is not available. */
  cpuMsPerRequest?: number;
}

export interface ScaleRow {
  endpoint: string;
  low: SizeMeasure;
  high: SizeMeasure;
  /** How many times more each request costs at the high size: low req/s over high req/s. */
  costRatio: number;
  /**
   * The same in server CPU: high ms per request over low. Unlike req/s it does not move with other
   * load on a shared machine. Undefined without a CPU figure at both sizes.
   */
  cpuRatio?: number;
  /** The endpoint's p50 target on one connection at the high size (LATENCY_TARGETS_MS), if any. */
  latencyTargetMs?: number;
  /** Both ratios within SCALE_RATIO_LIMIT, the latency target met and no failure at the high size. */
  withinLimit: boolean;
}

/** Pairs each endpoint's measures at the two sizes; an endpoint that served nothing at the high size costs infinitely more. */
export function compareSizes(
  names: readonly string[],
  low: readonly SizeMeasure[],
  high: readonly SizeMeasure[],
): ScaleRow[] {
  return names.map((endpoint, i) => {
    const a = low[i];
    const b = high[i];
    if (!a || !b) throw new Error(`no measure of ${endpoint} at both sizes`);
    const costRatio =
      b.requestsPerSecond > 0 ? a.requestsPerSecond / b.requestsPerSecond : Number.POSITIVE_INFINITY;
    const cpuRatio =
      a.cpuMsPerRequest !== undefined && b.cpuMsPerRequest !== undefined && a.cpuMsPerRequest > 0
        ? b.cpuMsPerRequest / a.cpuMsPerRequest
        : undefined;
    const target = latencyTargetMs(endpoint);
    // A target with no timing to hold it to is not met.
    const latencyMet = target === undefined || (b.p50Alone !== undefined && b.p50Alone <= target);
    return {
      endpoint,
      low: a,
      high: b,
      costRatio,
      ...(cpuRatio === undefined ? {} : { cpuRatio }),
      ...(target === undefined ? {} : { latencyTargetMs: target }),
      withinLimit:
        costRatio <= SCALE_RATIO_LIMIT &&
        (cpuRatio ?? 0) <= SCALE_RATIO_LIMIT &&
        latencyMet &&
        b.failures === 0,
    };
  });
}

const rps = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const cpuMs = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(2));
/** A ratio, bold and flagged when over the limit. */
const ratio = (n: number | undefined) => {
  if (n === undefined) return '–';
  const text = Number.isFinite(n) ? n.toFixed(2) : '∞';
  return n <= SCALE_RATIO_LIMIT ? text : `**${text} ⚠**`;
};

/** A p50 on one connection, bold and flagged when over the endpoint's target. */
const alone = (ms: number | undefined, target?: number) => {
  if (ms === undefined) return '–';
  if (target === undefined) return formatMs(ms);
  return ms <= target ? `${formatMs(ms)} (≤ ${target})` : `**${formatMs(ms)} ⚠ (> ${target})**`;
};

/** The comparison as a markdown table, then the plans of the endpoints over the limit. */
export function scaleMarkdown(
  sizes: readonly [string, string],
  rows: readonly ScaleRow[],
  plans: readonly { endpoint: string; plans: string[] }[],
): string {
  const [low, high] = sizes;
  const lines = [
    `| Endpoint | req/s ${low} | req/s ${high} | p50 ms ${low} | p50 ms ${high} | p50 ms alone ${low} | p50 ms alone ${high} | cost ratio | CPU ms/req ${low} | CPU ms/req ${high} | CPU ratio | failures ${high} |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| \`${r.endpoint}\` | ${rps(r.low.requestsPerSecond)} | ${rps(r.high.requestsPerSecond)} | ${formatMs(r.low.p50)} | ${formatMs(r.high.p50)} | ${alone(r.low.p50Alone)} | ${alone(r.high.p50Alone, r.latencyTargetMs)} | ${ratio(r.costRatio)} | ${cpuMs(r.low.cpuMsPerRequest)} | ${cpuMs(r.high.cpuMsPerRequest)} | ${ratio(r.cpuRatio)} | ${r.high.failures} |`,
    ),
  ];
  const over = rows.filter((r) => !r.withinLimit);
  lines.push(
    '',
    over.length === 0
      ? `Every endpoint costs at most ${SCALE_RATIO_LIMIT} times its cost at ${low} (req/s and server CPU per request), and every latency target is met at ${high} (p50 on one connection).`
      : `⚠ ${over.length} endpoint(s) over ${SCALE_RATIO_LIMIT} times their cost at ${low} or over their latency target: ${over.map((r) => `\`${r.endpoint}\``).join(', ')}`,
  );
  for (const { endpoint, plans: texts } of plans) {
    lines.push('', `### EXPLAIN (ANALYZE, BUFFERS) at ${high}: \`${endpoint}\``);
    for (const text of texts) lines.push('', '```', text, '```');
  }
  return lines.join('\n');
}
