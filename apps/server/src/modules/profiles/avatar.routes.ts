import { PROFILE_ENDPOINTS as E, PROFILE_TEXT, REQUEST } from '@ibh/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { AppError } from '../../platform/errors.ts';
import { deleteAvatar, uploadAvatar } from './upload-avatar.ts';

/**
 * Avatar upload and removal, in their own plugin so the raw-image body parser and the
 * "too large" message apply to these routes only. Any other content type is 415.
 */
export async function avatarRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.addContentTypeParser(
    [...E.uploadAvatar.body.raw],
    { parseAs: 'buffer', bodyLimit: REQUEST.uploadLimitBytes },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, _request, _reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError('E_PAYLOAD_TOO_LARGE', PROFILE_TEXT.imageTooLarge);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      throw new AppError('E_UNSUPPORTED_MEDIA', PROFILE_TEXT.imageUnsupported);
    }
    // Everything else goes to the app's error handler.
    throw error;
  });

  route(
    app,
    E.uploadAvatar,
    (request) => uploadAvatar(ctx, request.log, requireUser(request).id, request.body),
    {
      bodyLimit: REQUEST.uploadLimitBytes,
      // Refuse strangers before reading up to 10 MB of body.
      onRequest: async (request) => {
        requireUser(request);
      },
    },
  );

  route(app, E.deleteAvatar, async (request) => {
    await deleteAvatar(ctx, request.log, requireUser(request).id);
    return { ok: true as const };
  });
}
