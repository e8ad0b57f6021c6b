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
 * One voter's weight, over the voter's `people` row `wp`, `merit_points` row `wm` and
 * `evidence_signal_rings` row `wr` (each left-joined on the voter's id): base, + verified,
 * + merit share, + whole-day age share, times the ring factor when the voter is in a ring.
 */
function weightSql(now: Date): RawBuilder<number> {
  const days = sql`floor(extract(epoch from (${now.toISOString()}::timestamptz - wp.created_at)) / 86400)`;
  return sql<number>`(case when wr.user_id is null then 1 else ${lit(W.ring)} end) * (
    ${lit(W.base)}::numeric
    + case when wp.role in (${proRoles})
        and (coalesce(wp.is_verified, false) or coalesce(wp.pro_verified, false))
      then ${lit(W.verified)} else 0 end
    + ${lit(W.merit)} * least(greatest(coalesce(wm.lifetime_total, 0), 0)::numeric / ${lit(W.meritFullAt)}, 1)
    + ${lit(W.age)} * least(greatest(coalesce(${days}, 0), 0)::numeric / ${lit(W.ageFullDays)}, 1))`;
}

/**
 * The weighted count of one vote table (`evidence_upvotes` or `evidence_useful`) on the entry
 * whose id is `evidenceId` (SQL): the sum of its voters' weights, rounded to one decimal. Reads
 * the item's votes by the primary key (evidence_id first) and each voter's rows by theirs.
 */
export function weightedSumSql(
  table: 'evidence_upvotes' | 'evidence_useful',
  evidenceId: RawBuilder<unknown>,
  now: Date,
): RawBuilder<number> {
  return sql<number>`(select coalesce(round(sum(${weightSql(now)}), ${lit(SIGNAL_WEIGHT_DECIMALS)}), 0)
    from ${sql.table(table)} wv
    left join people wp on wp.id = wv.user_id
    left join merit_points wm on wm.user_id = wv.user_id
    left join evidence_signal_rings wr on wr.user_id = wv.user_id
    where wv.evidence_id = ${evidenceId})`;
}

/**
 * Both weighted counts of the entry `evidenceId` (SQL) as one jsonb object {weighted_upvotes,
 * weighted_useful}: one join over the entry's upvoters and markers together, so a read plans the
 * voter join once (planning, not running, is most of its cost on a small page).
 */
export function weightedSignalsSql(evidenceId: RawBuilder<unknown>, now: Date): RawBuilder<unknown> {
  const round = (kind: string) =>
    sql`coalesce(round(sum(${weightSql(now)}) filter (where wv.kind = ${sql.lit(kind)}), ${lit(SIGNAL_WEIGHT_DECIMALS)}), 0)`;
  return sql`(select jsonb_build_object('weighted_upvotes', ${round('u')}, 'weighted_useful', ${round('f')})
    from (select user_id, 'u' as kind from evidence_upvotes where evidence_id = ${evidenceId}
          union all select user_id, 'f' as kind from evidence_useful where evidence_id = ${evidenceId}) wv
    left join people wp on wp.id = wv.user_id
    left join merit_points wm on wm.user_id = wv.user_id
    left join evidence_signal_rings wr on wr.user_id = wv.user_id)`;
}

/** One voter's weight by id, as the same SQL (the tests compare it with the contract's voterWeight). */
export function voterWeightSql(userId: string, now: Date): RawBuilder<number> {
  return sql<number>`(select ${weightSql(now)} from people wp
    left join merit_points wm on wm.user_id = wp.id
    left join evidence_signal_rings wr on wr.user_id = wp.id
    where wp.id = ${userId})`;
}
