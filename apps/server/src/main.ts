import cluster from 'node:cluster';
import type { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { type AppConfig, ConfigError, loadConfig } from './platform/config.ts';
import { type ProcessPlan, serverProcesses, tellParentReady } from './platform/server-processes.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const plan = serverProcesses(config);
  if (cluster.isPrimary && plan.count > 1) {
    await (await import('./process-cluster.ts')).runPrimary(config, plan.count);
    return;
  }
  await serve(config, plan);
}

/** One whole server: alone, or one of the workers of process-cluster.ts (which migrated and seeded). */
async function serve(config: AppConfig, plan: ProcessPlan) {
  // The database opens (PGlite: compiles, starts and replays its WAL after a crash) while the
  // app's modules load: a restart is back sooner (issue 12 asks for 5 s after a kill -9).
  const opening = openDatabase(config);
  const loading = import('./app.ts');
  loading.catch(() => undefined); // awaited below; a failed open must not leave it unobserved
  const database = await opening;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;

  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    app?.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app?.close();
    } finally {
      // CHECKPOINT and close PGlite, release the data-directory lock.
      await database.close();
      clearTimeout(force);
      process.exit(0);
    }
  }
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    if (cluster.isPrimary) {
      await migrate(database);
      if (config.seedDemo) await (await import('./db/seed/index.ts')).seedDemoData(database.db);
    }
    app = await (await loading).buildApp(config, { database });
    await app.listen({ port: config.port, host: config.host });
    if (plan.reduced) app.log.warn(plan.reduced);
    if (cluster.isWorker) {
      app.log.info('server process ready');
      return;
    }
    app.log.info(
      {
        url: config.publicUrl,
        database: database.kind,
        dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      },
      'IBH is ready',
    );
    tellParentReady(1);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
}

main().catch((error: Error) => {
  console.error(
    error instanceof ConfigError ? error.message : `IBH failed to start: ${error.stack ?? error.message}`,
  );
  process.exit(1);
});
