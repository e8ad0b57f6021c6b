import { IDEA_EVENTS, IDEA_TEXT } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emitEvent } from '../../platform/events.ts';
import { assertCanViewIdea, ideaNotFound } from './idea-access.ts';

type LinkTable = 'idea_likes' | 'idea_saves' | 'idea_follows' | 'idea_favorites';

/** Adds the viewer's row; true when it is new (a second like changes nothing). */
async function addLink(db: Executor, table: LinkTable, ideaId: string, userId: string): Promise<boolean> {
  const row = await db
    .insertInto(table)
    .values({ idea_id: ideaId, user_id: userId })
    .onConflict((oc) => oc.columns(['idea_id', 'user_id']).doNothing())
    .returning('created_at')
    .executeTakeFirst();
  return row !== undefined;
}

async function removeLink(db: Executor, table: LinkTable, ideaId: string, userId: string): Promise<void> {
  await db.deleteFrom(table).where('idea_id', '=', ideaId).where('user_id', '=', userId).execute();
}

async function hasLink(db: Executor, table: LinkTable, ideaId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('idea_id')
    .where('idea_id', '=', ideaId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The idea's counters as the triggers left them (read inside the same transaction). */
async function counters(db: Executor, ideaId: string) {
  const row = await db
    .selectFrom('ideas')
    .select(['likes_count', 'followers_count'])
    .where('id', '=', ideaId)
    .executeTakeFirst();
  if (!row) throw ideaNotFound();
  return { likesCount: Number(row.likes_count), followersCount: Number(row.followers_count) };
}

/**
 * Adding needs an idea the viewer can see. Removing only needs the idea to exist (the route guard,
 * `idea-route-guard.ts`, already answered non-members of a private idea like an unknown idea).
 */
async function toggle<T>(
  ctx: AppContext,
  table: LinkTable,
  ideaId: string,
  userId: string,
  on: boolean,
  state: (db: Executor) => Promise<T>,
  onAdded?: (db: Executor, ownerId: string) => Promise<void>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    if (on) {
      const access = await assertCanViewIdea(trx, ideaId, userId);
      if (table === 'idea_follows' && access.isOwner) {
        throw new AppError('E_INVALID_INPUT', IDEA_TEXT.cannotFollowOwnIdea);
      }
      if ((await addLink(trx, table, ideaId, userId)) && onAdded) await onAdded(trx, access.ownerId);
    } else {
      await counters(trx, ideaId);
      await removeLink(trx, table, ideaId, userId);
    }
    return state(trx);
  });
}

/** POST / DELETE /api/ideas/:id/like. */
export function setLike(ctx: AppContext, ideaId: string, userId: string, on: boolean) {
  return toggle(ctx, 'idea_likes', ideaId, userId, on, async (db) => ({
    liked: await hasLink(db, 'idea_likes', ideaId, userId),
    likesCount: (await counters(db, ideaId)).likesCount,
  }));
}

/** POST / DELETE /api/ideas/:id/save. */
export function setSave(ctx: AppContext, ideaId: string, userId: string, on: boolean) {
  return toggle(ctx, 'idea_saves', ideaId, userId, on, async (db) => ({
    saved: await hasLink(db, 'idea_saves', ideaId, userId),
  }));
}

/** PUT / DELETE /api/ideas/:id/favorite. */
export function setFavorite(ctx: AppContext, ideaId: string, userId: string, on: boolean) {
  return toggle(ctx, 'idea_favorites', ideaId, userId, on, async (db) => ({
    favorite: await hasLink(db, 'idea_favorites', ideaId, userId),
  }));
}

/**
 * POST / DELETE /api/ideas/:id/follow. Not your own idea. A new follow emits idea_followed
 * for the owner in the same transaction.
 */
export function setFollow(ctx: AppContext, ideaId: string, userId: string, on: boolean) {
  return toggle(
    ctx,
    'idea_follows',
    ideaId,
    userId,
    on,
    async (db) => ({
      following: await hasLink(db, 'idea_follows', ideaId, userId),
      followersCount: (await counters(db, ideaId)).followersCount,
    }),
    async (db, ownerId) => {
      await emitEvent(db, {
        type: IDEA_EVENTS.ideaFollowed,
        actorId: userId,
        payload: { recipientId: ownerId, ideaId, followerId: userId },
      });
    },
  );
}
