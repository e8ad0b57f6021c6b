import type { MyProfile } from '@ibh/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { signAvatarUrl } from './avatar-url.ts';
import { toMyProfile } from './profile-view.ts';
import { ensureProfile, type OwnProfileRow, selectOwnProfile } from './profiles.repo.ts';

/** The owner's row, created with the defaults when missing, locked for the rest of the transaction. */
export async function lockOwnProfile(trx: Transaction<DB>, userId: string): Promise<OwnProfileRow> {
  await ensureProfile(trx, userId);
  const row = await selectOwnProfile(trx, userId, { forUpdate: true });
  // The account was deleted while this request ran.
  if (!row) throw new AppError('E_UNAUTHENTICATED');
  return row;
}

/** Re-reads the owner's row after a change, inside the same transaction. */
export async function readOwnProfile(trx: Transaction<DB>, userId: string): Promise<OwnProfileRow> {
  const row = await selectOwnProfile(trx, userId);
  if (!row) throw new AppError('E_UNAUTHENTICATED');
  return row;
}

export async function presentOwnProfile(ctx: AppContext, row: OwnProfileRow): Promise<MyProfile> {
  return toMyProfile(row, await signAvatarUrl(ctx.storage, row.avatar_path));
}

/** GET /api/profiles/me: the signed-in person's profile, created on first read. */
export async function getMyProfile(ctx: AppContext, userId: string): Promise<MyProfile> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const existing = await selectOwnProfile(trx, userId);
    if (existing) return existing;
    await ensureProfile(trx, userId);
    return readOwnProfile(trx, userId);
  });
  return presentOwnProfile(ctx, row);
}
