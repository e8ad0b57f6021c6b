import cluster, { type Worker } from 'node:cluster';
import { sql } from 'kysely';
import pino from 'pino';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import type { AppConfig } from './platform/config.ts';
import { loggerOptions } from './platform/logger.ts';
import { connectionsNeeded, tellParentReady } from './platform/server-processes.ts';

/** Longer than a worker's own shutdown grace (main.ts), so a worker gets to finish its stop. */
const STOP_GRACE_MS = 15_000;
/** More unplanned worker exits than this within the window is a crash loop: give up. */
const MAX_RESTARTS = 10;
const RESTART_WINDOW_MS = 60_000;

/**
 * The primary of `npm start` on PostgreSQL with WEB_CONCURRENCY > 1 (decision 103): migrates and
 * seeds once, then forks `count` workers that each run the whole server (main.ts) and share the
 * listening port through node:cluster. A worker that dies is replaced; SIGTERM or SIGINT stops
 * every worker gracefully and exits 0 once they all did.
 */
export async function runPrimary(config: AppConfig, count: number): Promise<void> {
  const log = pino({ ...(loggerOptions(config) as pino.LoggerOptions), name: 'primary' });
  await prepareDatabase(config, count, log);

  let stopping = false;
  let failed = false;
  const restarts: number[] = [];
  let ready = 0;
  /** Workers whose process has not exited (cluster.workers keeps one until its IPC channel closed too). */
  const live = new Set<Worker>();

  const finishIfDone = () => {
    if (stopping && live.size === 0) process.exit(failed ? 1 : 0);
  };

  const stop = (reason: string, failure = false) => {
    failed ||= failure;
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'stopping every server process');
    for (const worker of live) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      log.error('server processes took too long to stop; killing them');
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS);
    force.unref();
    finishIfDone();
  };

  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    let listening = false;
    worker.once('listening', () => {
      listening = true;
      ready += 1;
      if (ready !== count) return;
      log.info({ url: config.publicUrl, processes: count }, 'IBH is ready');
      tellParentReady(count);
    });
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        if (code !== 0) failed = true;
        finishIfDone();
        return;
      }
      // A worker that never listened fails for a reason the next one would meet too (port, config).
      if (!listening) return stop(`a server process failed to start (exit ${code ?? signal})`, true);
      const now = Date.now();
      restarts.push(now);
      while ((restarts[0] ?? now) < now - RESTART_WINDOW_MS) restarts.shift();
      if (restarts.length > MAX_RESTARTS)
        return stop(`${restarts.length} server processes died within a minute`, true);
      log.error({ pid: worker.process.pid, code, signal }, 'a server process died; starting another');
      fork();
    });
  };

  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i++) fork();
}

/** Migrations and demo data run here, once, before any worker serves a request. */
async function prepareDatabase(config: AppConfig, count: number, log: pino.Logger) {
  const database = await openDatabase(config);
  try {
    await migrate(database);
    if (config.seedDemo) await (await import('./db/seed/index.ts')).seedDemoData(database.db);
    const { rows } = await sql<{ max_connections: string }>`show max_connections`.execute(database.db);
    const available = Number(rows[0]?.max_connections);
    const needed = connectionsNeeded(config, count);
    if (needed > available)
      log.warn(
        { processes: count, poolMax: config.database.poolMax, needed, maxConnections: available },
        'the server processes may open more connections than PostgreSQL allows: lower WEB_CONCURRENCY or DATABASE_POOL_MAX, or raise max_connections',
      );
  } finally {
    await database.close();
  }
}
