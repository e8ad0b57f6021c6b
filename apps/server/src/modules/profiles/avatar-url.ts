import { PROFILE } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/** A signed URL for an avatar file, valid PROFILE.signedAvatarUrlTtl (30 days, 000 §7). */
export function signAvatarKey(storage: Storage, key: string): Promise<string> {
  return storage.signedUrl(key, { ttlMs: PROFILE.signedAvatarUrlTtl });
}

/** The signed avatar URL of a profile, or null when it has none. */
export function signAvatarUrl(storage: Storage, path: string | null | undefined): Promise<string | null> {
  return path ? signAvatarKey(storage, path) : Promise.resolve(null);
}

/** Avatars live at `avatars/{userId}/{timestamp}.{ext}` (000 §7: {userId}/{timestamp}.{ext}). */
export const AVATAR_PREFIX = 'avatars/';
export function avatarFolder(userId: string): string {
  return `${AVATAR_PREFIX}${userId}/`;
}
export function avatarKey(userId: string, ext: 'png' | 'jpg', now = Date.now()): string {
  return `${avatarFolder(userId)}${now}.${ext}`;
}

/** The signed avatar URL of a person (for the session shown in the header), or null. */
export async function avatarUrlOfUser(
  ctx: { db: Kysely<DB>; storage: Storage },
  userId: string,
): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('user_profiles')
    .select('avatar_path')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return signAvatarUrl(ctx.storage, row?.avatar_path);
}
