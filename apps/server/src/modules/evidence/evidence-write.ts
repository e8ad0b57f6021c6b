import {
  type CreateEvidenceRequest,
  EVIDENCE_EVENTS,
  EVIDENCE_TEXT,
  type EvidenceKind,
  type UpdateEvidenceRequest,
} from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { emitEvent } from '../../platform/events.ts';
import { loadIdeaAccess } from '../ideas/idea-access.ts';
import { versionMachine } from './evidence.machine.ts';
import { assertCanView, loadViewer, versionActor } from './evidence-access.ts';
import { ownerIntentTags, toStoredArtifacts, toStoredInterviews } from './evidence-content.ts';
import { versionHash } from './evidence-hash.ts';

type Created = { evidenceId: string; versionId: string };

/**
 * create_evidence: an entry and its first (draft) version. On an idea: its owner or a team member
 * (E_NOT_TEAM_MEMBER otherwise; a hidden idea is 'Idea not found'); on an experiment: its owner
 * (E_NOT_OWNER; an unknown experiment is not found; issue 18);
 * standalone: anyone signed in.
 */
export async function createEvidence(
  ctx: AppContext,
  userId: string,
  input: CreateEvidenceRequest,
): Promise<Created> {
  return ctx.db.transaction().execute((trx) => createEvidenceIn(trx, ctx, userId, input));
}

/**
 * createEvidence inside the caller's transaction (the sprints module publishes a sprint as
 * experiment_passed evidence and records it on the sprint in one transaction).
 */
export async function createEvidenceIn(
  trx: Executor,
  ctx: AppContext,
  userId: string,
  input: CreateEvidenceRequest,
  kind: EvidenceKind = 'evidence',
): Promise<Created> {
  {
    const context = input.context;
    if (context.kind === 'experiment' && context.id) {
      const experiment = await trx
        .selectFrom('sprint_summaries')
        .select('owner_user_id')
        .where('id', '=', context.id)
        .executeTakeFirst();
      if (!experiment) throw notFound();
      if (experiment.owner_user_id !== userId) throw new AppError('E_NOT_OWNER');
    }
    let ideaOwnerId: string | null = null;
    if (context.kind === 'idea' && context.id) {
      const access = await loadIdeaAccess(trx, context.id, userId);
      if (!access || (access.visibility === 'private' && !access.isMember)) throw notFound('Idea not found');
      if (!access.isOwner && !access.isTeamMember) throw new AppError('E_NOT_TEAM_MEMBER');
      ideaOwnerId = access.ownerId;
    }
    const now = ctx.clock.now();
    const entry = await trx
      .insertInto('evidence_entries')
      .values({
        owner_id: userId,
        context_kind: context.kind,
        context_id: context.id ?? null,
        kind,
        scope: input.scope ?? 'public',
        owner_intent: ownerIntentTags(input.ownerIntent) ?? [],
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const version = await trx
      .insertInto('evidence_versions')
      .values({
        evidence_id: entry.id,
        version: 1,
        title: input.title,
        summary: input.summary ?? '',
        interviews: JSON.stringify(toStoredInterviews(input.interviews ?? [])),
        artifacts: JSON.stringify(await toStoredArtifacts(trx, userId, input.artifacts ?? [])),
        created_by: userId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (context.kind === 'idea' && context.id && ideaOwnerId && ideaOwnerId !== userId) {
      await emitEvent(trx, {
        type: EVIDENCE_EVENTS.evidenceAdded,
        actorId: userId,
        payload: { recipientId: ideaOwnerId, ideaId: context.id, evidenceId: entry.id, fromUserId: userId },
      });
    }
    return { evidenceId: entry.id, versionId: version.id };
  }
}

async function latestVersion(db: Executor, evidenceId: string) {
  return db
    .selectFrom('evidence_versions')
    .selectAll()
    .where('evidence_id', '=', evidenceId)
    .orderBy('version', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The owner's edit: the draft in place, or a new draft version copied from the finalized one. */
export async function updateEvidence(
  ctx: AppContext,
  userId: string,
  evidenceId: string,
  input: UpdateEvidenceRequest,
): Promise<Created> {
  return ctx.db.transaction().execute(async (trx) => {
    const viewer = await loadViewer(trx, userId);
    const entry = await assertCanView(trx, evidenceId, viewer, { forUpdate: true });
    const actor = versionActor(entry, viewer);
    if (entry.tombstoned_at) versionMachine.transition('tombstoned', 'edit', actor);
    const latest = await latestVersion(trx, evidenceId);
    const changes = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.summary !== undefined ? { summary: input.summary } : {}),
      ...(input.interviews !== undefined
        ? { interviews: JSON.stringify(toStoredInterviews(input.interviews)) }
        : {}),
      ...(input.artifacts !== undefined
        ? { artifacts: JSON.stringify(await toStoredArtifacts(trx, userId, input.artifacts)) }
        : {}),
    };
    const tags = ownerIntentTags(input.ownerIntent);
    await trx
      .updateTable('evidence_entries')
      .set({
        updated_at: ctx.clock.now(),
        ...(input.scope ? { scope: input.scope } : {}),
        ...(tags ? { owner_intent: tags } : {}),
      })
      .where('id', '=', evidenceId)
      .execute();
    if (latest.state === 'draft') {
      versionMachine.transition('draft', 'edit', actor);
      if (Object.keys(changes).length > 0) {
        await trx.updateTable('evidence_versions').set(changes).where('id', '=', latest.id).execute();
      }
      return { evidenceId, versionId: latest.id };
    }
    versionMachine.transition(latest.state, 'revise', actor);
    const draft = await trx
      .insertInto('evidence_versions')
      .values({
        evidence_id: evidenceId,
        version: latest.version + 1,
        title: latest.title,
        summary: latest.summary,
        interviews: JSON.stringify(latest.interviews),
        artifacts: JSON.stringify(latest.artifacts),
        created_by: userId,
        created_at: ctx.clock.now(),
        ...changes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { evidenceId, versionId: draft.id };
  });
}

/**
 * finalize: the draft gets its hash (SHA-256 of the canonical form, chained to the previous
 * finalized version's hash) and can no longer change (the 0015 trigger). A new version of linked
 * evidence tells the idea's owner (evidence_updated) when someone else finalized it.
 */
export async function finalizeEvidence(
  ctx: AppContext,
  userId: string,
  evidenceId: string,
): Promise<Created> {
  return ctx.db.transaction().execute((trx) => finalizeEvidenceIn(trx, ctx, userId, evidenceId));
}

/** finalizeEvidence inside the caller's transaction. */
export async function finalizeEvidenceIn(
  trx: Executor,
  ctx: AppContext,
  userId: string,
  evidenceId: string,
): Promise<Created> {
  {
    const viewer = await loadViewer(trx, userId);
    const entry = await assertCanView(trx, evidenceId, viewer, { forUpdate: true });
    const actor = versionActor(entry, viewer);
    const latest = await latestVersion(trx, evidenceId);
    versionMachine.transition(entry.tombstoned_at ? 'tombstoned' : latest.state, 'finalize', actor);
    const previous = await trx
      .selectFrom('evidence_versions')
      .select(['hash'])
      .where('evidence_id', '=', evidenceId)
      .where('finalized_at', 'is not', null)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    const prevHash = previous?.hash ?? null;
    const hash = versionHash({
      evidenceId,
      version: latest.version,
      title: latest.title,
      summary: latest.summary,
      interviews: latest.interviews,
      artifacts: latest.artifacts,
      prevHash,
    });
    await trx
      .updateTable('evidence_versions')
      .set({ state: 'finalized', finalized_at: ctx.clock.now(), hash, prev_hash: prevHash })
      .where('id', '=', latest.id)
      .execute();
    if (entry.linked_idea_id && latest.version > 1) {
      const idea = await trx
        .selectFrom('idea_cards')
        .select('user_id')
        .where('id', '=', entry.linked_idea_id)
        .executeTakeFirst();
      if (idea && idea.user_id !== userId) {
        await emitEvent(trx, {
          type: EVIDENCE_EVENTS.evidenceUpdated,
          actorId: userId,
          payload: {
            recipientId: idea.user_id,
            ideaId: entry.linked_idea_id,
            evidenceId,
            fromUserId: userId,
          },
        });
      }
    }
    return { evidenceId, versionId: latest.id };
  }
}

/** The owner withdraws the evidence: every version tombstoned, professional actions hide. */
export async function withdrawEvidence(ctx: AppContext, userId: string, evidenceId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const viewer = await loadViewer(trx, userId);
    const entry = await assertCanView(trx, evidenceId, viewer, { forUpdate: true });
    const latest = await latestVersion(trx, evidenceId);
    versionMachine.transition(
      entry.tombstoned_at ? 'tombstoned' : latest.state,
      'withdraw',
      versionActor(entry, viewer),
    );
    await trx
      .updateTable('evidence_entries')
      .set({ tombstoned_at: ctx.clock.now(), updated_at: ctx.clock.now() })
      .where('id', '=', evidenceId)
      .execute();
    await trx
      .updateTable('evidence_versions')
      .set({ state: 'tombstoned' })
      .where('evidence_id', '=', evidenceId)
      .execute();
    await trx
      .updateTable('pro_sign_invites')
      .set({ status: 'cancelled', responded_at: ctx.clock.now() })
      .where('evidence_id', '=', evidenceId)
      .where('status', '=', 'pending')
      .execute();
  });
}

export const versionNotFound = () => notFound(EVIDENCE_TEXT.notFound);
