import { SHOP_ENDPOINTS as E, REQUEST, SHOP_TEXT } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { registerUploadRoute } from '../../platform/raw-upload.ts';
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

  // Banner and thumbnail uploads in their own plugin, so the raw-image body parser and the upload
  // messages apply to this route only (as avatars). Any other content type is 415.
  await registerUploadRoute(
    app,
    E.uploadImage,
    {
      types: E.uploadImage.body.raw,
      bodyLimit: REQUEST.uploadLimitBytes,
      tooLarge: SHOP_TEXT.imageTooLarge,
      unsupported: SHOP_TEXT.imageUnsupported,
    },
    (request) =>
      uploadServiceImage(
        ctx,
        request.log,
        requireUser(request),
        request.params.id,
        request.params.kind,
        request.body,
      ),
  );
}
