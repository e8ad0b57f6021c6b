import { PROFILE_ENDPOINTS as E, PROFILE_TEXT, REQUEST } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { uploadRoute } from '../../platform/raw-upload.ts';
import { deleteAvatar, uploadAvatar } from './upload-avatar.ts';

/**
 * Avatar upload and removal, in their own plugin so the raw-image body parser and the
 * "too large" message apply to these routes only. Any other content type is 415.
 */
export async function avatarRoutes(app: FastifyInstance) {
  const { ctx } = app;
  uploadRoute(
    app,
    E.uploadAvatar,
    {
      types: E.uploadAvatar.body.raw,
      bodyLimit: REQUEST.uploadLimitBytes,
      tooLarge: PROFILE_TEXT.imageTooLarge,
      unsupported: PROFILE_TEXT.imageUnsupported,
      unsupportedWithoutType: false,
    },
    (request) => uploadAvatar(ctx, request.log, requireUser(request).id, request.body),
  );

  route(app, E.deleteAvatar, async (request) => {
    await deleteAvatar(ctx, request.log, requireUser(request).id);
    return { ok: true as const };
  });
}
