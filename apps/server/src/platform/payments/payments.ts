/**
 * The payments port (decisions 49 and 50): what the orders module asks of a payment provider.
 * Two adapters implement it, chosen by configuration (create-payments.ts): the embedded sandbox
 * (a checkout page served by this app) and Stripe (the official SDK).
 *
 * Money state never changes because a call here returned or because a browser came back from
 * checkout: a checkout is paid only when a verified webhook says so, and the webhook route then
 * publishes the domain event `payment.checkout_completed` (or `payment.checkout_expired`) in the
 * transaction that stores the provider's event id. Subscribers must be idempotent.
 *
 * Every method takes an idempotency key: calling it again with the same key returns the first
 * answer and moves no money twice.
 */

export type PaymentProvider = 'sandbox' | 'stripe';

export interface CheckoutRequest {
  /** The order this checkout pays for; it comes back in the webhook (metadata.orderId). */
  orderId: string;
  /** Integer cents, > 0. */
  amountCents: number;
  currency: 'usd';
  /** Shown on the checkout page (at most 500 characters). */
  description: string;
  /**
   * Where the browser goes after paying / cancelling: a path on this app (`/order/{id}?success=1`)
   * or an absolute URL on PUBLIC_URL's origin; anything else is refused (no open redirects).
   */
  successUrl: string;
  cancelUrl: string;
  /** Same key, same session: a double click opens one checkout. */
  idempotencyKey: string;
  customerEmail?: string | null;
  /** The account paying (the buyer): the sandbox page lets only this account's session pay or cancel. */
  customerId?: string | null;
}

export interface CheckoutSession {
  /** The provider's session id (`cs_...`); the webhook's events name it. */
  sessionId: string;
  /** Send the browser here to pay. */
  url: string;
  expiresAt: Date;
}

export interface RefundRequest {
  /** From `payment.checkout_completed` (paymentIntentId). */
  paymentIntentId: string;
  /** Integer cents, > 0 (a partial refund is allowed). */
  amountCents: number;
  idempotencyKey: string;
}

export interface PayoutRequest {
  /** The professional paid. */
  proUserId: string;
  /** Integer cents, > 0. */
  amountCents: number;
  idempotencyKey: string;
  /**
   * The professional's connected account (`acct_...`). Stripe makes a Connect transfer to it;
   * without one the payout is only recorded (status 'recorded'), decision 50.
   */
  destination?: string | null;
}

export interface PayoutResult {
  payoutId: string;
  /** 'transferred': money moved to the destination; 'recorded': written down only. */
  status: 'transferred' | 'recorded';
}

export interface Payments {
  readonly provider: PaymentProvider;
  /** Opens a checkout session (stored in payment_checkout_sessions) and returns where to pay. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Refunds (part of) a paid checkout. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /** Pays a professional out (Stripe: a Connect transfer; sandbox: recorded). */
  payout(request: PayoutRequest): Promise<PayoutResult>;
  /** The secret webhooks are signed with (whsec_...); the webhook route verifies with it. */
  readonly webhookSecret: string;
}

/** A provider call that failed (network, refused by the provider): the caller decides what to show. */
export class PaymentProviderError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'PaymentProviderError';
  }
}
