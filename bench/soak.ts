// `npm run bench:soak`: the server under a steady mix of reads for a long time (default 30 minutes at
// half the measured maximum, on PostgreSQL), judged by errors, memory growth and p99 stability.

import path from 'node:path';
import { parseArgs } from 'node:util';
import { SESSION_LIMITS } from '@ibh/contract';
import autocannon from 'autocannon';
import * as z from 'zod';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { repoRoot, type ServerProcess, startServerProcess } from '../apps/server/test/server-process.ts';
import { DATASET_SIZES, seedDatasets } from './datasets.ts';
import { type BenchEndpoint, endpoints } from './endpoints.ts';
import { treeRssMb } from './process-memory.ts';
import { writeJson } from './report.ts';
import { judgeSoak, SOAK_LIMITS, type SoakWindow } from './soak-verdict.ts';
import { summarize } from './stats.ts';
import { createTarget } from './target.ts';

const RESULTS_FILE = path.join(repoRoot, 'test-results/bench/soak.json');
const log = (message: string) => process.stderr.write(`[soak] ${message}\n`);

const ArgsSchema = z.object({
  minutes: z.coerce.number().min(1).max(240).default(30),
  size: z.enum(DATASET_SIZES).default('large'),
  connections: z.coerce.number().int().min(1).max(500).default(20),
  /** Requests per second to hold; by default half of what a probe at full speed reaches. */
  rate: z.coerce.number().int().min(1).optional(),
  windowSeconds: z.coerce.number().int().min(5).max(600).default(60),
  pglite: z.boolean().default(false),
  processes: z.coerce.number().int().min(1).max(64).optional(),
});
type SoakArgs = z.infer<typeof ArgsSchema>;

const USAGE = `Usage: npm run bench:soak -- [options]
  --minutes <n>         length of the measured soak (default 30)
  --size <size>         dataset: small|medium|large (default large)
  --connections <n>     concurrent connections (default 20)
  --rate <n>            requests/s to hold (default: half the maximum a 20 s probe reaches)
  --window-seconds <n>  length of each reported window (default 60)
  --processes <n>       WEB_CONCURRENCY of the server (default: the server's own default)
  --pglite              soak the embedded default instead of PostgreSQL`;

function readArgs(argv: string[]): SoakArgs | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      minutes: { type: 'string' },
      size: { type: 'string' },
      connections: { type: 'string' },
      rate: { type: 'string' },
      'window-seconds': { type: 'string' },
      processes: { type: 'string' },
      pglite: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const parsed = ArgsSchema.safeParse({ ...values, windowSeconds: values['window-seconds'] });
  if (!parsed.success) throw new Error(`Invalid soak options: ${parsed.error.message}\n\n${USAGE}`);
  return parsed.data;
}

/** The reads of the bench that need no per-request body: the soak cycles through their paths. */
const MIX: BenchEndpoint[] = endpoints.filter((endpoint) => endpoint.method === 'GET');

async function mixHeaders(baseUrl: string): Promise<Record<string, string>> {
  // One signed-in viewer for the whole mix: public reads ignore the cookie, the rest need it.
  for (const endpoint of MIX) {
    const headers = await endpoint.prepare?.(baseUrl);
    if (headers) return headers;
  }
  return {};
}

interface Tally {
  latencies: number[];
  errors: number;
  /** Resident memory samples of the window (MB), one every RSS_SAMPLE_MS. */
  rss: number[];
}

/**
 * One RSS sample a window lands anywhere on the garbage collector's sawtooth (100 MB apart from one
 * minute to the next); the window's floor, the lowest of a sample every 5 s, is what a leak raises.
 */
const RSS_SAMPLE_MS = 5_000;

const floorOf = (samples: number[]) => (samples.length > 0 ? Math.min(...samples) : undefined);

/**
 * The viewer's session headers, renewed as a client would: the access token lives
 * SESSION_LIMITS.accessTtlSeconds (15 minutes), so a 30-minute soak signs in again well before it ends.
 */
interface SessionHeaders {
  current: Record<string, string>;
}

/** Runs the mix for `seconds`; `onResponse` hears each response's status and time. */
function drive(
  baseUrl: string,
  session: SessionHeaders,
  options: { seconds: number; connections: number; rate?: number },
  onResponse: (status: number, ms: number) => void,
) {
  let next = 0;
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        setupRequest: (request: { path: string }) => {
          const endpoint = MIX[next++ % MIX.length] as BenchEndpoint;
          return {
            ...request,
            method: 'GET',
            headers: session.current,
            path: endpoint.vary?.().path ?? endpoint.path,
          };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) =>
    onResponse(status, ms),
  );
  instance.on('reqError', () => onResponse(0, 0));
  return instance;
}

async function probeMaximum(server: ServerProcess, session: SessionHeaders, connections: number) {
  let ok = 0;
  const started = performance.now();
  await drive(server.url, session, { seconds: 20, connections }, (status) => {
    if (status >= 200 && status < 300) ok += 1;
  });
  return ok / ((performance.now() - started) / 1000);
}

async function soak(server: ServerProcess, session: SessionHeaders, args: SoakArgs, rate: number) {
  const windows: SoakWindow[] = [];
  let tally: Tally = { latencies: [], errors: 0, rss: [] };
  const started = performance.now();
  const sampleRss = () => {
    const mb = treeRssMb(server.child.pid);
    if (mb !== undefined) tally.rss.push(mb);
  };
  const closeWindow = () => {
    sampleRss();
    const summary = summarize(tally.latencies);
    const window: SoakWindow = {
      atSeconds: Math.round((performance.now() - started) / 1000),
      requests: tally.latencies.length + tally.errors,
      errors: tally.errors,
      p50: summary.p50,
      p99: summary.p99,
      rssMb: floorOf(tally.rss),
      rssPeakMb: tally.rss.length > 0 ? Math.max(...tally.rss) : undefined,
    };
    windows.push(window);
    tally = { latencies: [], errors: 0, rss: [] };
    log(
      `${window.atSeconds} s: ${window.requests} requests, ${window.errors} errors, p50 ${window.p50.toFixed(1)} ms, p99 ${window.p99.toFixed(1)} ms, ${window.rssMb?.toFixed(0) ?? '?'} MB (peak ${window.rssPeakMb?.toFixed(0) ?? '?'})`,
    );
  };
  const ticker = setInterval(closeWindow, args.windowSeconds * 1000);
  const sampler = setInterval(sampleRss, RSS_SAMPLE_MS);
  const renew = setInterval(
    () => {
      mixHeaders(server.url).then(
        (headers) => {
          session.current = headers;
        },
        (error: Error) => log(`signing in again failed: ${error.message}`),
      );
    },
    (SESSION_LIMITS.accessTtlSeconds * 1000) / 2,
  );
  try {
    await drive(
      server.url,
      session,
      { seconds: args.minutes * 60, connections: args.connections, rate },
      (status, ms) => {
        if (status >= 200 && status < 300) tally.latencies.push(ms);
        else tally.errors += 1;
      },
    );
  } finally {
    clearInterval(ticker);
    clearInterval(sampler);
    clearInterval(renew);
  }
  // The load ends a moment after the last full window: a sliver of a window is not a minute's p99,
  // but its errors still count.
  const lastEnd = windows.at(-1)?.atSeconds ?? 0;
  const sliver = (performance.now() - started) / 1000 - lastEnd < args.windowSeconds / 2;
  if (sliver && windows.length > 0) {
    (windows.at(-1) as SoakWindow).errors += tally.errors;
  } else if (tally.latencies.length + tally.errors > 0) closeWindow();
  return windows;
}

async function main() {
  const args = readArgs(process.argv.slice(2));
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  const target = createTarget(!args.pglite);
  let server: ServerProcess | undefined;
  try {
    log(`seeding a ${args.size} dataset on ${target.kind}`);
    const database = await target.open();
    try {
      await migrate(database);
      await seedDatasets(database.db, args.size);
    } finally {
      await database.close();
    }
    server = await startServerProcess({
      ...target.serverEnv,
      ...(args.processes ? { WEB_CONCURRENCY: String(args.processes) } : {}),
    });
    const session: SessionHeaders = { current: await mixHeaders(server.url) };
    const maximum = await probeMaximum(server, session, args.connections);
    const rate = args.rate ?? Math.max(1, Math.floor(maximum / 2));
    log(
      `maximum ${maximum.toFixed(0)} requests/s over ${MIX.length} reads; holding ${rate}/s for ${args.minutes} min`,
    );
    const windows = await soak(server, session, args, rate);
    const verdict = judgeSoak(windows);
    writeJson(
      {
        startedAt: new Date().toISOString(),
        database: target.kind,
        options: args,
        maximum,
        rate,
        limits: SOAK_LIMITS,
        verdict,
        windows,
      },
      RESULTS_FILE,
    );
    console.log(
      [
        `| database | reads | max req/s | held req/s | minutes | requests | errors | memory start → end (MB) | growth | p99 start → end (ms) | verdict |`,
        `|---|---|---|---|---|---|---|---|---|---|---|`,
        `| ${target.kind} | ${MIX.length} | ${maximum.toFixed(0)} | ${rate} | ${args.minutes} | ${verdict.requests} | ${verdict.errors} | ${verdict.memoryBaselineMb?.toFixed(0)} → ${verdict.memoryEndMb?.toFixed(0)} | ${verdict.memoryGrowth === undefined ? 'n/a' : `${(verdict.memoryGrowth * 100).toFixed(1)} %`} | ${verdict.p99Baseline.toFixed(1)} → ${verdict.p99End.toFixed(1)} | ${verdict.pass ? 'pass' : `fail: ${verdict.reasons.join('; ')}`} |`,
      ].join('\n'),
    );
    log(`results written to ${path.relative(repoRoot, RESULTS_FILE)}`);
    if (!verdict.pass) process.exitCode = 1;
  } finally {
    const code = await server?.stop();
    if (code !== undefined && code !== 0) log(`server exited with ${code}:\n${server?.output()}`);
    await target.cleanup();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
