import {
  AUTH_COOKIES,
  CSRF,
  type PAYMENT_EVENTS,
  PAYMENT_WEBHOOK_SIGNATURE_HEADER,
  PAYMENTS_ENDPOINTS,
} from '@ibh/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { DB } from '../src/db/schema.ts';

/**
 * Test helpers for anything that pays (decision 49): pay a sandbox checkout as a browser does,
 * or deliver a Stripe-format webhook event signed (or badly signed) for the app.
 */

export interface CompletedEventInput {
  orderId: string;
  sessionId: string;
  amountCents: number;
  paymentIntentId?: string | null;
  /** The provider's event id; a new one per call by default. */
  id?: string;
  /** 'paid' by default; 'unpaid' is a delayed payment method's completion. */
  paymentStatus?: string;
  type?: string;
}

let eventCounter = 0;

/** A `checkout.session.completed` event as Stripe sends it (the fields the webhook reads). */
export function checkoutCompletedEvent(input: CompletedEventInput) {
  eventCounter++;
  return {
    id: input.id ?? `evt_test_${process.pid}_${eventCounter}`,
    object: 'event',
    type: input.type ?? 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: input.sessionId,
        object: 'checkout.session',
        amount_total: input.amountCents,
        currency: 'usd',
        payment_intent:
          input.paymentIntentId === undefined ? `pi_test_${eventCounter}` : input.paymentIntentId,
        payment_status: input.paymentStatus ?? 'paid',
        metadata: { orderId: input.orderId },
      },
    },
  };
}

/** The `stripe-signature` header for a body: the app's own secret and clock unless others are given. */
export function signPayload(
  app: FastifyInstance,
  payload: string,
  options: { secret?: string; timestamp?: number } = {},
): string {
  return signWebhookBody(
    payload,
    options.secret ?? app.ctx.payments.webhookSecret,
    // Signed at the app's time (a TestClock's too), so it is within the 300 s tolerance.
    options.timestamp ?? Math.floor(app.ctx.clock.now().getTime() / 1000),
  );
}

/** The `stripe-signature` header for a body, as the provider signs it with the webhook secret. */
export function signWebhookBody(payload: string, secret: string, timestamp: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/**
 * Delivers an event to a server process over HTTP, signed now with `secret` (the server's
 * PAYMENTS_SANDBOX_WEBHOOK_SECRET): a provider's delivery, retry or replay.
 */
export function deliverEventOverHttp(baseUrl: string, secret: string, event: object): Promise<Response> {
  const payload = JSON.stringify(event);
  return fetch(`${baseUrl}${PAYMENTS_ENDPOINTS.webhook.path}`, {
    method: 'POST',
    body: payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      [PAYMENT_WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(payload, secret, Math.floor(Date.now() / 1000)),
    },
  });
}

/** POSTs a body to the webhook with a signature header (none when `signature` is undefined). */
export function postWebhook(
  app: FastifyInstance,
  payload: string,
  signature: string | undefined,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: PAYMENTS_ENDPOINTS.webhook.path,
    payload,
    headers: {
      // As Stripe sends it.
      'content-type': 'application/json; charset=utf-8',
      ...(signature !== undefined ? { [PAYMENT_WEBHOOK_SIGNATURE_HEADER]: signature } : {}),
    },
  });
}

/** Delivers an event object, correctly signed: what a provider's retry or replay also looks like. */
export function deliverEvent(app: FastifyInstance, event: object): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(event);
  return postWebhook(app, payload, signPayload(app, payload));
}

/**
 * Submits a sandbox checkout's Pay (or Cancel) form as the buyer's browser does: opens the page
 * (which sets the CSRF cookie) and posts the form with the buyer's session, the access cookie of
 * `buyer` (an agent's cookies). Answers the form's response (303 to the success URL when paid).
 */
export async function paySandboxCheckout(
  app: FastifyInstance,
  checkoutUrl: string,
  buyer: { cookies: Map<string, string> } | null,
  form: 'pay' | 'cancel' = 'pay',
): Promise<LightMyRequestResponse> {
  const url = new URL(checkoutUrl);
  const page = await app.inject({ method: 'GET', url: url.pathname });
  const cookie = (page.cookies as { name: string; value: string }[]).find((c) => c.name === CSRF.cookie);
  if (!cookie) throw new Error(`the sandbox checkout page answered ${page.statusCode} without a CSRF cookie`);
  const access = buyer?.cookies.get(AUTH_COOKIES.access);
  return app.inject({
    method: 'POST',
    url: `${url.pathname}/${form}`,
    payload: new URLSearchParams({ csrf: cookie.value }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `${CSRF.cookie}=${cookie.value}${access ? `; ${AUTH_COOKIES.access}=${access}` : ''}`,
      origin: url.origin,
    },
  });
}

/** The payment domain events of one type published for an order (by the webhook). */
export async function paymentEventsFor(
  db: Kysely<DB>,
  type: typeof PAYMENT_EVENTS.checkoutCompleted | typeof PAYMENT_EVENTS.checkoutExpired,
  orderId: string,
): Promise<{ payload: Record<string, unknown> }[]> {
  const rows = await db.selectFrom('domain_events').select('payload').where('type', '=', type).execute();
  return rows.filter((row) => (row.payload as { orderId?: string }).orderId === orderId);
}
