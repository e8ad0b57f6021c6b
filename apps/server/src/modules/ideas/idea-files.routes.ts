import { IDEA_ENDPOINTS as E, IDEA_FILE_CONTENT_TYPES, IDEA_LIMITS, IDEA_TEXT } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { uploadRoute } from '../../platform/raw-upload.ts';
import { uploadIdeaFile } from './upload-idea-file.ts';

/**
 * Idea file uploads in their own plugin, so the raw body parser and the upload messages
 * apply to this route only. The declared type only picks the parser; the content decides.
 */
export async function ideaFilesRoutes(app: FastifyInstance) {
  const { ctx } = app;
  uploadRoute(
    app,
    E.uploadFile,
    {
      types: IDEA_FILE_CONTENT_TYPES,
      bodyLimit: IDEA_LIMITS.fileMaxBytes,
      tooLarge: IDEA_TEXT.fileTooLarge,
      unsupported: IDEA_TEXT.fileTypeNotAllowed,
    },
    (request) =>
      uploadIdeaFile(
        ctx,
        request.log,
        request.params.id,
        requireUser(request).id,
        request.query.name,
        request.body,
      ),
  );
}
