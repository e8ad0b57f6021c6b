import { AvatarResponseSchema, OkSchema, PROFILE_API, PROFILE_TEXT, REQUEST } from '@ibh/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { deleteAvatar, uploadAvatar } from './upload-avatar.ts';

const tags = ['profiles'];
/** The upload's declared type only picks the parser; the content decides what it really is. */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * Avatar upload and removal, in their own plugin so the raw-image body parser and the
 * "too large" message apply to these routes only. Any other content type is 415.
 */
export async function avatarRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addContentTypeParser(
    AVATAR_CONTENT_TYPES,
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

  r.put(
    PROFILE_API.avatar,
    {
      bodyLimit: REQUEST.uploadLimitBytes,
      config: { noBody: true },
      // Refuse strangers before reading up to 10 MB of body.
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        tags,
        summary: 'Upload my avatar (raw PNG, JPEG or WebP body; re-encoded to a 640 px square)',
        consumes: AVATAR_CONTENT_TYPES,
        response: { 200: AvatarResponseSchema },
      },
    },
    (request) => uploadAvatar(ctx, request.log, requireUser(request).id, request.body),
  );

  r.delete(
    PROFILE_API.avatar,
    { schema: { tags, summary: 'Remove my avatar', response: { 200: OkSchema } } },
    async (request) => {
      await deleteAvatar(ctx, request.log, requireUser(request).id);
      return { ok: true as const };
    },
  );
}
