import { isProfessionalRole, MERIT_FORMULA, MERIT_KINDS, type MyMeritInputs } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../platform/errors.ts';
import { roleOfAccount } from '../auth/account-reads.ts';
import { readMeritData, recentSince } from './merit-read.ts';

/**
 * A signed-in professional's own merit inputs (/help/merit): per event kind of the formula, how
 * many events and points, lifetime and recent. Anyone who is not a professional is refused
 * (E_NOT_AUTHORIZED): they earn no merit.
 */
export async function readMyMeritInputs(db: Executor, userId: string, now: Date): Promise<MyMeritInputs> {
  const role = await roleOfAccount(db, userId);
  if (!role || !isProfessionalRole(role)) throw new AppError('E_NOT_AUTHORIZED');
  const since = recentSince(now);
  const rows = await db
    .selectFrom('merit_events')
    .select([
      'kind',
      sql<number>`count(*)::int`.as('count'),
      sql<number>`coalesce(sum(points), 0)::int`.as('points'),
      sql<number>`(count(*) filter (where occurred_at > ${since}))::int`.as('recent_count'),
      sql<number>`coalesce(sum(points) filter (where occurred_at > ${since}), 0)::int`.as('recent_points'),
    ])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const merit = await readMeritData(db, userId, now);
  return {
    isVerified: merit !== null,
    merit,
    inputs: MERIT_KINDS.map((kind) => {
      const row = byKind.get(kind);
      return {
        kind,
        axis: MERIT_FORMULA[kind].axis,
        count: Number(row?.count ?? 0),
        points: Number(row?.points ?? 0),
        recentCount: Number(row?.recent_count ?? 0),
        recentPoints: Number(row?.recent_points ?? 0),
      };
    }),
  };
}
