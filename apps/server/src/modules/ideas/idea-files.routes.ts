import { IDEA_ENDPOINTS as E, IDEA_FILE_CONTENT_TYPES, IDEA_LIMITS, IDEA_TEXT } from '@ibh/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { AppError } from '../../platform/errors.ts';
import { uploadIdeaFile } from './upload-idea-file.ts';

/**
 * Idea file uploads in their own plugin, so the raw body parser and the upload messages
 * apply to this route only. The declared type only picks the parser; the content decides.
 */
export async function ideaFilesRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.addContentTypeParser(
    [...IDEA_FILE_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: IDEA_LIMITS.fileMaxBytes },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError('E_PAYLOAD_TOO_LARGE', IDEA_TEXT.fileTooLarge);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE') {
      throw new AppError('E_UNSUPPORTED_MEDIA', IDEA_TEXT.fileTypeNotAllowed);
    }
    throw error;
  });

  route(
    app,
    E.uploadFile,
    (request) =>
      uploadIdeaFile(
        ctx,
        request.log,
        request.params.id,
        requireUser(request).id,
        request.query.name,
        request.body,
      ),
    {
      bodyLimit: IDEA_LIMITS.fileMaxBytes,
      // Refuse strangers before reading up to 10 MB of body.
      onRequest: async (request) => {
        requireUser(request);
      },
    },
  );
}
