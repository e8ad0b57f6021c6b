import type { UserCard } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { accountExists } from '../auth/account-reads.ts';
import { assertNotSelf } from './messages.policy.ts';
import { toCard } from './messages.repo.ts';

async function assertOtherUser(ctx: AppContext, me: string, otherId: string): Promise<string> {
  assertNotSelf(me, otherId);
  const id = otherId.toLowerCase();
  if (!(await accountExists(ctx.db, id))) throw new AppError('E_NOT_FOUND');
  return id;
}

/**
 * POST /api/users/:userId/block: no more direct messages either way until I unblock; the
 * history stays readable. Blocking twice is the same as once.
 */
export async function blockUser(ctx: AppContext, me: string, otherId: string): Promise<{ blocked: true }> {
  const id = await assertOtherUser(ctx, me, otherId);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_blocks')
      .values({ blocker_id: me, blocked_id: id })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
    // Direct messages travel on each person's own topic, which a block does not take away (new
    // messages are refused instead); any topic whose authorizer consults blocks is checked again.
    await ctx.realtime.revokeAccess(me, { via: trx });
    await ctx.realtime.revokeAccess(id, { via: trx });
  });
  return { blocked: true };
}

/** DELETE /api/users/:userId/block: lifts my block (theirs on me, if any, stays). Idempotent. */
export async function unblockUser(ctx: AppContext, me: string, otherId: string): Promise<{ blocked: false }> {
  const id = await assertOtherUser(ctx, me, otherId);
  await ctx.db.deleteFrom('user_blocks').where('blocker_id', '=', me).where('blocked_id', '=', id).execute();
  return { blocked: false };
}

/** GET /api/me/blocks: the people I blocked, most recent first. */
export async function listBlocks(ctx: AppContext, me: string): Promise<{ items: UserCard[] }> {
  const rows = await ctx.db
    .selectFrom('user_blocks as b')
    .innerJoin('people as u', 'u.id', 'b.blocked_id')
    .select(['u.id', 'u.full_name', 'u.display_name', 'u.avatar_path'])
    .where('b.blocker_id', '=', me)
    .orderBy('b.created_at', 'desc')
    .orderBy('u.id')
    .execute();
  return { items: await Promise.all(rows.map((row) => toCard(ctx.storage, row))) };
}
