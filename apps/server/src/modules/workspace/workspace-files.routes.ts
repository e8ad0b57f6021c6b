import {
  IDEA_TEXT,
  IdeaIdParamsSchema,
  REQUEST,
  WORKSPACE_API,
  WorkspaceFileQuerySchema,
  WorkspaceFileSchema,
} from '@ibh/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { uploadFile } from './workspace-files.ts';

/**
 * The raw-body upload of a project file, in its own plugin so that every content type is read
 * as bytes here (a JSON or text file too) and nowhere else.
 */
export async function workspaceUploadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
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

  r.put(
    WORKSPACE_API.files(':id'),
    {
      bodyLimit: REQUEST.uploadLimitBytes,
      config: { noBody: true },
      // Refuse strangers before reading up to 10 MB of body.
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        tags: ['workspace'],
        summary: 'Upload a project file (raw body of any type; ?name= is its file name)',
        params: IdeaIdParamsSchema,
        querystring: WorkspaceFileQuerySchema,
        consumes: ['application/octet-stream', '*/*'],
        response: { 201: WorkspaceFileSchema },
      },
    },
    async (request, reply) => {
      const file = await uploadFile(ctx, request.log, requireUser(request).id, request.params.id, {
        name: request.query.name,
        contentType: request.headers['content-type'],
        body: request.body,
      });
      return reply.status(201).send(file);
    },
  );
}
