import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { emitEvent } from '../../platform/events.ts';
import { deleteUserAccount } from '../auth/account-actions.ts';
import { avatarFolder } from './avatar-url.ts';
import type { ProfilesDeps } from './profiles.module.ts';

export const ACCOUNT_DELETED = 'account_deleted';

/**
 * DELETE /api/profiles/me (two-step dialog, {confirm, hard}): deletes the account for real
 * (docs/decisions.md "Deleting an account"). The rows go in one transaction with an
 * 'account_deleted' event for features that keep files or anonymise shared records; the
 * avatar files and the files of their ideas go after commit (a file that cannot be removed is
 * logged, not fatal). The route clears the browser's session cookies.
 */
export async function deleteAccount(
  ctx: AppContext,
  deps: ProfilesDeps,
  userId: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const ideaKeys = await ctx.db.transaction().execute(async (trx) => {
    const keys = await deps.storedKeysOfOwner(trx, userId);
    await deleteUserAccount(trx, userId);
    await emitEvent(trx, { type: ACCOUNT_DELETED, actorId: userId, payload: { userId } });
    return keys;
  });
  // This process forgets the sessions now; the others (and the sockets) hear it from the database.
  ctx.sessions.forgetUser(userId);
  await deps.removeStoredFiles(ctx.storage, log, ideaKeys);
  try {
    const files = await ctx.storage.list(avatarFolder(userId));
    for (const file of files) await ctx.storage.delete(file.key);
  } catch (err) {
    log.warn({ err, userId }, 'avatar files of a deleted account not removed');
  }
}
