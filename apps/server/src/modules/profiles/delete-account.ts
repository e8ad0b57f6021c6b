import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { clearSessionCookies } from '../../platform/auth/cookies.ts';
import type { AppContext } from '../../platform/context.ts';
import { emitEvent } from '../../platform/events.ts';
import { deleteUserAccount } from '../auth/account-actions.ts';
import { removeIdeaFiles } from '../ideas/idea-storage.ts';
import { storedKeysOfOwner } from '../ideas/idea-stored-keys.ts';
import { avatarFolder } from './avatar-url.ts';

export const ACCOUNT_DELETED = 'account_deleted';

/**
 * DELETE /api/profiles/me (two-step dialog, {confirm, hard}): deletes the account for real
 * (docs/decisions.md "Deleting an account"). The rows go in one transaction with an
 * 'account_deleted' event for features that keep files or anonymise shared records; the
 * avatar files and the files of their ideas go after commit; the browser's session cookies are cleared.
 */
export async function deleteAccount(
  ctx: AppContext,
  log: FastifyBaseLogger,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const ideaKeys = await ctx.db.transaction().execute(async (trx) => {
    const keys = await storedKeysOfOwner(trx, userId);
    await deleteUserAccount(trx, userId);
    await emitEvent(trx, { type: ACCOUNT_DELETED, actorId: userId, payload: { userId } });
    return keys;
  });
  clearSessionCookies(reply, ctx.config);
  await removeIdeaFiles(ctx.storage, log, ideaKeys);
  try {
    const files = await ctx.storage.list(avatarFolder(userId));
    for (const file of files) await ctx.storage.delete(file.key);
  } catch (err) {
    log.warn({ err, userId }, 'avatar files of a deleted account not removed');
  }
}
