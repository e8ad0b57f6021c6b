import type { Health } from '@ibh/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';

const startedAt = Date.now();

export async function checkHealth(ctx: Pick<AppContext, 'config' | 'database'>): Promise<Health> {
  const started = performance.now();
  let ok = false;
  try {
    const result = await sql<{ one: number }>`select 1 as one`.execute(ctx.database.db);
    ok = result.rows[0]?.one === 1;
  } catch {
    ok = false;
  }
  return {
    status: ok ? 'ok' : 'degraded',
    version: ctx.config.version,
    database: {
      kind: ctx.database.kind,
      ok,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
    },
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
