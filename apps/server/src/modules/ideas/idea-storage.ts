import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../platform/storage/storage.ts';

/** Idea files live at idea-images/{ideaId}/{timestamp}-{random}-{filename} (000 section 7). */
export const IDEA_FILES_PREFIX = 'idea-images/';

/** Image and attachment URLs on idea pages and cards stay valid for an hour (IBH). */
export const IDEA_FILE_URL_TTL_MS = 60 * 60 * 1000;

const KEY_NAME_MAX = 80;

/** A file name safe inside a storage key: ASCII letters, digits, dot, dash and underscore. */
export function keySafeName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+/, '');
  const cut = ascii.length > KEY_NAME_MAX ? ascii.slice(ascii.length - KEY_NAME_MAX) : ascii;
  return cut.replace(/^[.-]+/, '') || 'file';
}

export function ideaFileKey(ideaId: string, filename: string, now = Date.now()): string {
  return `${IDEA_FILES_PREFIX}${ideaId}/${now}-${randomBytes(4).toString('hex')}-${keySafeName(filename)}`;
}

export function signIdeaFile(storage: Storage, key: string): Promise<string> {
  return storage.signedUrl(key, { ttlMs: IDEA_FILE_URL_TTL_MS });
}

/** Removes stored objects after the rows pointing at them are gone; a failure only logs. */
export async function removeIdeaFiles(
  storage: Storage,
  log: Pick<FastifyBaseLogger, 'warn'>,
  keys: readonly string[],
): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'idea file not removed')),
    ),
  );
}
