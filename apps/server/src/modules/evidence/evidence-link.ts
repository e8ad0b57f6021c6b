import { EVIDENCE_TEXT } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { rowExists } from '../../platform/row-exists.ts';
import { assertIdeaOwner } from '../ideas/idea-access.ts';
import { linkMachine } from './evidence.machine.ts';
import { hasFinalizedVersion } from './evidence-access.ts';

/**
 * link_evidence_to_parent (001 section 4.6): the idea's owner links their own evidence, or
 * evidence created on the idea, once it is finalized and not withdrawn ('Evidence is not in a
 * linkable state'); one evidence per idea and one idea per evidence (E_ALREADY_LINKED). The owner
 * is the actor, so nobody is notified (a team member's evidence told the owner when it was created).
 */
export async function linkEvidence(ctx: AppContext, userId: string, ideaId: string, evidenceId: string) {
  await ctx.db.transaction().execute(async (trx) => {
    await assertIdeaOwner(trx, ideaId, userId, { forUpdate: true });
    const entry = await trx
      .selectFrom('evidence_entries')
      .selectAll()
      .where('id', '=', evidenceId)
      .forUpdate()
      .executeTakeFirst();
    const mayLink =
      entry && (entry.owner_id === userId || (entry.context_kind === 'idea' && entry.context_id === ideaId));
    if (!entry || !mayLink) throw notFound(EVIDENCE_TEXT.notFound);
    linkMachine.transition(entry.linked_idea_id ? 'linked' : 'unlinked', 'link', 'idea_owner');
    const finalized = await hasFinalizedVersion(trx, evidenceId);
    if (!finalized || entry.tombstoned_at) throw new AppError('E_INVALID_STATE', EVIDENCE_TEXT.notLinkable);
    const taken = await rowExists(trx.selectFrom('evidence_entries').where('linked_idea_id', '=', ideaId));
    if (taken) throw new AppError('E_ALREADY_LINKED');
    await writeLink(trx, evidenceId, ideaId, ctx.clock.now());
  });
  return { ok: true as const };
}

/** Unlink: the idea's owner; E_NOT_LINKED when it is not linked to this idea; E_LOCKED_COSIGN once co-signed. */
export async function unlinkEvidence(ctx: AppContext, userId: string, ideaId: string, evidenceId: string) {
  await ctx.db.transaction().execute(async (trx) => {
    await assertIdeaOwner(trx, ideaId, userId, { forUpdate: true });
    const entry = await trx
      .selectFrom('evidence_entries')
      .select(['id', 'linked_idea_id'])
      .where('id', '=', evidenceId)
      .forUpdate()
      .executeTakeFirstOrThrow(() => notFound(EVIDENCE_TEXT.notFound));
    linkMachine.transition(entry.linked_idea_id === ideaId ? 'linked' : 'unlinked', 'unlink', 'idea_owner');
    const cosigned = await rowExists(
      trx.selectFrom('evidence_cosigns').where('evidence_id', '=', evidenceId),
    );
    if (cosigned) throw new AppError('E_LOCKED_COSIGN');
    await writeLink(trx, evidenceId, null, ctx.clock.now());
  });
  return { ok: true as const };
}

/** Writes the entry's link: to an idea (linked now) or to none. */
function writeLink(trx: Executor, evidenceId: string, ideaId: string | null, now: Date) {
  return trx
    .updateTable('evidence_entries')
    .set({ linked_idea_id: ideaId, linked_at: ideaId ? now : null, updated_at: now })
    .where('id', '=', evidenceId)
    .execute();
}
