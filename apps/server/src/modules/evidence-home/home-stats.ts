import { EVIDENCE_HOME, type HomeStats, PROFESSIONAL_ROLES, TIME } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/** Whether user `ref` (SQL) is a verified professional now: the badge or a verified selling profile. */
const verifiedProSql = (column: string) => sql<boolean>`exists (
  select 1 from people vu
  where vu.id = ${sql.ref(column)} and vu.role in (${sql.join(PROFESSIONAL_ROLES)})
    and (coalesce(vu.is_verified, false) or coalesce(vu.pro_verified, false)))`;

/**
 * get_home_stats (001 sections 3.3, 7.5; decision 97): in the 30 days up to `now`,
 * - experiments: interview sprints started;
 * - passes: sprints finalized (finalizing needs the gate met; a reopened sprint no longer counts);
 * - panel co-signs: co-signs by verified professionals, on evidence (evidence_cosigns) and on
 *   sprints (accepted co-sign requests, at the time they were accepted).
 * Counts name nobody, so every sprint counts, whatever its idea's visibility. One statement, each
 * count a range scan of an index (0019's experiments_finalized, 0023's others).
 */
export async function loadHomeStats(db: Executor, now: Date): Promise<HomeStats> {
  const since = new Date(now.getTime() - EVIDENCE_HOME.statsDays * TIME.DAY);
  const inWindow = (column: string) => sql`${sql.ref(column)} >= ${since} and ${sql.ref(column)} <= ${now}`;
  const result = await sql<HomeStats>`select
    (select count(*)::int from sprint_summaries x where ${inWindow('x.created_at')}) as "experiments30d",
    (select count(*)::int from sprint_summaries x where ${inWindow('x.finalized_at')}) as "passes30d",
    (select count(*)::int from evidence_cosigners c
      where ${inWindow('c.created_at')} and ${verifiedProSql('c.signer_user_id')})
    + (select count(*)::int from accepted_sprint_cosigns r
      where ${inWindow('r.accepted_at')}
        and ${verifiedProSql('r.pro_user_id')}) as "panelCosigns30d"`.execute(db);
  const row = result.rows[0];
  return {
    experiments30d: row?.experiments30d ?? 0,
    passes30d: row?.passes30d ?? 0,
    panelCosigns30d: row?.panelCosigns30d ?? 0,
  };
}
