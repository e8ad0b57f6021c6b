import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { repoRoot, type ServerProcess, startServerProcess } from '../apps/server/test/server-process.ts';
import type { BenchArgs } from './args.ts';
import { seedDatasets } from './datasets.ts';
import type { BenchEndpoint } from './endpoints.ts';
import { type LoadResult, loadEndpoint } from './load.ts';
import { formatMs } from './stats.ts';
import type { BenchTarget } from './target.ts';

export const PROCESSES_RESULTS_FILE = path.join(repoRoot, 'test-results/bench/processes.json');

/**
 * What `--processes` loads when `--only` does not say: a cheap read, the explore feed, a profile,
 * a signed-in DM thread and a write, so the table shows reads and writes, anonymous and signed in.
 */
export const REPRESENTATIVE_ENDPOINTS = [
  'GET /api/health',
  'GET /api/ideas',
  'GET /api/profiles/:id',
  'GET /api/messages/with/:id',
  'POST /api/messages',
];

export interface ProcessesRun {
  processes: number;
  endpoints: { endpoint: string; load: LoadResult }[];
}

export interface ProcessesReport {
  startedAt: string;
  database: 'postgres';
  options: BenchArgs;
  environment: { node: string; platform: string; cpus: number; poolMax: number };
  seeding: { name: string; ms: number }[];
  runs: ProcessesRun[];
}

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** The endpoints `--processes` loads: `--only`'s, else the representative ones (those that exist). */
export function processesEndpoints(all: BenchEndpoint[], only: boolean): BenchEndpoint[] {
  if (only) return all;
  const picked = all.filter((endpoint) => REPRESENTATIVE_ENDPOINTS.includes(endpoint.name));
  return picked.length > 0 ? picked : all;
}

/**
 * `npm run bench -- --postgres --processes 1,2`: seeds once, then for each process count starts
 * the server with WEB_CONCURRENCY at that count, waits until every worker listens, loads each
 * endpoint as the main bench does, and stops it (decision 104).
 */
export async function benchProcesses(
  args: BenchArgs,
  target: BenchTarget,
  endpoints: BenchEndpoint[],
  track: (server: ServerProcess | undefined) => void,
): Promise<ProcessesReport> {
  const counts = args.processes ?? [1];
  const startedAt = new Date().toISOString();
  log(`preparing a ${args.size} dataset on ${target.kind}`);
  const database = await target.open();
  let seeding: { name: string; ms: number }[];
  try {
    await migrate(database);
    seeding = await seedDatasets(database.db, args.size);
  } finally {
    await database.close();
  }

  const runs: ProcessesRun[] = [];
  for (const processes of counts) {
    const server = await startServerProcess(
      { ...target.serverEnv, WEB_CONCURRENCY: String(processes) },
      { ipc: true, timeoutMs: 120_000 },
    );
    track(server);
    try {
      // /api/health answers as soon as the first worker listens; load all of them.
      await server.allReady;
      log(`server up at ${server.url} with ${processes} process(es)`);
      const results: ProcessesRun['endpoints'] = [];
      for (const endpoint of endpoints) {
        log(`${processes} process(es): loading ${endpoint.name} for ${args.duration} s`);
        const load = await loadEndpoint(endpoint, {
          baseUrl: server.url,
          connections: args.connections,
          durationSeconds: args.duration,
          warmupSeconds: args.warmup,
        });
        results.push({ endpoint: endpoint.name, load });
      }
      runs.push({ processes, endpoints: results });
    } finally {
      const code = await server.stop();
      track(undefined);
      if (code !== 0) log(`server exited with ${code}:\n${server.output()}`);
    }
  }

  return {
    startedAt,
    database: 'postgres',
    options: args,
    environment: {
      node: process.version,
      platform: process.platform,
      cpus: availableParallelism(),
      poolMax: target.poolMax,
    },
    seeding,
    runs,
  };
}

/** Requests/s per endpoint for each process count, and each count's speed-up over the first. */
export function processesMarkdown(report: ProcessesReport): string {
  const [base, ...others] = report.runs;
  if (!base) return '';
  const head = [
    'Endpoint',
    ...report.runs.map((run) => `${run.processes} proc req/s (p99 ms)`),
    ...others.map((run) => `speed-up ${run.processes}/${base.processes}`),
  ];
  const rows = base.endpoints.map(({ endpoint, load }) => {
    const loads = report.runs.map((run) => run.endpoints.find((e) => e.endpoint === endpoint)?.load);
    return [
      endpoint,
      ...loads.map((l) => (l ? `${Math.round(l.requestsPerSecond)} (${formatMs(l.latency.p99)})` : '-')),
      ...loads
        .slice(1)
        .map((l) => (l ? `${(l.requestsPerSecond / load.requestsPerSecond).toFixed(2)}x` : '-')),
    ];
  });
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    `Processes on ${report.database}, ${report.options.size} dataset, ${report.options.connections} connections, ${report.options.duration} s per endpoint, ${report.environment.cpus} CPUs (the load generator shares them)`,
    '',
    line(head),
    line(head.map(() => '---')),
    ...rows.map(line),
  ].join('\n');
}

export function writeProcessesJson(report: ProcessesReport, file = PROCESSES_RESULTS_FILE): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
