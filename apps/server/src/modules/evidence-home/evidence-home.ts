import type { EvidenceHome, HomeActiveSprint } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadHomeProofs } from './home-proofs.ts';
import { loadHomeStats } from './home-stats.ts';

/** Who asks: nobody, or a signed-in person and their role. */
export interface HomeViewer {
  id: string;
  role: string | null;
}

/**
 * get_my_active_interview_sprint for the home's Resume Sprint: an idea owner's sprint that is not
 * finalized (one per owner, experiments_one_active_owner) with its interviews done of its target.
 * Other roles run no sprints (decision 78), so they get none.
 */
export async function loadActiveSprint(
  db: Executor,
  viewer: HomeViewer | null,
): Promise<HomeActiveSprint | null> {
  if (viewer?.role !== 'idea_owner') return null; // signed out, or no sprints to run
  const result = await sql<{ id: string; target: number; done: number }>`
    select x.id, x.target_count as target,
      coalesce((select c.done from sprint_interview_counts c where c.experiment_id = x.id), 0) as done
    from sprint_summaries x where x.owner_user_id = ${viewer.id} and x.finalized_at is null and x.closed_at is null`.execute(
    db,
  );
  const row = result.rows[0];
  return row ? { id: row.id, done: row.done, target: row.target } : null;
}

/** GET /api/evidence-home: the stats, the first page of Live Proofs and the viewer's active sprint. */
export async function getEvidenceHome(ctx: AppContext, viewer: HomeViewer | null): Promise<EvidenceHome> {
  const [stats, proofs, activeSprint] = await Promise.all([
    loadHomeStats(ctx.db, ctx.clock.now()),
    loadHomeProofs(ctx.db, viewer?.id ?? null, undefined),
    loadActiveSprint(ctx.db, viewer),
  ]);
  return { stats, proofs, activeSprint };
}
