import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from './errors.ts';

export interface RateRule {
  /** Most hits allowed in one window. */
  limit: number;
  windowMs: number;
}

export interface RateResult {
  allowed: boolean;
  hits: number;
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts a hit on `key` in a fixed window shared by every server process (one
 * atomic upsert) and says whether it is within the rule.
 */
export async function hitRateLimit(db: Kysely<DB>, key: string, rule: RateRule): Promise<RateResult> {
  const windowSeconds = rule.windowMs / 1000;
  const row = await sql<{ hits: number; window_start: Date }>`
    insert into rate_limits as r (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when r.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1 else r.hits + 1 end,
      window_start = case when r.window_start <= now() - make_interval(secs => ${windowSeconds}) then now() else r.window_start end
    returning hits, window_start`.execute(db);
  const { hits, window_start } = row.rows[0] as { hits: number; window_start: Date };
  const allowed = hits <= rule.limit;
  const resetsAt = new Date(window_start).getTime() + rule.windowMs;
  return {
    allowed,
    hits,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((resetsAt - Date.now()) / 1000)),
  };
}

/** Reads a counter without counting a hit. */
export async function peekRateLimit(db: Kysely<DB>, key: string, rule: RateRule): Promise<RateResult> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
  const resetsAt = new Date(row.window_start).getTime() + rule.windowMs;
  if (resetsAt <= Date.now()) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
  const allowed = row.hits < rule.limit;
  return {
    allowed,
    hits: row.hits,
    retryAfterSeconds: allowed ? 0 : Math.ceil((resetsAt - Date.now()) / 1000),
  };
}

export async function clearRateLimit(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Throws E_RATE_LIMITED (with the given message) when over the limit. */
export async function enforceRateLimit(
  db: Kysely<DB>,
  key: string,
  rule: RateRule,
  message?: string,
): Promise<RateResult> {
  const result = await hitRateLimit(db, key, rule);
  if (!result.allowed)
    throw new AppError('E_RATE_LIMITED', message, { retryAfterSeconds: result.retryAfterSeconds });
  return result;
}
