import { ORDER_ENDPOINTS as E, ORDER_ERROR_TEXT, REQUEST } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { registerUploadRoute } from '../../platform/raw-upload.ts';
import { getEarnings, requestPayout } from './earnings.ts';
import { listOrders } from './list-orders.ts';
import { approveMilestone, requestRevision, submitMilestone } from './milestone-actions.ts';
import { answerDispute, cancelOrder, openDispute, startWork } from './order-actions.ts';
import { checkoutAgain, placeOrder, quoteOrder } from './place-order.ts';
import { readOrder } from './read-order.ts';
import { listOrderActivity, listOrderMessages, postOrderMessage } from './workroom-chat.ts';
import { listOrderFiles, orderFileLink, uploadOrderFile } from './workroom-files.ts';

const noStore = { 'cache-control': 'private, no-store' };

/** Orders, the workroom and earnings (issue 15). Every route needs a session. */
export async function ordersRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const user = requireUser;

  route(app, E.quote, (request) => {
    user(request);
    return quoteOrder(ctx, request.body);
  });
  route(app, E.place, (request) => placeOrder(ctx, request.log, user(request), request.body));
  route(app, E.checkout, (request) => checkoutAgain(ctx, request.log, user(request), request.params.id));
  route(app, E.list, (request, reply) => {
    reply.headers(noStore);
    return listOrders(ctx, user(request), request.query);
  });
  route(app, E.detail, (request, reply) => {
    reply.headers(noStore);
    return readOrder(ctx, user(request), request.params.id);
  });
  route(app, E.start, (request) => startWork(ctx, user(request), request.params.id));
  route(app, E.cancel, (request) => cancelOrder(ctx, user(request), request.params.id, request.body));
  route(app, E.dispute, (request) => openDispute(ctx, user(request), request.params.id, request.body.reason));
  route(app, E.answerDispute, (request) =>
    answerDispute(ctx, user(request), request.params.id, request.body),
  );
  route(app, E.submitMilestone, (request) =>
    submitMilestone(
      ctx,
      user(request),
      request.params.id,
      request.params.milestoneId,
      'submit',
      request.body.note,
    ),
  );
  route(app, E.resubmitMilestone, (request) =>
    submitMilestone(
      ctx,
      user(request),
      request.params.id,
      request.params.milestoneId,
      'resubmit',
      request.body.note,
    ),
  );
  route(app, E.approveMilestone, (request) =>
    approveMilestone(ctx, user(request), request.params.id, request.params.milestoneId),
  );
  route(app, E.requestRevision, (request) =>
    requestRevision(ctx, user(request), request.params.id, request.params.milestoneId, request.body.notes),
  );
  route(app, E.messages, (request, reply) => {
    reply.headers(noStore);
    return listOrderMessages(ctx, user(request), request.params.id, request.query);
  });
  route(app, E.postMessage, (request) =>
    postOrderMessage(ctx, user(request), request.params.id, request.body.body),
  );
  route(app, E.files, (request, reply) => {
    reply.headers(noStore);
    return listOrderFiles(ctx, user(request), request.params.id);
  });
  route(app, E.downloadFile, (request) =>
    orderFileLink(ctx, user(request), request.params.id, request.params.fileId),
  );
  route(app, E.activity, (request, reply) => {
    reply.headers(noStore);
    return listOrderActivity(ctx, user(request), request.params.id, request.query);
  });
  route(app, E.earnings, (request, reply) => {
    reply.headers(noStore);
    return getEarnings(ctx, user(request));
  });
  route(app, E.requestPayout, (request) => requestPayout(ctx, user(request), request.body.idempotencyKey));

  // The raw upload of an order file, in its own plugin so every content type is read as bytes here only.
  await registerUploadRoute(
    app,
    E.uploadFile,
    { bodyLimit: REQUEST.uploadLimitBytes, tooLarge: ORDER_ERROR_TEXT.uploadFailed },
    (request) =>
      uploadOrderFile(ctx, request.log, requireUser(request), request.params.id, {
        name: request.query.name,
        body: request.body,
      }),
  );
}
