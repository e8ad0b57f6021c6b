import { EVIDENCE, EVIDENCE_TEXT } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { rowExists } from '../../platform/row-exists.ts';
import { lockAccount } from '../auth/account-reads.ts';
import {
  assertCanView,
  hasFinalizedVersion,
  loadViewer,
  visibleSql as visibleSqlFor,
} from './evidence-access.ts';
import { scheduleRingCheck } from './evidence-rings.ts';
import { weightedSumSql } from './evidence-weights-sql.ts';

async function upvoteCounts(db: Executor, evidenceId: string, userId: string, now: Date) {
  const result = await sql<{
    pro: string | number;
    community: string | number;
    mine: boolean;
    weighted: string | number;
  }>`
    select count(*) filter (where is_pro) as pro, count(*) filter (where not is_pro) as community,
      coalesce(bool_or(user_id = ${userId}), false) as mine,
      ${weightedSumSql('evidence_upvotes', sql`${evidenceId}::uuid`, now)} as weighted
    from evidence_upvotes where evidence_id = ${evidenceId}`.execute(db);
  const row = result.rows[0];
  return {
    proUpvotes: Number(row?.pro ?? 0),
    communityUpvotes: Number(row?.community ?? 0),
    upvoted: Boolean(row?.mine),
    weightedUpvotes: Number(row?.weighted ?? 0),
  };
}

/**
 * upvote_evidence / unupvote_evidence (001 section 5): professionals only (E_NOT_PROFESSIONAL),
 * not the creator (E_NOT_AUTHORIZED), public finalized evidence that is not withdrawn only
 * (E_INVALID_EVIDENCE: "This proof can't be upvoted right now. Try again later."), once per
 * person (E_ALREADY_UPVOTED / E_NOT_UPVOTED). A verified professional's upvote is a pro upvote,
 * any other professional's a community upvote.
 */
export async function setUpvote(ctx: AppContext, userId: string, evidenceId: string, on: boolean) {
  return ctx.db.transaction().execute(async (trx) => {
    const viewer = await loadViewer(trx, userId);
    const entry = await assertCanView(trx, evidenceId, viewer, { forUpdate: true });
    if (!viewer.isPro) throw new AppError('E_NOT_PROFESSIONAL');
    if (entry.owner_id === userId) throw new AppError('E_NOT_AUTHORIZED');
    if (on) {
      const finalized = await hasFinalizedVersion(trx, evidenceId);
      if (entry.scope !== 'public' || entry.tombstoned_at || !finalized) {
        throw new AppError('E_INVALID_EVIDENCE', EVIDENCE_TEXT.upvoteInvalid);
      }
      const inserted = await trx
        .insertInto('evidence_upvotes')
        .values({
          evidence_id: evidenceId,
          user_id: userId,
          is_pro: viewer.isVerifiedPro,
          created_at: ctx.clock.now(),
        })
        .onConflict((oc) => oc.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!inserted) throw new AppError('E_ALREADY_UPVOTED');
    } else {
      const removed = await trx
        .deleteFrom('evidence_upvotes')
        .where('evidence_id', '=', evidenceId)
        .where('user_id', '=', userId)
        .returning('user_id')
        .executeTakeFirst();
      if (!removed) throw new AppError('E_NOT_UPVOTED');
    }
    await scheduleRingCheck(trx, ctx.clock.now());
    return upvoteCounts(trx, evidenceId, userId, ctx.clock.now());
  });
}

/** Midnight UTC of the clock's day: the useful-mark cap counts marks made since. */
const dayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * Mark useful (001 sections 2.10, 6): anyone signed in who can see finalized evidence, once each;
 * at most EVIDENCE.markUsefulDailyCap marks a day per person (E_LIMIT_EXCEEDED). Marking again is
 * a no-op; unmarking an unmarked one too (toggles are idempotent).
 */
export async function setUseful(ctx: AppContext, userId: string, evidenceId: string, on: boolean) {
  return ctx.db.transaction().execute(async (trx) => {
    const viewer = await loadViewer(trx, userId);
    const entry = await assertCanView(trx, evidenceId, viewer);
    if (on) {
      const finalized = await hasFinalizedVersion(trx, evidenceId);
      if (!finalized || entry.tombstoned_at) throw new AppError('E_INVALID_STATE');
      // One person's marks are counted under a lock on their account row, so two tabs cannot pass the cap.
      await lockAccount(trx, userId);
      const already = await rowExists(
        trx.selectFrom('evidence_useful').where('evidence_id', '=', evidenceId).where('user_id', '=', userId),
      );
      if (!already) {
        const now = ctx.clock.now();
        const today = await trx
          .selectFrom('evidence_useful')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .where('created_at', '>=', dayStart(now))
          .executeTakeFirstOrThrow();
        if (Number(today.n) >= EVIDENCE.markUsefulDailyCap) throw new AppError('E_LIMIT_EXCEEDED');
        await trx
          .insertInto('evidence_useful')
          .values({ evidence_id: evidenceId, user_id: userId, created_at: now })
          .execute();
        await scheduleRingCheck(trx, now);
      }
    } else {
      const removed = await trx
        .deleteFrom('evidence_useful')
        .where('evidence_id', '=', evidenceId)
        .where('user_id', '=', userId)
        .returning('user_id')
        .executeTakeFirst();
      if (removed) await scheduleRingCheck(trx, ctx.clock.now());
    }
    const counts = await sql<{ n: string | number; mine: boolean; weighted: string | number }>`
      select count(*) as n, coalesce(bool_or(user_id = ${userId}), false) as mine,
        ${weightedSumSql('evidence_useful', sql`${evidenceId}::uuid`, ctx.clock.now())} as weighted
      from evidence_useful where evidence_id = ${evidenceId}`.execute(trx);
    const row = counts.rows[0];
    return {
      usefulCount: Number(row?.n ?? 0),
      myUseful: Boolean(row?.mine),
      weightedUseful: Number(row?.weighted ?? 0),
    };
  });
}

/**
 * bump_evidence_view: a signed-in viewer who may see it counts once per (UTC) day; the owner's
 * own views and anonymous views do not count. Never fails the page: unknown or hidden is a no-op.
 */
export async function bumpView(ctx: AppContext, viewerId: string | null, evidenceId: string): Promise<void> {
  if (!viewerId) return;
  const viewer = await loadViewer(ctx.db, viewerId);
  const day = ctx.clock.now().toISOString().slice(0, 10);
  await sql`
    with seen as (
      insert into evidence_views (evidence_id, viewer_id, day)
      select e.id, ${viewerId}, ${day}::date from evidence_entries e
      where e.id = ${evidenceId} and e.owner_id <> ${viewerId} and ${visibleSqlFor(viewer)}
      on conflict do nothing
      returning evidence_id
    )
    update evidence_entries set view_count = view_count + 1 where id in (select evidence_id from seen)`.execute(
    ctx.db,
  );
}
