import {
  EVIDENCE,
  EVIDENCE_TEXT,
  type Inbox,
  type InviteProRequest,
  PRO_SIGN_REALTIME,
  type ProSignInvite,
  type RespondInviteRequest,
  userTopic,
} from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { accountExists } from '../auth/account-reads.ts';
import { type PersonRow, personObjectSql } from '../people/person-json.ts';
import { inviteActor, inviteMachine, versionMachine } from './evidence.machine.ts';
import { assertCanView, hasFinalizedVersion, loadViewer } from './evidence-access.ts';
import { recordCosign } from './evidence-reviews.ts';
import { toPersonRef } from './evidence-view.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A verified professional: a professional role with the profile's badge or a verified selling profile. */
const verifiedProSql = sql<boolean>`(u.role in ('professional', 'pro')
  and (coalesce(u.is_verified, false) or coalesce(u.pro_verified, false)))`;

/**
 * Professional search (001 section 5): the input trimmed; a UUID matches the id, anything else a
 * case-insensitive part of the display name (or full name); verified professionals only; 10.
 */
export async function searchPros(ctx: AppContext, userId: string, q: string | undefined) {
  const text = (q ?? '').trim();
  if (text === '') return { items: [] };
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const match = UUID.test(text)
    ? sql`u.id = ${text}::uuid`
    : sql`coalesce(nullif(u.display_name, ''), u.full_name) ilike ${pattern}`;
  const result = await sql<{ user_id: string; display_name: string; headline: string | null }>`
    select u.id as user_id, coalesce(nullif(u.display_name, ''), u.full_name) as display_name,
      coalesce(u.pro_headline, u.headline) as headline
    from people u
    where ${verifiedProSql} and u.id <> ${userId} and ${match}
    order by 2, u.id limit ${EVIDENCE.proSearchResults}`.execute(ctx.db);
  return {
    items: result.rows.map((r) => ({ userId: r.user_id, displayName: r.display_name, headline: r.headline })),
  };
}

async function pendingCount(db: Executor, proUserId: string): Promise<number> {
  const row = await db
    .selectFrom('pro_sign_invites')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('pro_user_id', '=', proUserId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Tells the professional's open tabs their pending count (the Pro Sign Inbox badges), on commit. */
async function publishPending(ctx: AppContext, trx: Executor, proUserId: string) {
  await ctx.realtime.publish(
    userTopic(proUserId),
    { type: PRO_SIGN_REALTIME.pendingChanged, data: { pending: await pendingCount(trx, proUserId) } },
    trx,
  );
}

/**
 * pro_sign_invites insert: the evidence's owner invites a verified professional
 * (E_NOT_PROFESSIONAL otherwise, E_SELF_REQUEST for themselves) once the evidence has a finalized
 * version (E_NO_FINALIZED_VERSION) and is not withdrawn; one open invite per professional
 * ('You have already invited this professional for this evidence.').
 */
export async function invitePro(
  ctx: AppContext,
  userId: string,
  evidenceId: string,
  input: InviteProRequest,
): Promise<ProSignInvite> {
  return ctx.db.transaction().execute(async (trx) => {
    const viewer = await loadViewer(trx, userId);
    const entry = await assertCanView(trx, evidenceId, viewer, { forUpdate: true });
    if (entry.owner_id !== userId) throw new AppError('E_NOT_OWNER');
    if (input.proUserId === userId) throw new AppError('E_SELF_REQUEST');
    if (entry.tombstoned_at) throw new AppError('E_INVALID_STATE');
    const finalized = await hasFinalizedVersion(trx, evidenceId);
    if (!finalized) throw new AppError('E_NO_FINALIZED_VERSION');
    const pro = await loadViewer(trx, input.proUserId);
    if (!(await accountExists(trx, input.proUserId)) || !pro.isVerifiedPro)
      throw new AppError('E_NOT_PROFESSIONAL');
    const open = await trx
      .selectFrom('pro_sign_invites')
      .select('id')
      .where('evidence_id', '=', evidenceId)
      .where('pro_user_id', '=', input.proUserId)
      .where('status', 'in', ['pending', 'accepted'])
      .executeTakeFirst();
    if (open) throw new AppError('E_DUP_PENDING', EVIDENCE_TEXT.inviteDuplicate);
    const row = await trx
      .insertInto('pro_sign_invites')
      .values({
        evidence_id: evidenceId,
        requester_id: userId,
        pro_user_id: input.proUserId,
        message: input.message || null,
        created_at: ctx.clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishPending(ctx, trx, input.proUserId);
    const person = await sql<{ p: PersonRow | null }>`select ${personObjectSql('x.id')} as p
      from (select ${input.proUserId}::uuid as id) x`.execute(trx);
    return {
      id: row.id,
      pro: await toPersonRef(ctx.storage, person.rows[0]?.p ?? null),
      status: row.status,
      message: row.message,
      proNote: null,
      createdAt: new Date(row.created_at).toISOString(),
      respondedAt: null,
      allowedActions: inviteMachine.allowedActions(row.status, 'requester'),
    };
  });
}

function loadInvite(trx: Executor, inviteId: string) {
  return trx
    .selectFrom('pro_sign_invites')
    .selectAll()
    .where('id', '=', inviteId)
    .forUpdate()
    .executeTakeFirstOrThrow(() => notFound());
}

/** The requester cancels a pending invite (E_NOT_OWNER for anyone else, E_NOT_PENDING once answered). */
export async function cancelInvite(ctx: AppContext, userId: string, inviteId: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const invite = await loadInvite(trx, inviteId);
    const actor = inviteActor(invite, userId);
    if (actor === 'other') throw notFound();
    const to = inviteMachine.transition(invite.status, 'cancel', actor);
    await trx
      .updateTable('pro_sign_invites')
      .set({ status: to, responded_at: ctx.clock.now() })
      .where('id', '=', inviteId)
      .execute();
    await publishPending(ctx, trx, invite.pro_user_id);
  });
  return { ok: true as const };
}

/**
 * respond_cosign for pro-sign invites: the invited professional accepts (with an optional short
 * note: a co-sign of the newest finalized version, which becomes approved) or declines; others
 * are E_NOT_REQUEST_TARGET, answered ones E_NOT_PENDING.
 */
export async function respondInvite(
  ctx: AppContext,
  userId: string,
  inviteId: string,
  input: RespondInviteRequest,
) {
  await ctx.db.transaction().execute(async (trx) => {
    const invite = await loadInvite(trx, inviteId);
    const actor = inviteActor(invite, userId);
    if (actor === 'other') throw notFound();
    const to = inviteMachine.transition(invite.status, input.accept ? 'accept' : 'decline', actor);
    const now = ctx.clock.now();
    if (to === 'accepted') {
      const viewer = await loadViewer(trx, userId);
      const entry = await assertCanView(trx, invite.evidence_id, viewer, { forUpdate: true });
      const version = await trx
        .selectFrom('evidence_versions')
        .select(['id', 'state'])
        .where('evidence_id', '=', invite.evidence_id)
        .where('finalized_at', 'is not', null)
        .orderBy('version', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (!version) throw new AppError('E_NO_FINALIZED_VERSION');
      if (!viewer.isVerifiedPro) throw new AppError('E_NOT_PROFESSIONAL');
      const next = versionMachine.transition(
        entry.tombstoned_at ? 'tombstoned' : version.state,
        'approve',
        'invitee',
      );
      await recordCosign(
        trx,
        now,
        {
          evidenceId: invite.evidence_id,
          versionId: version.id,
          signerId: userId,
          note: input.note || null,
          viaInvite: true,
        },
        next,
      );
    }
    await trx
      .updateTable('pro_sign_invites')
      .set({ status: to, responded_at: now, pro_note: to === 'accepted' ? input.note || null : null })
      .where('id', '=', inviteId)
      .execute();
    await publishPending(ctx, trx, userId);
  });
  return { ok: true as const };
}

/** co_sign_inbox_v: my pending requests, newest first (professionals only: 'Professionals only'). */
export async function readInbox(ctx: AppContext, userId: string): Promise<Inbox> {
  const viewer = await loadViewer(ctx.db, userId);
  if (!viewer.isPro) throw new AppError('E_NOT_PROFESSIONAL', EVIDENCE_TEXT.professionalsOnly);
  const result = await sql<{
    id: string;
    status: 'pending';
    evidence_id: string;
    requester_id: string;
    message: string | null;
    requested_at: Date;
    evidence_title: string;
    requester: PersonRow | null;
  }>`select i.id, i.status, i.evidence_id, i.requester_id, i.message, i.requested_at,
      (select v.title from evidence_versions v where v.evidence_id = i.evidence_id
        order by (v.finalized_at is not null) desc, v.version desc limit 1) as evidence_title,
      ${personObjectSql('i.requester_id')} as requester
    from co_sign_inbox_v i where i.pro_user_id = ${userId}
    order by i.requested_at desc, i.id desc limit 100`.execute(ctx.db);
  const items = await Promise.all(
    result.rows.map(async (r) => ({
      id: r.id,
      status: r.status,
      // The inbox lists the viewer's own invites: they answer as the invitee.
      allowedActions: inviteMachine.allowedActions(r.status, 'invitee'),
      evidenceId: r.evidence_id,
      evidenceTitle: r.evidence_title,
      requesterId: r.requester_id,
      requesterName: (await toPersonRef(ctx.storage, r.requester)).name,
      message: r.message,
      requestedAt: new Date(r.requested_at).toISOString(),
    })),
  );
  return { items, pending: items.length };
}

export { pendingCount as proSignPendingCount };
