import {
  MERIT,
  MERIT_AXES,
  MERIT_GOALS,
  type MeritAxis,
  type MeritData,
  meritBar,
  TIME,
} from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/** A merit_totals row as the readers use it (null columns: the professional has no row). */
export interface TotalsRow {
  user_id: string;
  deliver: number | null;
  give: number | null;
  community: number | null;
  lifetime_total: number | null;
  recent_deliver: number | null;
  recent_give: number | null;
  recent_community: number | null;
  recent_at: Date | null;
  version: number | null;
}

type Recent = Record<MeritAxis, number>;

/** Where "a verified professional" is decided, the same words as the shop's seller check (0011). */
export const verifiedProSql = sql<boolean>`(u.role in ('professional', 'pro') and (coalesce(u.is_verified, false) or coalesce(u.pro_verified, false)))`;

/** The start of the recent window (MERIT.recentDays, 90 days, before now). */
export function recentSince(now: Date): Date {
  return new Date(now.getTime() - MERIT.recentDays * TIME.DAY);
}

/** Whether a row's stored recent points are still good: set since the last change, under 24 hours old. */
function storedRecentFresh(row: TotalsRow, now: Date): boolean {
  return row.recent_at !== null && now.getTime() - new Date(row.recent_at).getTime() < MERIT.storedBarsTtl;
}

/**
 * Recent points per axis of these rows: the stored ones when fresh, else summed from the ledger
 * (one grouped query over the (user_id, occurred_at) index) and stored again, unless the row
 * changed meanwhile (its version moved: the next read recomputes).
 */
export async function recentPointsOf(
  db: Executor,
  rows: readonly TotalsRow[],
  now: Date,
): Promise<Map<string, Recent>> {
  const out = new Map<string, Recent>();
  const stale: TotalsRow[] = [];
  for (const row of rows) {
    if (row.version === null) out.set(row.user_id, { deliver: 0, give: 0, community: 0 });
    else if (storedRecentFresh(row, now)) {
      out.set(row.user_id, {
        deliver: row.recent_deliver ?? 0,
        give: row.recent_give ?? 0,
        community: row.recent_community ?? 0,
      });
    } else stale.push(row);
  }
  if (stale.length === 0) return out;
  const sums = await db
    .selectFrom('merit_events')
    .select(['user_id', 'axis', sql<number>`sum(points)::int`.as('points')])
    .where(
      'user_id',
      'in',
      stale.map((row) => row.user_id),
    )
    .where('occurred_at', '>', recentSince(now))
    .groupBy(['user_id', 'axis'])
    .execute();
  for (const row of stale) out.set(row.user_id, { deliver: 0, give: 0, community: 0 });
  for (const sum of sums) {
    const recent = out.get(sum.user_id);
    if (recent) recent[sum.axis] = Number(sum.points);
  }
  for (const row of stale) {
    const recent = out.get(row.user_id) as Recent;
    await db
      .updateTable('merit_totals')
      .set({
        recent_deliver: recent.deliver,
        recent_give: recent.give,
        recent_community: recent.community,
        recent_at: now,
      })
      .where('user_id', '=', row.user_id)
      .where('version', '=', row.version as number)
      .execute();
  }
  return out;
}

/** MeritData of a verified professional from their totals row and recent points. */
export function toMeritData(row: TotalsRow, recent: Recent): MeritData {
  const hasRow = row.version !== null;
  const clamp = (n: number | null) => Math.max(0, n ?? 0);
  const lifetime = { deliver: clamp(row.deliver), give: clamp(row.give), community: clamp(row.community) };
  const recentPoints = {
    deliver: clamp(recent.deliver),
    give: clamp(recent.give),
    community: clamp(recent.community),
  };
  const bars = { deliver: 0, give: 0, community: 0 };
  for (const axis of MERIT_AXES) bars[axis] = meritBar(recentPoints[axis], MERIT_GOALS[axis]);
  return {
    userId: row.user_id,
    // Decision 87: the fallback is only for a verified professional without a totals row.
    lifetimeTotal: hasRow ? (row.lifetime_total ?? 0) : MERIT.totalFallback,
    lifetime,
    recentPoints,
    bars,
    goals: { ...MERIT_GOALS },
  };
}

/** The totals columns, left-joined as `t` (null when the professional has no row). */
export const totalsColumns = [
  't.deliver',
  't.give',
  't.community',
  't.lifetime_total',
  't.recent_deliver',
  't.recent_give',
  't.recent_community',
  't.recent_at',
  't.version',
] as const;

/**
 * Merit data of one user when they are a verified professional, else null (001 section 2.6: the
 * card is only for verified professionals). `publicOnly`: a private profile has no public card
 * either (like its pro page, decision 87).
 */
export async function readMeritData(
  db: Executor,
  userId: string,
  now: Date,
  options: { publicOnly?: boolean } = {},
): Promise<MeritData | null> {
  const row = await db
    .selectFrom('people as u')
    .leftJoin('merit_totals as t', 't.user_id', 'u.id')
    .select([
      'u.id as user_id',
      verifiedProSql.as('verified'),
      sql<boolean>`coalesce(u.public_profile, true)`.as('is_public'),
      ...totalsColumns,
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row?.verified || (options.publicOnly && !row.is_public)) return null;
  const recent = await recentPointsOf(db, [row], now);
  return toMeritData(row, recent.get(row.user_id) ?? { deliver: 0, give: 0, community: 0 });
}
