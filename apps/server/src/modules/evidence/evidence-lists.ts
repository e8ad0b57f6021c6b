import {
  EVIDENCE,
  EVIDENCE_LIMITS,
  type EvidenceItem,
  type EvidenceMilestone,
  type EvidencePage,
  privacyOf,
} from '@ibh/contract';
import { type RawBuilder, sql } from 'kysely';
import * as z from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { cursorField, decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { assertIdeaOwner } from '../ideas/idea-access.ts';
import { loadViewer, type Viewer, visibleSql } from './evidence-access.ts';
import { selectEvidenceRows } from './evidence-list.repo.ts';
import { shownState, toPersonRef, toSignals } from './evidence-view.ts';

const CursorSchema = z.object({ at: cursorField.time, id: cursorField.uuid });
const _NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * One keyset page (created_at, id; newest first) of the entries the viewer may see that match
 * `filter` (SQL over `e`), each with the version others see (the newest finalized; the owner's
 * newest draft when nothing is finalized yet).
 */
async function page(
  ctx: AppContext,
  viewer: Viewer,
  filter: RawBuilder<boolean>,
  limit: number,
  cursor: string | undefined,
  versionFilter: RawBuilder<boolean> = sql`true`,
): Promise<EvidencePage> {
  const after = cursor ? decodeCursor(CursorSchema, cursor) : null;
  const result = {
    rows: await selectEvidenceRows(ctx.db, viewer, filter, limit, after, versionFilter, ctx.clock.now()),
  };
  const rows = result.rows.slice(0, limit);
  const items: EvidenceItem[] = await Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      versionId: r.version_id,
      version: r.version,
      state: shownState(r.state, r),
      scope: r.scope,
      privacy: privacyOf(r.scope),
      title: r.title,
      summary: r.summary,
      ownerIntent: r.owner_intent,
      artifactTypes: r.artifacts.map((a) => a.type),
      createdAt: new Date(r.created_at).toISOString(),
      createdBy: await toPersonRef(ctx.storage, r.owner),
      hash: r.hash,
      linkedIdeaId: r.linked_idea_id,
      kind: r.kind,
      signals: toSignals(r.signals),
      myUseful: Boolean(r.my_useful),
    })),
  );
  const last = rows.at(-1);
  return {
    items,
    nextCursor:
      result.rows.length > limit && last ? encodeCursor({ at: last.created_key, id: last.id }) : null,
  };
}

type ListQuery = { cursor?: string; limit?: number; context?: 'all' | 'standalone' };

/** list_evidence_standalone / the /evidence timeline: everything the viewer may see (or standalone only). */
export async function listEvidence(ctx: AppContext, viewerId: string | null, query: ListQuery) {
  const viewer = await loadViewer(ctx.db, viewerId);
  const filter =
    query.context === 'standalone' ? sql<boolean>`e.context_kind = 'standalone'` : sql<boolean>`true`;
  return page(ctx, viewer, filter, query.limit ?? EVIDENCE.listInitial, query.cursor);
}

/** list_evidence_for_idea: created on the idea or linked to it (the idea's route guard hides private ideas). */
export async function listIdeaEvidence(
  ctx: AppContext,
  viewerId: string | null,
  ideaId: string,
  query: ListQuery,
) {
  const viewer = await loadViewer(ctx.db, viewerId);
  const filter = sql<boolean>`((e.context_kind = 'idea' and e.context_id = ${ideaId}) or e.linked_idea_id = ${ideaId})`;
  return page(ctx, viewer, filter, query.limit ?? EVIDENCE.listInitial, query.cursor);
}

/** list_evidence_for_experiment. */
export async function listExperimentEvidence(
  ctx: AppContext,
  viewerId: string | null,
  experimentId: string,
  query: ListQuery,
) {
  const viewer = await loadViewer(ctx.db, viewerId);
  const filter = sql<boolean>`(e.context_kind = 'experiment' and e.context_id = ${experimentId})`;
  return page(ctx, viewer, filter, query.limit ?? EVIDENCE.listInitial, query.cursor);
}

/**
 * list_linkable_evidence_for_idea: for the idea's owner, the evidence they may link to it:
 * their own or created on this idea, finalized (finalized, cosigned or approved), not linked,
 * not withdrawn; 50 a page.
 */
export async function listLinkable(
  ctx: AppContext,
  userId: string,
  ideaId: string,
  query: { cursor?: string; limit?: number },
) {
  await assertIdeaOwner(ctx.db, ideaId, userId);
  const viewer = await loadViewer(ctx.db, userId);
  const filter = sql<boolean>`(e.linked_idea_id is null and e.tombstoned_at is null
    and (e.owner_id = ${userId} or (e.context_kind = 'idea' and e.context_id = ${ideaId})))`;
  return page(
    ctx,
    viewer,
    filter,
    query.limit ?? EVIDENCE.linkablePage,
    query.cursor,
    sql`v.finalized_at is not null`,
  );
}

/**
 * get_milestones_for_evidence_ids: per visible evidence, its professional trust signals (verified
 * professionals' upvotes and co-signs) and whether the community validated it (community upvotes
 * and useful marks reach EVIDENCE_LIMITS.communityValidatedAt). Ids the viewer may not see are left out.
 */
export async function milestonesFor(
  ctx: AppContext,
  viewerId: string | null,
  ids: string[],
): Promise<{ items: EvidenceMilestone[] }> {
  const viewer = await loadViewer(ctx.db, viewerId);
  const unique = [...new Set(ids)];
  const result = await sql<{ id: string; pro: string | number; community: string | number }>`
    select e.id,
      (select count(*) from evidence_upvotes u where u.evidence_id = e.id and u.is_pro)
        + (select count(*) from evidence_cosigns c where c.evidence_id = e.id) as pro,
      (select count(*) from evidence_upvotes u where u.evidence_id = e.id and not u.is_pro)
        + (select count(*) from evidence_useful f where f.evidence_id = e.id) as community
    from evidence_entries e
    where e.id in (${sql.join(unique)}) and ${visibleSql(viewer)}`.execute(ctx.db);
  return {
    items: result.rows.map((r) => ({
      evidenceId: r.id,
      proTrustSignals: Number(r.pro),
      communityValidated: Number(r.community) >= EVIDENCE_LIMITS.communityValidatedAt,
    })),
  };
}
