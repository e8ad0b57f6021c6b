import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * Payments (issue 15, decisions 49 and 50): the adapter's webhook endpoint and the domain events a
 * verified webhook publishes. Only these events move an order's money state; the browser's return
 * from checkout (?success=1) never does.
 */

export const PAYMENT_EVENTS = {
  /** A checkout session was paid (Stripe `checkout.session.completed`, or the sandbox's Pay). */
  checkoutCompleted: 'payment.checkout_completed',
  /** A checkout session expired unpaid (Stripe `checkout.session.expired`). */
  checkoutExpired: 'payment.checkout_expired',
} as const;

const id = z.string().check(z.minLength(1));

/** Payload of `payment.checkout_completed`. amountCents is what the provider says was paid. */
export const CheckoutCompletedPayload = z.object({
  orderId: id,
  sessionId: id,
  paymentIntentId: z.nullable(id),
  amountCents: z.number().check(z.int(), z.nonnegative()),
  currency: z.string(),
  /** The provider's event id (`evt_...`), unique: a replay never publishes twice. */
  providerEventId: id,
});

/** Payload of `payment.checkout_expired`. */
export const CheckoutExpiredPayload = z.object({
  orderId: id,
  sessionId: id,
  providerEventId: id,
});

/** The header Stripe (and the sandbox) sign webhooks with. */
export const PAYMENT_WEBHOOK_SIGNATURE_HEADER = 'stripe-signature';
/** Webhooks older (or newer) than this are refused, as Stripe's SDK recommends. */
export const PAYMENT_WEBHOOK_TOLERANCE_SECONDS = 300;

export const PAYMENT_TEXT = {
  badSignature: 'The webhook signature could not be verified.',
} as const;

export const PAYMENTS_ENDPOINTS = {
  /**
   * The payment provider's webhook: anonymous, but refused without a valid signature
   * (`stripe-signature`, 300 s tolerance). The body is read raw (the signature covers its bytes).
   */
  webhook: defineEndpoint({
    auth: 'public',
    errors: ['E_WEBHOOK_SIGNATURE'],
    method: 'POST',
    path: '/api/payments/webhook',
    summary: 'Payment provider webhook (signed; Stripe format)',
    tags: ['payments'],
    body: { raw: ['application/json'] },
    responses: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
  }),
} as const;
