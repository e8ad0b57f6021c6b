import { type AttestRequest, type CosignRequest, EVIDENCE_TEXT } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { rowExists } from '../../platform/row-exists.ts';
import { type VersionState, versionMachine } from './evidence.machine.ts';
import { assertCanView, type EntryRow, loadViewer, versionActor } from './evidence-access.ts';

/** The finalized version a professional acts on, and the state the machine reads. */
async function finalizedVersion(db: Executor, entry: EntryRow, versionId: string) {
  const version = await db
    .selectFrom('evidence_versions')
    .select(['id', 'state', 'finalized_at'])
    .where('id', '=', versionId)
    .where('evidence_id', '=', entry.id)
    .forUpdate()
    .executeTakeFirstOrThrow(() => notFound(EVIDENCE_TEXT.notFound));
  const state: VersionState = entry.tombstoned_at ? 'tombstoned' : version.state;
  return { ...version, state };
}

/**
 * review_evidence_clarity + review_evidence_feasibility (001 sections 3.3, 5, 6): a verified
 * professional ('You must be a verified professional to attest.'), not the owner, attests a
 * finalized version on both axes at once with one depth and public note (private note: the owner
 * reads it); a second attestation to the same evidence is refused ("You've already attested to
 * this evidence.").
 */
export async function attest(ctx: AppContext, userId: string, evidenceId: string, input: AttestRequest) {
  await ctx.db.transaction().execute(async (trx) => {
    const viewer = await loadViewer(trx, userId);
    const entry = await assertCanView(trx, evidenceId, viewer, { forUpdate: true });
    const version = await finalizedVersion(trx, entry, input.versionId);
    versionMachine.transition(version.state, 'attest', versionActor(entry, viewer));
    const existing = await rowExists(
      trx
        .selectFrom('evidence_attestations')
        .where('evidence_id', '=', evidenceId)
        .where('pro_user_id', '=', userId),
    );
    if (existing) throw new AppError('E_CONFLICT', EVIDENCE_TEXT.attestDuplicate);
    const now = ctx.clock.now();
    await trx
      .insertInto('evidence_attestations')
      .values(
        (['clarity', 'feasibility'] as const).map((axis) => ({
          evidence_id: evidenceId,
          evidence_version_id: version.id,
          pro_user_id: userId,
          axis,
          rating: input[axis],
          depth: input.depth,
          public_note: input.publicNote,
          private_note: input.privateNote || null,
          created_at: now,
        })),
      )
      .execute();
  });
  return { ok: true as const };
}

/** Records a co-sign of a version (one per professional and evidence) and moves the version. */
export async function recordCosign(
  trx: Executor,
  now: Date,
  input: { evidenceId: string; versionId: string; signerId: string; note: string | null; viaInvite: boolean },
  nextState: 'cosigned' | 'approved' | 'finalized',
) {
  const inserted = await trx
    .insertInto('evidence_cosigns')
    .values({
      evidence_id: input.evidenceId,
      signer_user_id: input.signerId,
      version_id: input.versionId,
      note: input.note,
      via_invite: input.viaInvite,
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('signer_user_id')
    .executeTakeFirst();
  await trx
    .updateTable('evidence_versions')
    .set({ state: nextState })
    .where('id', '=', input.versionId)
    .execute();
  return Boolean(inserted);
}

/**
 * cosign_evidence: a verified professional (E_NOT_PROFESSIONAL), not the owner, co-signs a
 * finalized version (draft or withdrawn: E_INVALID_STATE), once per evidence (E_CONFLICT).
 */
export async function cosign(ctx: AppContext, userId: string, evidenceId: string, input: CosignRequest) {
  await ctx.db.transaction().execute(async (trx) => {
    const viewer = await loadViewer(trx, userId);
    const entry = await assertCanView(trx, evidenceId, viewer, { forUpdate: true });
    const version = await finalizedVersion(trx, entry, input.versionId);
    const next = versionMachine.transition(version.state, 'cosign', versionActor(entry, viewer));
    const fresh = await recordCosign(
      trx,
      ctx.clock.now(),
      { evidenceId, versionId: version.id, signerId: userId, note: input.note || null, viaInvite: false },
      next,
    );
    if (!fresh) throw new AppError('E_CONFLICT');
  });
  return { ok: true as const };
}
