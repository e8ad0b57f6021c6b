// `npm run bench:pages [-- --postgres] [--duration 10] [--connections 10] [--misses 20]`: the shared
// page cache under load (issue 27). Seeds the bench dataset, starts the production server with the
// cache on and then off, loads home, Explore, an idea page and browse services as a visitor without a
// session (a browser's Accept-Encoding) next to the app shell (/login) from the same server, times
// cache misses one by one, prints the table and writes test-results/bench/pages.json. Exits 2 when
// a target is missed: with the cache on each page at least 0.5 of the shell's rate with p99 at most
// 20 ms, and a miss rendered in at most 100 ms (median).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HEALTH_API, type Health, PATHS } from '@ibh/contract';
import * as z from 'zod';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { PAGE_CACHE_HEADER } from '../apps/server/src/platform/page-cache.ts';
import { cpuSeconds, repoRoot, startServerProcess } from '../apps/server/test/server-process.ts';
import { DATASET_SIZES, seedDatasets } from './datasets.ts';
import type { BenchEndpoint } from './endpoints.ts';
import { type LoadResult, loadEndpoint } from './load.ts';
import { formatMs, type Summary, summarize } from './stats.ts';
import { createTarget } from './target.ts';

const RESULTS_FILE = path.join(repoRoot, 'test-results/bench/pages.json');
/** What Chromium sends: every answer goes out compressed, as it does to a browser. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const TARGETS = { shellRatio: 0.5, p99Ms: 20, missMs: 100 };

const log = (message: string) => process.stderr.write(`[bench:pages] ${message}\n`);
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const ArgsSchema = z.object({
  postgres: z.boolean().default(false),
  size: z.enum(DATASET_SIZES).default('small'),
  duration: z.coerce.number().int().min(1).max(600).default(10),
  connections: z.coerce.number().int().min(1).max(500).default(10),
  warmup: z.coerce.number().int().min(0).max(60).default(1),
  misses: z.coerce.number().int().min(1).max(1000).default(20),
});
type Args = z.infer<typeof ArgsSchema>;

function readArgs(): Args {
  const { values } = parseArgs({
    options: {
      postgres: { type: 'boolean' },
      size: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      misses: { type: 'string' },
    },
    strict: true,
  });
  return ArgsSchema.parse(values);
}

/** A load, and the server's CPU time per answered request over it (robust to other jobs' load). */
type Measured = LoadResult & { cpuMsPerRequest: number };

interface PageLoad {
  name: string;
  path: string;
  on: Measured;
  off: Measured;
  miss?: Summary & { max: number; p95: number; cpuMs: number };
}

const page = (name: string, pagePath: string): BenchEndpoint => ({
  name,
  method: 'GET',
  path: pagePath,
  prepare: async () => ({ 'accept-encoding': BROWSER_ACCEPT_ENCODING }),
  sql: async () => undefined,
});

/**
 * Each page at a key nobody asked for yet (an extra query parameter the page ignores), one after
 * the other: the time of a render with the cache's bookkeeping, as the first visitor of a page waits.
 */
async function timeMisses(baseUrl: string, target: BenchEndpoint, count: number, pid: number | undefined) {
  const times: number[] = [];
  const cpuBefore = cpuSeconds(pid) ?? Number.NaN;
  for (let i = 0; i < count; i += 1) {
    const separator = target.path.includes('?') ? '&' : '?';
    const started = performance.now();
    const res = await fetch(`${baseUrl}${target.path}${separator}bench-miss=${i}`, {
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    });
    await res.arrayBuffer();
    const ms = performance.now() - started;
    const outcome = res.headers.get(PAGE_CACHE_HEADER);
    if (res.status !== 200 || outcome !== 'MISS')
      throw new Error(`${target.path}: expected a rendered miss, got ${res.status} ${outcome}`);
    times.push(ms);
  }
  const cpuMs = (((cpuSeconds(pid) ?? Number.NaN) - cpuBefore) * 1000) / count;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    ...summarize(times),
    cpuMs,
    p95: sorted[Math.ceil(0.95 * sorted.length) - 1] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

async function run(args: Args) {
  execFileSync(process.execPath, ['scripts/web-build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  const target = createTarget(args.postgres);
  try {
    log(`seeding a ${args.size} dataset on ${target.kind}`);
    const database = await target.open();
    let ideaId: string;
    try {
      await migrate(database);
      await seedDatasets(database.db, args.size);
      // The newest public idea that is not premium (a premium idea's page is never shared).
      const idea = await database.db
        .selectFrom('ideas')
        .select('id')
        .where('visibility', '=', 'public')
        .where('is_premium', '=', false)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      ideaId = idea.id;
    } finally {
      await database.close();
    }
    const pages = [
      page('home', PATHS.home),
      page('explore', PATHS.explore),
      page('idea page', `/ideas/${ideaId}`),
      page('browse services', PATHS.browseServices),
    ];
    const shell = page('app shell (/login)', PATHS.login);
    const loadAverageBefore = loadAverage();

    const results: Record<'on' | 'off', { pages: Measured[]; shell: Measured; health?: Health }> = {
      on: { pages: [], shell: undefined as unknown as Measured },
      off: { pages: [], shell: undefined as unknown as Measured },
    };
    const misses: PageLoad['miss'][] = [];
    for (const mode of ['on', 'off'] as const) {
      const server = await startServerProcess(
        { ...target.serverEnv, PAGE_CACHE: mode === 'on' ? 'true' : 'false' },
        { timeoutMs: 180_000 },
      );
      log(`server up at ${server.url}, page cache ${mode}`);
      try {
        const options = {
          baseUrl: server.url,
          connections: args.connections,
          durationSeconds: args.duration,
          warmupSeconds: 0,
        };
        // Every page once before anything is timed: the first render of a page loads its code.
        for (const target of [...pages, shell])
          await (await fetch(`${server.url}${target.path}`)).arrayBuffer();
        if (mode === 'on') {
          for (const target of pages) {
            log(`timing ${args.misses} misses of ${target.name}`);
            misses.push(await timeMisses(server.url, target, args.misses, server.child.pid));
          }
        }
        for (const target of [...pages, shell]) {
          log(
            `loading ${target.name} (${target.path}) for ${args.duration} s, ${args.connections} connections`,
          );
          if (args.warmup > 0) await loadEndpoint(target, { ...options, durationSeconds: args.warmup });
          const cpuBefore = cpuSeconds(server.child.pid) ?? Number.NaN;
          const loaded = await loadEndpoint(target, options);
          const cpuMs = ((cpuSeconds(server.child.pid) ?? Number.NaN) - cpuBefore) * 1000;
          const load = { ...loaded, cpuMsPerRequest: cpuMs / Math.max(1, loaded.totalRequests) };
          if (target === shell) results[mode].shell = load;
          else results[mode].pages.push(load);
        }
        results[mode].health = (await (await fetch(`${server.url}${HEALTH_API.health}`)).json()) as Health;
      } finally {
        const code = await server.stop();
        if (code !== 0) log(`server exited with ${code}:\n${server.output()}`);
      }
    }
    const loadAverageAfter = loadAverage();

    const rows: PageLoad[] = pages.map((target, i) => ({
      name: target.name,
      path: target.path,
      on: results.on.pages[i] as Measured,
      off: results.off.pages[i] as Measured,
      miss: misses[i],
    }));
    const shellOn = results.on.shell;
    const verdicts = rows.map((row) => {
      const ratio = row.on.requestsPerSecond / shellOn.requestsPerSecond;
      const ok =
        ratio >= TARGETS.shellRatio &&
        row.on.latency.p99 <= TARGETS.p99Ms &&
        (row.miss?.p50 ?? Number.POSITIVE_INFINITY) <= TARGETS.missMs &&
        row.on.errors + row.on.non2xx === 0;
      return { name: row.name, ratio, ok };
    });

    const rate = (load: Measured) =>
      `${Math.round(load.requestsPerSecond)} (${formatMs(load.latency.p50)} / ${formatMs(load.latency.p99)}; ${formatMs(load.cpuMsPerRequest)} CPU ms)`;
    const lines = [
      `Shared page cache on ${target.kind} (${args.size} dataset), ${args.connections} connections, ${args.duration} s per page, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}.`,
      `Load average before ${loadAverageBefore}, after ${loadAverageAfter}; ${availableParallelism()} cores.`,
      '',
      '| page | cache on req/s (p50 / p99 ms; server CPU ms per request) | cache off req/s (same) | on ÷ off | on ÷ shell | miss p50 / p95 / max ms (server CPU per miss) | verdict |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
      ...rows.map((row, i) => {
        const verdict = verdicts[i];
        const miss = row.miss
          ? `${formatMs(row.miss.p50)} / ${formatMs(row.miss.p95)} / ${formatMs(row.miss.max)} (${formatMs(row.miss.cpuMs)} CPU ms)`
          : 'n/a';
        return `| ${row.name} \`${row.path.replace(/[0-9a-f-]{36}/, ':id')}\` | ${rate(row.on)} | ${rate(row.off)} | ${(row.on.requestsPerSecond / row.off.requestsPerSecond).toFixed(1)}x | ${verdict?.ratio.toFixed(2)} | ${miss} | ${verdict?.ok ? 'pass' : '**miss**'} |`;
      }),
      `| ${shell.name} | ${rate(shellOn)} | ${rate(results.off.shell)} | | 1.00 | | |`,
      '',
      `Targets: with the cache on each page ≥ ${TARGETS.shellRatio} of the shell's rate and p99 ≤ ${TARGETS.p99Ms} ms; a miss (median of ${args.misses}, one at a time) ≤ ${TARGETS.missMs} ms.`,
      `Page cache counters (cache on, after the run): ${JSON.stringify(results.on.health?.pageCache)}`,
    ];
    console.log(lines.join('\n'));
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(
      RESULTS_FILE,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          database: target.kind,
          options: args,
          loadAverage: { before: loadAverageBefore, after: loadAverageAfter },
          targets: TARGETS,
          pages: rows,
          shell: { on: shellOn, off: results.off.shell },
          verdicts,
          pageCache: results.on.health?.pageCache,
        },
        null,
        2,
      )}\n`,
    );
    log(`results written to ${path.relative(repoRoot, RESULTS_FILE)}`);
    if (verdicts.some((v) => !v.ok)) process.exitCode = 2;
  } finally {
    await target.cleanup();
  }
}

await run(readArgs());
