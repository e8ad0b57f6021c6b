import { PAYMENT_WEBHOOK_SIGNATURE_HEADER, PAYMENTS_ENDPOINTS } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../endpoints.ts';
import { AppError } from '../errors.ts';
import { receiveEvent, verifyWebhook } from './webhook.ts';

/** Stripe's events are a few KB; anything this large is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/payments/webhook in its own plugin, so its JSON body is kept as the raw bytes the
 * signature covers (the app's JSON parser is replaced here only). Anonymous and without the CSRF
 * token (the provider calls it), but refused without a valid signature: nothing is stored then.
 */
export async function webhookRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  route(
    app,
    PAYMENTS_ENDPOINTS.webhook,
    async (request) => {
      const raw = request.body as unknown;
      if (!Buffer.isBuffer(raw)) throw new AppError('E_WEBHOOK_SIGNATURE');
      const event = verifyWebhook(
        raw,
        request.headers[PAYMENT_WEBHOOK_SIGNATURE_HEADER],
        ctx.payments.webhookSecret,
        ctx.clock.now().getTime(),
      );
      const result = await receiveEvent(ctx.db, ctx.payments.provider, event, raw.toString('utf8'));
      request.log.info(
        { providerEventId: event.id, eventType: event.type, ...result },
        'payment webhook received',
      );
      return { received: true as const, duplicate: result.duplicate };
    },
    { config: { csrf: false }, bodyLimit: WEBHOOK_BODY_LIMIT },
  );
}
