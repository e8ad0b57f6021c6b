import { SHOP_ENDPOINTS as E, REQUEST, SHOP_TEXT } from '@ibh/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { AppError } from '../../platform/errors.ts';
import { ingestAnalytics } from './analytics.ts';
import { browseServices } from './browse-services.ts';
import { createService, editService } from './save-service.ts';
import { getSellerProfile, listFloors, updateSellerProfile } from './seller-profile.ts';
import { listMyServices, listProServices, readServiceDetail } from './service-detail.ts';
import { changeServiceStatus, removeService } from './service-status.ts';
import { uploadServiceImage } from './upload-service-image.ts';

/** Routes of the Professionals Shop (issue 14): browse, service pages, the seller's dashboard, analytics. */
export async function shopRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, E.browse, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return browseServices(ctx, request.query);
  });
  route(app, E.detail, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return readServiceDetail(ctx, request.params.id, request.user?.id ?? null);
  });
  route(app, E.proServices, (request) => listProServices(ctx, request.params.userId));
  route(app, E.floors, () => listFloors(ctx));

  route(app, E.myProfile, (request) => getSellerProfile(ctx, requireUser(request)));
  route(app, E.updateMyProfile, (request) => updateSellerProfile(ctx, requireUser(request), request.body));
  route(app, E.myServices, (request) => listMyServices(ctx, requireUser(request)));
  route(app, E.create, (request) => createService(ctx, requireUser(request), request.body));
  route(app, E.update, (request) => editService(ctx, requireUser(request), request.params.id, request.body));
  route(app, E.publish, (request) =>
    changeServiceStatus(ctx, requireUser(request), request.params.id, 'publish'),
  );
  route(app, E.unpublish, (request) =>
    changeServiceStatus(ctx, requireUser(request), request.params.id, 'unpublish'),
  );
  route(app, E.remove, async (request) => {
    await removeService(ctx, request.log, requireUser(request), request.params.id);
    return { ok: true as const };
  });

  route(app, E.track, (request) =>
    ingestAnalytics(ctx, { userId: request.user?.id ?? null, ip: request.ip }, request.body),
  );

  await app.register(shopImageRoutes);
}

/**
 * Banner and thumbnail uploads in their own plugin, so the raw-image body parser and the upload
 * messages apply to this route only (as avatars). Any other content type is 415.
 */
async function shopImageRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.addContentTypeParser(
    [...E.uploadImage.body.raw],
    { parseAs: 'buffer', bodyLimit: REQUEST.uploadLimitBytes },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError('E_PAYLOAD_TOO_LARGE', SHOP_TEXT.imageTooLarge);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE') {
      throw new AppError('E_UNSUPPORTED_MEDIA', SHOP_TEXT.imageUnsupported);
    }
    throw error;
  });
  route(
    app,
    E.uploadImage,
    (request) =>
      uploadServiceImage(
        ctx,
        request.log,
        requireUser(request),
        request.params.id,
        request.params.kind,
        request.body,
      ),
    {
      bodyLimit: REQUEST.uploadLimitBytes,
      // Refuse strangers before reading up to 10 MB of body.
      onRequest: async (request) => {
        requireUser(request);
      },
    },
  );
}
