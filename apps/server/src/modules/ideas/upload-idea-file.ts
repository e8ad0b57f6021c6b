import { IDEA, IDEA_TEXT, type IdeaDetail } from '@ibh/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeFilename } from '../../platform/storage/content-disposition.ts';
import { getIdeaDetail } from './get-idea.ts';
import { assertIdeaOwner } from './idea-access.ts';
import { ideaFileKey, removeIdeaFiles } from './idea-storage.ts';
import { toIdeaUpload } from './idea-upload.ts';
import { appendImage, insertAttachment, lockFileSlots } from './ideas.repo.ts';

const tooManyFiles = () => new AppError('E_LIMIT_EXCEEDED', IDEA_TEXT.tooManyFiles);

/**
 * PUT /api/ideas/:id/files?name=: one picture or PDF for the owner's idea, at most IDEA.maxFiles
 * in all. Pictures join image_paths (the first becomes the idea's picture); PDFs become
 * attachments. The file is stored first; when the database refuses it, the file is removed.
 */
export async function uploadIdeaFile(
  ctx: AppContext,
  log: FastifyBaseLogger,
  ideaId: string,
  userId: string,
  name: string,
  body: unknown,
): Promise<IdeaDetail> {
  await assertIdeaOwner(ctx.db, ideaId, userId);
  if ((await lockFileSlots(ctx.db, ideaId)) >= IDEA.maxFiles) throw tooManyFiles();
  const upload = await toIdeaUpload(body);
  const key = ideaFileKey(ideaId, name);
  await ctx.storage.put(key, upload.data, { contentType: upload.contentType });
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await assertIdeaOwner(trx, ideaId, userId, { forUpdate: true });
      if ((await lockFileSlots(trx, ideaId)) >= IDEA.maxFiles) throw tooManyFiles();
      if (upload.kind === 'image') await appendImage(trx, ideaId, key);
      else {
        await insertAttachment(trx, {
          ideaId,
          path: key,
          name: sanitizeFilename(name),
          contentType: upload.contentType,
          sizeBytes: upload.data.length,
        });
      }
    });
  } catch (error) {
    await removeIdeaFiles(ctx.storage, log, [key]);
    throw error;
  }
  return getIdeaDetail(ctx, ideaId, userId);
}
