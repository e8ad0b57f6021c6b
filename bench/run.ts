import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Database } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { repoRoot, type ServerProcess, startServerProcess } from '../apps/server/test/server-process.ts';
import { type BenchArgs, readArgs, USAGE } from './args.ts';
import { cpuMeters } from './cpu-meters.ts';
import { seedDatasets } from './datasets.ts';
import { type DmLatencyReport, measureDmLatency } from './dm-latency.ts';
import { endpoints as allEndpoints, type BenchEndpoint } from './endpoints.ts';
import { type LoadResult, loadEndpoint } from './load.ts';
import {
  benchProcesses,
  PROCESSES_RESULTS_FILE,
  processesEndpoints,
  processesMarkdown,
  writeProcessesJson,
} from './processes.ts';
import { type BenchReport, toMarkdown, writeJson } from './report.ts';
import { loadSql, type SqlLoadResult } from './sql-load.ts';
import { type BenchTarget, createTarget } from './target.ts';

const RESULTS_FILE = path.join(repoRoot, 'test-results/bench/latest.json');

/** The endpoints this run loads: all, or those `--only` names. */
let endpoints: BenchEndpoint[] = allEndpoints;

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** The 1, 5 and 15 minute load averages (other jobs on a shared machine move every figure). */
function loadAverage(): string | undefined {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return undefined;
  }
}

function commit(): string | undefined {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot }).toString().trim() !== '';
    return dirty ? `${head}+dirty` : head;
  } catch {
    return undefined;
  }
}

/** Migrates and seeds the dataset from the bench process, before the server owns the database. */
async function prepareDatabase(target: BenchTarget, args: BenchArgs) {
  const database = await target.open();
  try {
    await migrate(database);
    return await seedDatasets(database.db, args.size);
  } finally {
    await database.close();
  }
}

/**
 * Loads every endpoint of the running server, one after the other; `onPhase` hears which. With
 * `sqlNow` (PostgreSQL) each endpoint's bare SQL is loaded right after it while the server idles,
 * so the two figures of a ratio are taken minutes apart at most seconds, not minutes: on a shared
 * machine the load of other jobs moves between the phases (issue 27).
 */
async function loadAll(
  server: ServerProcess,
  args: BenchArgs,
  onPhase: (name: string) => void = () => {},
  sqlNow?: (endpoint: BenchEndpoint) => Promise<SqlLoadResult>,
): Promise<{ loads: LoadResult[]; sql: SqlLoadResult[] }> {
  const results: LoadResult[] = [];
  const sql: SqlLoadResult[] = [];
  for (const endpoint of endpoints) {
    onPhase(endpoint.name);
    log(`loading ${endpoint.name} for ${args.duration} s with ${args.connections} connections`);
    results.push(
      await loadEndpoint(endpoint, {
        baseUrl: server.url,
        connections: args.connections,
        durationSeconds: args.duration,
        warmupSeconds: args.warmup,
        cpuMeters: cpuMeters({ serverPid: server.child.pid, postgres: args.postgres }),
      }),
    );
    if (sqlNow) sql.push(await sqlNow(endpoint));
  }
  return { loads: results, sql };
}

/**
 * Loads every endpoint while the DM probe sends `--dm-probes` messages spread evenly over the
 * expected load time, each timed from its POST to its arrival on the recipient's socket.
 */
async function loadWithDmProbe(
  server: ServerProcess,
  args: BenchArgs,
  sqlNow?: (endpoint: BenchEndpoint) => Promise<SqlLoadResult>,
) {
  if (args.dmProbes === 0)
    return { ...(await loadAll(server, args, undefined, sqlNow)), dmLatency: undefined };
  let phase = 'before the load';
  const expectedMs = endpoints.length * (args.duration + args.warmup) * 1000;
  const spacingMs = Math.max(5, Math.floor(expectedMs / args.dmProbes));
  log(`timing ${args.dmProbes} direct messages, one every ${spacingMs} ms, from send to arrival`);
  const probe = measureDmLatency({
    baseUrl: server.url,
    count: args.dmProbes,
    spacingMs,
    phase: () => phase,
  });
  // Do not leave the probe's rejection unhandled while the load runs.
  probe.catch(() => {});
  const { loads, sql } = await loadAll(
    server,
    args,
    (name) => {
      phase = name;
    },
    sqlNow,
  );
  phase = 'after the load';
  return { loads, sql, dmLatency: await probe };
}

/** Loads one endpoint's bare SQL at the HTTP load's concurrency, for the same duration. */
function loadOneSql(database: Database, endpoint: BenchEndpoint, args: BenchArgs): Promise<SqlLoadResult> {
  log(`loading the bare SQL of ${endpoint.name} for ${args.duration} s with ${args.connections} workers`);
  return loadSql(database.db, endpoint, {
    concurrency: args.connections,
    durationSeconds: args.duration,
    warmupSeconds: args.warmup,
    cpuMeters: cpuMeters({ postgres: args.postgres }),
  });
}

/**
 * Loads each endpoint's bare SQL at the HTTP load's concurrency, for the same duration, through the
 * server's driver and pool size; after the server stopped (PGlite is single-process).
 */
async function loadAllSql(target: BenchTarget, args: BenchArgs): Promise<SqlLoadResult[]> {
  const database = await target.open();
  try {
    const results: SqlLoadResult[] = [];
    for (const endpoint of endpoints) results.push(await loadOneSql(database, endpoint, args));
    return results;
  } finally {
    await database.close();
  }
}

async function bench(args: BenchArgs, target: BenchTarget, track: (server: ServerProcess) => void) {
  const startedAt = new Date().toISOString();
  const loadBefore = loadAverage();
  log(`preparing a ${args.size} dataset on ${target.kind}`);
  const seeding = await prepareDatabase(target, args);

  const server = await startServerProcess(target.serverEnv, {
    nodeArgs: args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : [],
  });
  track(server);
  log(`server up at ${server.url}`);
  let loads: LoadResult[];
  let sql: SqlLoadResult[];
  let dmLatency: DmLatencyReport | undefined;
  // PostgreSQL: the bench's own pool beside the server's, each endpoint's SQL right after it.
  const database = target.kind === 'postgres' ? await target.open() : undefined;
  try {
    ({ loads, sql, dmLatency } = await loadWithDmProbe(
      server,
      args,
      database ? (endpoint) => loadOneSql(database, endpoint, args) : undefined,
    ));
  } finally {
    await database?.close();
    const code = await server.stop();
    if (code !== 0) log(`server exited with ${code}:\n${server.output()}`);
  }
  if (!database) sql = await loadAllSql(target, args);

  const report: BenchReport = {
    startedAt,
    database: target.kind,
    options: args,
    environment: {
      node: process.version,
      platform: process.platform,
      cpus: availableParallelism(),
      commit: commit(),
      poolMax: target.poolMax,
      loadavg: loadBefore ? `${loadBefore} at the start, ${loadAverage()} at the end` : undefined,
    },
    seeding,
    dmLatency,
    endpoints: endpoints.map((endpoint, i) => {
      const load = loads[i] as LoadResult;
      const bare = sql[i] as SqlLoadResult;
      return {
        endpoint: endpoint.name,
        kind: endpoint.method === 'GET' ? 'read' : 'write',
        load,
        sql: bare,
        ratio: load.requestsPerSecond / bare.queriesPerSecond,
      };
    }),
  };
  writeJson(report, RESULTS_FILE);
  console.log(toMarkdown(report));
  log(`results written to ${path.relative(repoRoot, RESULTS_FILE)}`);
}

async function main() {
  const args = readArgs(process.argv.slice(2));
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  if (args.only) {
    const only = args.only.toLowerCase();
    endpoints = allEndpoints.filter((endpoint) => endpoint.name.toLowerCase().includes(only));
    if (endpoints.length === 0) throw new Error(`--only ${args.only}: no endpoint's name contains it`);
  }
  const target = createTarget(args.postgres);
  let server: ServerProcess | undefined;
  const cleanup = async () => {
    await server?.stop();
    await target.cleanup();
  };
  process.once('SIGINT', () => {
    log('interrupted; stopping the server and cleaning up');
    void cleanup().finally(() => process.exit(130));
  });
  try {
    if (args.processes) {
      const report = await benchProcesses(
        args,
        target,
        processesEndpoints(endpoints, Boolean(args.only)),
        (s) => {
          server = s;
        },
      );
      writeProcessesJson(report);
      console.log(processesMarkdown(report));
      log(`results written to ${path.relative(repoRoot, PROCESSES_RESULTS_FILE)}`);
      return;
    }
    await bench(args, target, (started) => {
      server = started;
    });
  } finally {
    await cleanup();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
