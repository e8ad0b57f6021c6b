import { WORKSPACE_ENDPOINTS as E, IDEA_TEXT, REQUEST } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { uploadRoute } from '../../platform/raw-upload.ts';
import { uploadFile } from './workspace-files.ts';

/**
 * The raw-body upload of a project file, in its own plugin so that every content type is read
 * as bytes here (a JSON or text file too) and nowhere else.
 */
export async function workspaceUploadRoutes(app: FastifyInstance) {
  const { ctx } = app;
  uploadRoute(
    app,
    E.uploadFile,
    { bodyLimit: REQUEST.uploadLimitBytes, tooLarge: IDEA_TEXT.fileTooLarge },
    (request) =>
      uploadFile(ctx, request.log, requireUser(request).id, request.params.id, {
        name: request.query.name,
        contentType: request.headers['content-type'],
        body: request.body,
      }),
  );
}
