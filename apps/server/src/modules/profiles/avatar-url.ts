import { PROFILE } from '@ibh/contract';
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
