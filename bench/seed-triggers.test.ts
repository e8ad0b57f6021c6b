import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { repoRoot } from '../apps/server/test/server-process.ts';
import { seedDatasets } from './datasets.ts';

let database: Database;

/**
 * The merit the seed wrote: ledger, totals and ranking, in a stable order. Not the totals' version:
 * it counts changes since the row was made, and the replay below makes the rows in another order.
 */
async function meritSnapshot() {
  const db = database.db;
  const events = await sql`
    select user_id, kind, axis, points, source_id, occurred_at from merit_events
    order by kind, source_id, user_id`.execute(db);
  const totals = await sql`
    select user_id, deliver, give, community, lifetime_total, recent_at from merit_totals
    order by user_id`.execute(db);
  const ranking = await sql`
    select user_id, lifetime_total, recent_deliver, name_key, verified_at from merit_ranking
    order by user_id`.execute(db);
  return { events: events.rows, totals: totals.rows, ranking: ranking.rows };
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: IN_MEMORY, database: { poolMax: 1 } });
  await migrate(database);
  await seedDatasets(database.db, 'small');
}, 180_000);

afterAll(async () => {
  await database?.close();
});

describe('the bench datasets, with per-row triggers off for their bulk inserts', () => {
  it('write each idea counters equal to its likes, comments and follows, as the triggers would', async () => {
    const { rows } = await sql<{ wrong: number; ideas: number }>`
      select count(*) filter (where i.likes_count <> (select count(*) from idea_likes l where l.idea_id = i.id)
        or i.comments_count <> (select count(*) from idea_comments c where c.idea_id = i.id)
        or i.followers_count <> (select count(*) from idea_follows f where f.idea_id = i.id))::int as wrong,
        count(*)::int as ideas
      from ideas i`.execute(database.db);
    expect(rows[0]).toEqual({ wrong: 0, ideas: 100 });
  });

  it('hold in each order the escrow its ledger rows make, as ibh_escrow_ledger_apply would', async () => {
    const { rows } = await sql<{ wrong: number; held: number }>`
      select count(*) filter (where (o.escrow_held_cents, o.escrow_released_cents, o.escrow_refunded_cents,
          o.escrow_still_held_cents) is distinct from (l.hold, l.release, l.refund, l.hold - l.release - l.refund))::int as wrong,
        count(*) filter (where o.escrow_held_cents > 0)::int as held
      from service_orders o
      cross join lateral (
        select coalesce(sum(amount_cents) filter (where kind = 'hold'), 0)::int as hold,
          coalesce(sum(amount_cents) filter (where kind = 'release'), 0)::int as release,
          coalesce(sum(amount_cents) filter (where kind = 'refund'), 0)::int as refund
        from escrow_ledger where order_id = o.id) l`.execute(database.db);
    expect(rows[0]).toEqual({ wrong: 0, held: 2_001 });
  });

  it('add the merit the per-row triggers would write (migration 0020 backfill, replayed from scratch, writes the same)', async () => {
    const seeded = await meritSnapshot();
    const kinds = new Set(seeded.events.map((e) => (e as { kind: string }).kind));
    expect([...kinds].sort()).toEqual(['comment', 'fast_first_response', 'upvote', 'useful_received']);

    // Empty the ledger and the totals, then let migration 0020's backfill award every event again
    // through ibh_merit_add, one row at a time, with the ledger's and the ranking's triggers on.
    const migration = readFileSync(
      path.join(repoRoot, 'apps/server/src/db/migrations/0020_merit.sql'),
      'utf8',
    );
    await database.runScript(`
      begin;
      alter table merit_events disable trigger merit_events_apply;
      delete from merit_events;
      alter table merit_events enable trigger merit_events_apply;
      delete from merit_totals;
      ${migration.slice(migration.indexOf('-- Backfill:'))}
      commit;`);

    expect(await meritSnapshot()).toEqual(seeded);
  }, 120_000);
});
