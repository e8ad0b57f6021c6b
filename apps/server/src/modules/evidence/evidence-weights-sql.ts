import { PROFESSIONAL_ROLES, SIGNAL_WEIGHT_DECIMALS, SIGNAL_WEIGHTS as W } from '@ibh/contract';
import { type RawBuilder, sql } from 'kysely';

/**
 * Weighted signals (issue 29, decision 154) as SQL, free of the app's runtime so the bench runs it
 * bare. Every number comes from the contract's SIGNAL_WEIGHTS (inlined as literals so the planner
 * sees constants); `voterWeight` in the contract is the same formula in code.
 */

const lit = (n: number) => sql.lit(n);
const proRoles = sql.join(PROFESSIONAL_ROLES.map((role) => sql.lit(role)));

/**
 * One voter's weight for the voter id `voter` (SQL) as a correlated scalar subquery: it reads the
 * voter's `people` row, `merit_points` row and ring row by primary key, so an item costs a few
 * index lookups per voter whatever the size of the people tables. Base, + verified, + merit share,
 * + whole-day age share, times the ring factor when the voter is in a ring.
 */
function weightSql(voter: RawBuilder<unknown>, now: Date): RawBuilder<number> {
  const days = sql`floor(extract(epoch from (${now.toISOString()}::timestamptz - wp.created_at)) / 86400)`;
  return sql<number>`(select
    (case when exists (select 1 from evidence_signal_rings wr where wr.user_id = wp.id)
      then ${lit(W.ring)} else 1 end) * (
    ${lit(W.base)}::numeric
    + case when wp.role in (${proRoles})
        and (coalesce(wp.is_verified, false) or coalesce(wp.pro_verified, false))
      then ${lit(W.verified)} else 0 end
    + ${lit(W.merit)} * least(greatest(coalesce(
        (select wm.lifetime_total from merit_points wm where wm.user_id = wp.id), 0), 0)::numeric
        / ${lit(W.meritFullAt)}, 1)
    + ${lit(W.age)} * least(greatest(coalesce(${days}, 0), 0)::numeric / ${lit(W.ageFullDays)}, 1))
    from people wp where wp.id = ${voter})`;
}

/**
 * The weighted count of one vote table (`evidence_upvotes` or `evidence_useful`) on the entry
 * whose id is `evidenceId` (SQL): the sum of its voters' weights, rounded to one decimal.
 */
export function weightedSumSql(
  table: 'evidence_upvotes' | 'evidence_useful',
  evidenceId: RawBuilder<unknown>,
  now: Date,
): RawBuilder<number> {
  return sql<number>`(select coalesce(round(sum(${weightSql(sql`wv.user_id`, now)}), ${lit(SIGNAL_WEIGHT_DECIMALS)}), 0)
    from ${sql.table(table)} wv where wv.evidence_id = ${evidenceId})`;
}

/**
 * Both weighted counts of the entry `evidenceId` (SQL) as one jsonb object {weighted_upvotes,
 * weighted_useful}, over the entry's upvoters and markers together (the primary keys, evidence_id
 * first, find them).
 */
export function weightedSignalsSql(evidenceId: RawBuilder<unknown>, now: Date): RawBuilder<unknown> {
  const round = (kind: string) =>
    sql`coalesce(round(sum(wv.w) filter (where wv.kind = ${sql.lit(kind)}), ${lit(SIGNAL_WEIGHT_DECIMALS)}), 0)`;
  return sql`(select jsonb_build_object('weighted_upvotes', ${round('u')}, 'weighted_useful', ${round('f')})
    from (select ${weightSql(sql`v.user_id`, now)} as w, v.kind
      from (select user_id, 'u' as kind from evidence_upvotes where evidence_id = ${evidenceId}
            union all select user_id, 'f' as kind from evidence_useful where evidence_id = ${evidenceId}) v) wv)`;
}

/** One voter's weight by id, as the same SQL (the tests compare it with the contract's voterWeight). */
export function voterWeightSql(userId: string, now: Date): RawBuilder<number> {
  return weightSql(sql`${userId}::uuid`, now);
}
