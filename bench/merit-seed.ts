import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';

/** The merit triggers (migration 0020) of the tables the bench seeds in bulk. */
export type MeritTrigger =
  | { table: 'service_orders'; trigger: 'merit_service_orders' }
  | { table: 'order_milestones'; trigger: 'merit_order_milestones' }
  | { table: 'evidence_upvotes'; trigger: 'merit_evidence_upvotes' }
  | { table: 'evidence_useful'; trigger: 'merit_evidence_useful' }
  | { table: 'idea_comments'; trigger: 'merit_idea_comments' };

/**
 * Runs a bulk seed with these merit triggers off (the table's other triggers stay on). Per row,
 * each event moves its user's merit_totals row and merit_ranking row once: within one transaction
 * each update walks every earlier version of the row, and the trigger chain costs a few
 * milliseconds a row (the evidence upvotes at huge ran over 35 minutes). The caller then adds the
 * points set-based with addMerit.
 */
export async function withoutMeritTriggers(
  trx: Transaction<DB>,
  triggers: readonly MeritTrigger[],
  seed: () => Promise<void>,
) {
  const set = async (state: 'enable' | 'disable') => {
    for (const { table, trigger } of triggers)
      await sql`alter table ${sql.table(table)} ${sql.raw(state)} trigger ${sql.ref(trigger)}`.execute(trx);
  };
  await set('disable');
  await seed();
  await set('enable');
}

/**
 * What ibh_merit_add and then ibh_merit_apply write for these events, as one statement: the
 * ledger rows of professionals (anyone else earns none; a (kind, source, user) already there is
 * not counted again), then each user's totals moved by their new points, with recent points
 * expired and the version moved once per event. `events` selects user_id, source_id, occurred_at.
 * The totals' own trigger (0029's ranking) runs as usual, once per user. Not sent: the per-user
 * 'ibh_merit' NOTIFY, which only tells running servers to drop cached totals.
 */
export async function addMerit(trx: Transaction<DB>, kind: string, events: RawBuilder<unknown>) {
  await sql`alter table merit_events disable trigger merit_events_apply`.execute(trx);
  await sql`
    with added as (
      insert into merit_events (user_id, axis, kind, points, source_id, occurred_at)
      select e.user_id, k.axis, k.kind, k.points, e.source_id, coalesce(e.occurred_at, now())
      from (${events}) e
      join merit_kinds k on k.kind = ${kind}
      join users u on u.id = e.user_id and u.role in ('professional', 'pro')
      on conflict (kind, source_id, user_id) do nothing
      returning user_id, axis, points
    )
    insert into merit_totals (user_id, deliver, give, community, recent_at, version, updated_at)
    select user_id, coalesce(sum(points) filter (where axis = 'deliver'), 0),
      coalesce(sum(points) filter (where axis = 'give'), 0),
      coalesce(sum(points) filter (where axis = 'community'), 0), null, count(*) - 1, now()
    from added group by user_id
    on conflict (user_id) do update set
      deliver = merit_totals.deliver + excluded.deliver,
      give = merit_totals.give + excluded.give,
      community = merit_totals.community + excluded.community,
      recent_at = null,
      version = merit_totals.version + excluded.version + 1,
      updated_at = now()`.execute(trx);
  await sql`alter table merit_events enable trigger merit_events_apply`.execute(trx);
}
