import { IDEA_TEXT, WORKSPACE, WORKSPACE_EVENTS, type WorkspaceFile } from '@ibh/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { sanitizeFilename } from '../../platform/storage/content-disposition.ts';
import { DEFAULT_CONTENT_TYPE } from '../../platform/storage/storage.ts';
import { assertWorkspaceMember } from '../ideas/idea-access.ts';
import { keySafeName } from '../ideas/idea-storage.ts';
import { countRows, findFile, listFiles, loadFile, lockIdea } from './workspace.repo.ts';
import { publishWorkspaceEvent } from './workspace-events.ts';

/** Project files live at project-files/{ideaId}/{timestamp}-{filename} (001 section 7.6). */
export const PROJECT_FILES_PREFIX = 'project-files/';
const FILE_NOT_FOUND = 'File not found';

export function projectFileKey(ideaId: string, filename: string, timestamp: number): string {
  // Storage keys may not hold '..' anywhere.
  return `${PROJECT_FILES_PREFIX}${ideaId}/${timestamp}-${keySafeName(filename).replace(/\.{2,}/g, '.')}`;
}

/** The declared media type when it looks like one (type/subtype), else octet-stream. */
export function contentTypeOf(header: string | undefined): string {
  const essence = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/.test(essence)
    ? essence
    : DEFAULT_CONTENT_TYPE;
}

function filesFull() {
  return new AppError('E_LIMIT_EXCEEDED', IDEA_TEXT.workspaceFilesFull);
}

async function assertRoom(db: Executor, ideaId: string) {
  if ((await countRows(db, 'workspace_files', ideaId)) >= WORKSPACE.files) throw filesFull();
}

/** The file and the viewer's access; a file of a workspace the viewer cannot see is 404. */
async function fileForMember(db: Executor, userId: string, fileId: string, forUpdate = false) {
  const file = await findFile(db, fileId, { forUpdate });
  if (!file) throw notFound(FILE_NOT_FOUND);
  try {
    return { file, access: await assertWorkspaceMember(db, file.idea_id, userId) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'E_NOT_FOUND') throw notFound(FILE_NOT_FOUND);
    throw error;
  }
}

export async function getFiles(ctx: AppContext, userId: string, ideaId: string) {
  const access = await assertWorkspaceMember(ctx.db, ideaId, userId);
  return { items: await listFiles(ctx.db, ctx.storage, ideaId, { id: userId, isOwner: access.isOwner }) };
}

/** A key no other object holds yet: the timestamp moves on when two uploads meet. */
async function freeKey(ctx: AppContext, ideaId: string, name: string): Promise<string> {
  let timestamp = Date.now();
  for (;;) {
    const key = projectFileKey(ideaId, name, timestamp);
    if (!(await ctx.storage.head(key))) return key;
    timestamp++;
  }
}

/**
 * PUT /api/workspaces/:id/files?name=: any member stores a file of any type (up to the
 * upload limit). The object is written first; the row is added in a transaction that locks
 * the idea and counts again, and the object is removed if that fails.
 */
export async function uploadFile(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  ideaId: string,
  input: { name: string; contentType: string | undefined; body: unknown },
): Promise<WorkspaceFile> {
  const access = await assertWorkspaceMember(ctx.db, ideaId, userId);
  const body = input.body;
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new AppError('E_INVALID_INPUT', IDEA_TEXT.uploadFailed, {
      fields: { body: ['The file is empty.'] },
    });
  }
  await assertRoom(ctx.db, ideaId);
  const name = sanitizeFilename(input.name);
  const contentType = contentTypeOf(input.contentType);
  const key = await freeKey(ctx, ideaId, name);
  await ctx.storage.put(key, body, { contentType });
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await lockIdea(trx, ideaId);
      await assertRoom(trx, ideaId);
      const row = await trx
        .insertInto('workspace_files')
        .values({
          idea_id: ideaId,
          uploader_id: userId,
          path: key,
          name,
          content_type: contentType,
          size_bytes: body.length,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await publishWorkspaceEvent(ctx, ideaId, WORKSPACE_EVENTS.filesChanged, { ideaId }, trx);
      return loadFile(trx, ctx.storage, row.id, { id: userId, isOwner: access.isOwner });
    });
  } catch (error) {
    await ctx.storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'project file not removed'));
    throw error;
  }
}

/** POST /api/workspace-files/:id/download: a signed link valid WORKSPACE.downloadLinkTtl (60 s). */
export async function downloadLink(ctx: AppContext, userId: string, fileId: string) {
  const { file } = await fileForMember(ctx.db, userId, fileId);
  const expiresAt = new Date(Date.now() + WORKSPACE.downloadLinkTtl);
  const url = await ctx.storage.signedUrl(file.path, {
    ttlMs: WORKSPACE.downloadLinkTtl,
    download: file.name,
  });
  return { url, expiresAt: expiresAt.toISOString() };
}

/** DELETE /api/workspace-files/:id: the uploader or the owner; the object goes after the commit. */
export async function deleteFile(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  fileId: string,
): Promise<void> {
  const path = await ctx.db.transaction().execute(async (trx) => {
    const { file, access } = await fileForMember(trx, userId, fileId, true);
    if (!access.isOwner && file.uploader_id !== userId) throw new AppError('E_NOT_AUTHORIZED');
    await trx.deleteFrom('workspace_files').where('id', '=', fileId).execute();
    await publishWorkspaceEvent(
      ctx,
      file.idea_id,
      WORKSPACE_EVENTS.filesChanged,
      { ideaId: file.idea_id },
      trx,
    );
    return file.path;
  });
  await ctx.storage
    .delete(path)
    .catch((err: unknown) => log.warn({ err, key: path }, 'project file not removed'));
}
