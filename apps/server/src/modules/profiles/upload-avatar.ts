import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { toAvatarImage, unsupportedImage } from './avatar-image.ts';
import { avatarKey, signAvatarKey } from './avatar-url.ts';
import { lockOwnProfile } from './own-profile.ts';
import { updateProfile } from './profiles.repo.ts';

async function removeFile(ctx: AppContext, log: FastifyBaseLogger, key: string): Promise<void> {
  await ctx.storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'avatar file not removed'));
}

/** Points the profile at a new avatar file (or none); returns the path it replaced. */
async function swapAvatarPath(ctx: AppContext, userId: string, path: string | null): Promise<string | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await lockOwnProfile(trx, userId);
    await updateProfile(trx, userId, { avatar_path: path });
    return current.avatar_path;
  });
}

/**
 * PUT /api/profiles/me/avatar: stores the re-encoded image at avatars/{userId}/{timestamp}.{ext},
 * points the profile at it, then removes the previous file. A refused upload changes nothing,
 * so the old avatar stays.
 */
export async function uploadAvatar(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  body: unknown,
): Promise<{ avatarUrl: string }> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw unsupportedImage();
  const image = await toAvatarImage(body);
  const key = avatarKey(userId, image.ext);
  await ctx.storage.put(key, image.data, { contentType: image.contentType });
  let previous: string | null;
  try {
    previous = await swapAvatarPath(ctx, userId, key);
  } catch (error) {
    await removeFile(ctx, log, key);
    throw error;
  }
  if (previous && previous !== key) await removeFile(ctx, log, previous);
  return { avatarUrl: await signAvatarKey(ctx.storage, key) };
}

/** DELETE /api/profiles/me/avatar: back to the initial-letter fallback; the file is removed. */
export async function deleteAvatar(ctx: AppContext, log: FastifyBaseLogger, userId: string): Promise<void> {
  const previous = await swapAvatarPath(ctx, userId, null);
  if (previous) await removeFile(ctx, log, previous);
}
