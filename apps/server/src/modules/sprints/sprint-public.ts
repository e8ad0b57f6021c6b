import { gateView, type PublicSprint, SPRINT, SPRINT_TEXT } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { selectPeople } from '../people/person-json.ts';
import { signAvatarUrl } from '../profiles/avatar-url.ts';
import { nameOf } from '../profiles/profile-view.ts';
import { requiredFor } from './sprint-counts.ts';
import { iso, sprintPageReads, titleOf } from './sprint-read.ts';

/** get_public_sprint / get_public_interviews / get_public_cosigners: the share token opens it; never the notes. */
export async function readPublicSprint(
  ctx: AppContext,
  viewerId: string | null,
  id: string,
  token: string | undefined,
): Promise<PublicSprint> {
  const row = await ctx.db.selectFrom('experiments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !token || row.share_token !== token) throw notFound(SPRINT_TEXT.publicNotFound);
  const db = ctx.db;
  const [reads, cosignRows] = await Promise.all([
    sprintPageReads(db, row, viewerId),
    db
      .selectFrom('experiment_cosign_requests')
      .select('pro_user_id')
      .where('experiment_id', '=', row.id)
      .where('status', '=', 'accepted')
      .orderBy('responded_at', 'asc')
      .execute(),
  ]);
  const { stored, ideaTitle, totals, interviews, revisions, trust, upvotes, ownerName } = reads;
  const people = await selectPeople(
    db,
    cosignRows.slice(0, SPRINT.cosignerAvatars).map((r) => r.pro_user_id),
  );
  const cosigners = await Promise.all(
    people.map(async (p) => ({
      proUserId: p.id,
      displayName: nameOf(p),
      avatarUrl: await signAvatarUrl(ctx.storage, p.avatar_path),
    })),
  );
  return {
    id: row.id,
    title: titleOf(ideaTitle),
    ownerName,
    totals: { pos: totals.pos, neu: totals.neu, neg: totals.neg },
    gate: gateView(totals, row.target_count, requiredFor(row, stored)),
    hypothesis: row.hypothesis,
    persona: row.persona,
    resultSummary: row.result_summary,
    setupRegisteredAt: iso(row.setup_registered_at),
    revisions,
    cosigners,
    cosignerCount: cosignRows.length,
    interviews: interviews.map((i) => ({
      id: i.id,
      createdAt: i.created_at.toISOString(),
      outcome: i.outcome,
      who: i.who,
      channel: i.channel,
      learning: i.learning,
    })),
    finalizedAt: iso(row.finalized_at),
    evidenceId: row.evidence_id,
    versionId: row.version_id,
    trust,
    upvotes,
  };
}
