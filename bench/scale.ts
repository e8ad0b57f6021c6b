import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { repoRoot, startServerProcess } from '../apps/server/test/server-process.ts';
import { BENCH_SEARCH_TYPO } from './best-match-endpoints.ts';
import { DATASET_SIZES, type DatasetSize, seedDatasets } from './datasets.ts';
import { endpoints as allEndpoints, type BenchEndpoint } from './endpoints.ts';
import { explainEndpoint } from './explain.ts';
import { BENCH_SEARCH_WORD } from './ideas-dataset.ts';
import { type LoadResult, loadEndpoint } from './load.ts';
import { treeCpuSeconds } from './process-memory.ts';
import { compareSizes, type SizeMeasure, scaleMarkdown } from './scale-compare.ts';
import { createTarget } from './target.ts';

const RESULTS_FILE = path.join(repoRoot, 'test-results/bench/scale.json');

/**
 * Issue 20's list: Explore newest and search, the idea page, My Hub, the DM thread, notifications,
 * browse services, an order's workroom, the evidence list; and the profile read it names. Issue
 * 27 adds the home page's read (Top Merit Professionals over every verified professional).
 */
const SCALE_ENDPOINTS = [
  'GET /api/home',
  'GET /api/ideas',
  `GET /api/ideas?q=${BENCH_SEARCH_WORD}&sort=newest`,
  // Issue 29: Best match in Explore and the shop, a word and a typo.
  `Best match GET /api/ideas?q=${BENCH_SEARCH_WORD}`,
  `Best match GET /api/ideas?q=${BENCH_SEARCH_TYPO} (typo)`,
  'Best match GET /api/services?q=',
  'GET /api/ideas/:id',
  'GET /api/dashboard',
  'GET /api/messages/with/:id',
  'GET /api/notifications',
  'GET /api/services?q=',
  'GET /api/orders/:id (workroom)',
  'GET /api/evidence',
  'GET /api/profiles/:id',
];

const USAGE = `Usage: npm run bench:scale -- [options]   (PostgreSQL at 127.0.0.1:5432, a fresh schema per size)
  --sizes <low>,<high>   the two sizes to compare (default large,huge)
  --duration <s>         seconds of load per endpoint and size (default 10)
  --connections <n>      concurrent connections (default 10)
  --warmup <s>           seconds of warm-up per endpoint, not measured (default 1)
  --alone <s>            seconds of each endpoint on one connection, for its p50 alone (default 3; 0: none)
  --only <a,b,...>       endpoints whose name contains one of the texts (default: issue 20's list)
  --explain              EXPLAIN (ANALYZE, BUFFERS) every endpoint's SQL at the high size (default: those over the limit)`;

const ArgsSchema = z.object({
  sizes: z
    .string()
    .default('large,huge')
    .transform((s) => s.split(','))
    .pipe(z.tuple([z.enum(DATASET_SIZES), z.enum(DATASET_SIZES)])),
  duration: z.coerce.number().int().min(1).max(600).default(10),
  connections: z.coerce.number().int().min(1).max(500).default(10),
  warmup: z.coerce.number().int().min(0).max(60).default(1),
  alone: z.coerce.number().int().min(0).max(60).default(3),
  only: z.string().min(1).optional(),
  explain: z.boolean().default(false),
});
type ScaleArgs = z.infer<typeof ArgsSchema>;

/** The schema being seeded or loaded, dropped on Ctrl-C too (a huge one holds gigabytes). */
let current: ReturnType<typeof createTarget> | undefined;
process.once('SIGINT', () => {
  process.stderr.write('[bench:scale] interrupted; dropping the schema\n');
  void (current?.cleanup() ?? Promise.resolve()).finally(() => process.exit(130));
});

const log = (message: string) => process.stderr.write(`[bench:scale] ${message}\n`);

/** Exact names match exactly; the prefixes (ending in `=`) match the start. */
function pickEndpoints(only: string | undefined): BenchEndpoint[] {
  if (only) {
    const texts = only.toLowerCase().split(',');
    return allEndpoints.filter((e) => texts.some((t) => e.name.toLowerCase().includes(t)));
  }
  return SCALE_ENDPOINTS.map((name) => {
    const found = allEndpoints.find((e) => (name.endsWith('=') ? e.name.startsWith(name) : e.name === name));
    if (!found) throw new Error(`bench:scale: no endpoint named ${name}`);
    return found;
  });
}

/** An endpoint at one size: loaded with --connections, then timed alone on one connection. */
interface SizeLoad {
  load: LoadResult;
  alone?: LoadResult;
}

const measure = ({ load, alone }: SizeLoad): SizeMeasure => ({
  requestsPerSecond: load.requestsPerSecond,
  p50: load.latency.p50,
  p99: load.latency.p99,
  ...(alone ? { p50Alone: alone.latency.p50 } : {}),
  failures:
    load.errors + load.timeouts + load.non2xx + (alone ? alone.errors + alone.timeouts + alone.non2xx : 0),
  ...(load.cpuMsPerRequest === undefined ? {} : { cpuMsPerRequest: load.cpuMsPerRequest }),
});

/**
 * Seeds one size in a fresh schema, loads each endpoint through a server, and, while the schema
 * still exists, lets `after` read it (the plans at the high size).
 */
async function runSize(
  size: DatasetSize,
  endpoints: BenchEndpoint[],
  args: ScaleArgs,
  after?: (loads: SizeLoad[], target: ReturnType<typeof createTarget>) => Promise<void>,
) {
  const target = createTarget(true);
  current = target;
  try {
    log(`seeding ${size}`);
    const database = await target.open();
    let seeding: { name: string; ms: number }[];
    try {
      await migrate(database);
      seeding = await seedDatasets(database.db, size);
    } finally {
      await database.close();
    }
    for (const s of seeding) log(`  ${s.name}: ${(s.ms / 1000).toFixed(1)} s`);
    const server = await startServerProcess(target.serverEnv);
    const loads: SizeLoad[] = [];
    try {
      for (const each of endpoints) {
        // One sign-in serves both runs (the sign-in limit counts attempts per address).
        const headers = each.prepare?.(server.url);
        const endpoint: BenchEndpoint = headers ? { ...each, prepare: () => headers } : each;
        log(`${size}: loading ${endpoint.name} for ${args.duration} s`);
        const load = await loadEndpoint(endpoint, {
          baseUrl: server.url,
          connections: args.connections,
          durationSeconds: args.duration,
          warmupSeconds: args.warmup,
          serverCpuSeconds: () => treeCpuSeconds(server.child.pid),
        });
        // Right after the load, so caches are as warm as the loaded run left them.
        const alone =
          args.alone > 0
            ? await loadEndpoint(endpoint, {
                baseUrl: server.url,
                connections: 1,
                durationSeconds: args.alone,
                warmupSeconds: 0,
              })
            : undefined;
        // As it goes, so a long run that fails later still shows what it measured.
        log(
          `  ${load.requestsPerSecond.toFixed(1)} req/s, p50 ${load.latency.p50.toFixed(2)} ms, server CPU ${load.cpuMsPerRequest?.toFixed(2) ?? '?'} ms/request${alone ? `; alone p50 ${alone.latency.p50.toFixed(2)} ms` : ''}`,
        );
        loads.push({ load, ...(alone ? { alone } : {}) });
      }
    } finally {
      const code = await server.stop();
      if (code !== 0) log(`server exited with ${code}:\n${server.output()}`);
    }
    await after?.(loads, target);
    return { seeding, loads };
  } finally {
    await target.cleanup();
  }
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      sizes: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      alone: { type: 'string' },
      only: { type: 'string' },
      explain: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) throw new Error(`Invalid options: ${parsed.error.message}\n\n${USAGE}`);
  const args = parsed.data;
  const endpoints = pickEndpoints(args.only);
  if (endpoints.length === 0) throw new Error(`--only ${args.only}: no endpoint's name contains it`);
  const names = endpoints.map((e) => e.name);
  const [lowSize, highSize] = args.sizes;

  const low = await runSize(lowSize, endpoints, args);
  let rows: ReturnType<typeof compareSizes> = [];
  const plans: { endpoint: string; plans: string[] }[] = [];
  const high = await runSize(highSize, endpoints, args, async (loads, target) => {
    rows = compareSizes(names, low.loads.map(measure), loads.map(measure));
    const over = args.explain ? endpoints : endpoints.filter((_, i) => !rows[i]?.withinLimit);
    if (over.length === 0) return;
    const database = await target.open();
    try {
      for (const endpoint of over) {
        log(`explaining ${endpoint.name}`);
        plans.push({ endpoint: endpoint.name, plans: await explainEndpoint(database.db, endpoint) });
      }
    } finally {
      await database.close();
    }
  });

  const report = {
    startedAt: new Date().toISOString(),
    options: args,
    seeding: { [lowSize]: low.seeding, [highSize]: high.seeding },
    endpoints: rows,
    plans,
  };
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  const seedLine = (size: string, s: { name: string; ms: number }[]) =>
    `Seeding ${size}: ${s.map((x) => `${x.name} ${(x.ms / 1000).toFixed(1)} s`).join(', ')}; total ${(s.reduce((t, x) => t + x.ms, 0) / 1000).toFixed(0)} s.`;
  console.log(
    [
      `Scale ${lowSize} vs ${highSize} on PostgreSQL: each endpoint loaded with ${args.connections} connections for ${args.duration} s (after ${args.warmup} s warm-up), then ${args.alone} s on one connection ("alone").`,
      '',
      seedLine(lowSize, low.seeding),
      seedLine(highSize, high.seeding),
      '',
      scaleMarkdown([lowSize, highSize], rows, plans),
    ].join('\n'),
  );
  log(`results written to ${path.relative(repoRoot, RESULTS_FILE)}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
