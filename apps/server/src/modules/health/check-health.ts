import type { Health } from '@ibh/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';

const startedAt = Date.now();

export interface DatabaseProbe {
  ok: boolean;
  latencyMs: number;
}

/**
 * One database round trip shared by every health check that arrives while it is in flight, so a
 * storm of checks (load balancers, monitors) costs the database one `select 1` at a time. Each
 * answer still reflects a round trip that ended after the check arrived (decision 41).
 */
export function sharedProbe(roundTrip: () => Promise<boolean>): () => Promise<DatabaseProbe> {
  let inFlight: Promise<DatabaseProbe> | null = null;
  const run = async (): Promise<DatabaseProbe> => {
    const started = performance.now();
    let ok = false;
    try {
      ok = await roundTrip();
    } catch {
      ok = false;
    }
    return { ok, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  };
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

export function databaseProbe(ctx: Pick<AppContext, 'database'>): () => Promise<DatabaseProbe> {
  return sharedProbe(async () => {
    const result = await sql<{ one: number }>`select 1 as one`.execute(ctx.database.db);
    return result.rows[0]?.one === 1;
  });
}

export async function checkHealth(
  ctx: Pick<AppContext, 'config' | 'database' | 'pages'>,
  probe: () => Promise<DatabaseProbe>,
): Promise<Health> {
  const database = await probe();
  // After an outage the server is whole again only once its LISTEN connection is back too.
  const listening = ctx.database.listening();
  return {
    status: database.ok && listening ? 'ok' : 'degraded',
    version: ctx.config.version,
    database: { kind: ctx.database.kind, ...database, listening },
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    pageCache: ctx.pages.stats(),
  };
}
