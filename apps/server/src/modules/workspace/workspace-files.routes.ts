import { WORKSPACE_ENDPOINTS as E, IDEA_TEXT, REQUEST } from '@ibh/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { AppError } from '../../platform/errors.ts';
import { uploadFile } from './workspace-files.ts';

/**
 * The raw-body upload of a project file, in its own plugin so that every content type is read
 * as bytes here (a JSON or text file too) and nowhere else.
 */
export async function workspaceUploadRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: REQUEST.uploadLimitBytes },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new AppError('E_PAYLOAD_TOO_LARGE', IDEA_TEXT.fileTooLarge);
    throw error;
  });

  route(
    app,
    E.uploadFile,
    (request) =>
      uploadFile(ctx, request.log, requireUser(request).id, request.params.id, {
        name: request.query.name,
        contentType: request.headers['content-type'],
        body: request.body,
      }),
    {
      bodyLimit: REQUEST.uploadLimitBytes,
      // Refuse strangers before reading up to 10 MB of body.
      onRequest: async (request) => {
        requireUser(request);
      },
    },
  );
}
