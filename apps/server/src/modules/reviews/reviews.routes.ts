import { REVIEW_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { trackRecordOf } from '../orders/track-record.ts';
import { readOrderReviews, writeReview } from './order-reviews.ts';
import { listPersonReviews } from './person-reviews.ts';
import { assertRecordVisible } from './record-visibility.ts';

const noStore = { 'cache-control': 'private, no-store' };

/** Track records (counted by the orders module) and reviews after an order (issue 29). */
export function reviewsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, E.trackRecord, async (request) => {
    await assertRecordVisible(ctx.db, request.params.userId, request.user?.id ?? null);
    return trackRecordOf(ctx.db, request.params.userId, ctx.clock.now());
  });
  route(app, E.personReviews, async (request) => {
    await assertRecordVisible(ctx.db, request.params.userId, request.user?.id ?? null);
    return listPersonReviews(ctx, request.params.userId, request.query);
  });
  route(app, E.orderReviews, (request, reply) => {
    reply.headers(noStore);
    return readOrderReviews(ctx, requireUser(request).id, request.params.id);
  });
  route(app, E.write, (request) =>
    writeReview(ctx, requireUser(request).id, request.params.id, request.body),
  );
}
