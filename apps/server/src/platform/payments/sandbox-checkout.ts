import { PAYMENT_WEBHOOK_SIGNATURE_HEADER, PAYMENTS_ENDPOINTS } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { PaymentCheckoutSessionRow as SessionRow } from './payments.tables.ts';
import { stripeSdk } from './stripe-sdk.ts';

/** The one event id a sandbox session's payment is ever announced with (so Pay is idempotent). */
export function sandboxEventId(sessionId: string): string {
  return `evt_${sessionId}_completed`;
}

/** The one event id a sandbox session's expiry (its Cancel) is ever announced with. */
export function sandboxExpiredEventId(sessionId: string): string {
  return `evt_${sessionId}_expired`;
}

/** The sandbox's payment intent for a session. */
export function sandboxPaymentIntentId(sessionId: string): string {
  return `pi_${sessionId}`;
}

/** A `checkout.session.completed` event as Stripe sends it (the fields this app and its readers use). */
export function sandboxCompletedEvent(session: SessionRow, nowSeconds: number) {
  return {
    id: sandboxEventId(session.id),
    object: 'event',
    api_version: null,
    created: nowSeconds,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_subtotal: session.amount_cents,
        amount_total: session.amount_cents,
        currency: session.currency,
        payment_intent: sandboxPaymentIntentId(session.id),
        client_reference_id: session.order_id,
        customer_email: session.customer_email,
        metadata: { orderId: session.order_id },
        success_url: session.success_url,
        cancel_url: session.cancel_url,
        created: Math.floor(session.created_at.getTime() / 1000),
        expires_at: Math.floor(session.expires_at.getTime() / 1000),
        livemode: false,
      },
    },
  };
}

/**
 * A `checkout.session.expired` event as Stripe sends it when a session is expired (by time or by
 * the merchant's `checkout.sessions.expire`): the sandbox's Cancel ends its session so.
 */
export function sandboxExpiredEvent(session: SessionRow, nowSeconds: number) {
  const completed = sandboxCompletedEvent(session, nowSeconds);
  return {
    ...completed,
    id: sandboxExpiredEventId(session.id),
    type: 'checkout.session.expired',
    data: {
      object: {
        ...completed.data.object,
        status: 'expired',
        payment_status: 'unpaid',
        payment_intent: null,
      },
    },
  };
}

/** Signs an event with the webhook secret, as Stripe would, and delivers it to this app's webhook. */
async function deliverSigned(app: FastifyInstance, event: object, secret: string, nowSeconds: number) {
  const payload = JSON.stringify(event);
  const signature = stripeSdk().webhooks.generateTestHeaderString({ payload, secret, timestamp: nowSeconds });
  const res = await app.inject({
    method: 'POST',
    url: PAYMENTS_ENDPOINTS.webhook.path,
    payload,
    headers: { 'content-type': 'application/json', [PAYMENT_WEBHOOK_SIGNATURE_HEADER]: signature },
  });
  return res.statusCode;
}

/** The event each button of the sandbox checkout announces. */
const OUTCOME_EVENTS = { pay: sandboxCompletedEvent, cancel: sandboxExpiredEvent } as const;

/**
 * Pay: signs the session's completed event with the webhook secret, exactly as Stripe would, and
 * delivers it to this app's own webhook endpoint, which verifies it like any other.
 * Cancel: the buyer leaves the sandbox checkout, which ends the session as Stripe's expiry does,
 * announced by a signed `checkout.session.expired` through the same webhook (decision 81).
 * Returns the webhook's status (200 also for a replay: a second press announces the same event id).
 */
export function deliverSandboxOutcome(
  app: FastifyInstance,
  session: SessionRow,
  outcome: keyof typeof OUTCOME_EVENTS,
): Promise<number> {
  const { payments, clock } = app.ctx;
  const nowSeconds = Math.floor(clock.now().getTime() / 1000);
  return deliverSigned(app, OUTCOME_EVENTS[outcome](session, nowSeconds), payments.webhookSecret, nowSeconds);
}
