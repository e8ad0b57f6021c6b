import type Stripe from 'stripe';
import {
  type CheckoutRequest,
  type CheckoutSession,
  PaymentProviderError,
  type PayoutRequest,
  type RefundRequest,
} from './payments.ts';
import { RecordedPayments, type RecordedPaymentsOptions } from './recorded-payments.ts';
import { idFromKey } from './sandbox-payments.ts';
import { stripeSdk } from './stripe-sdk.ts';

export interface StripePaymentsOptions extends RecordedPaymentsOptions {
  /** The SDK client (tests point one at a local fake server with host/port/protocol). */
  stripe: Stripe;
}

/** The SDK client for a secret key; `api` overrides where it sends requests (tests). */
export function createStripeClient(
  secretKey: string,
  api: { host?: string; port?: number; protocol?: 'http' | 'https' } = {},
): Stripe {
  const StripeClient = stripeSdk();
  return new StripeClient(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'IBH' },
    ...api,
  });
}

async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new PaymentProviderError(`Stripe ${what} failed: ${message}`, error);
  }
}

/**
 * Stripe through the official SDK (decisions 49 and 50): Checkout Sessions in payment mode with
 * the order id in the metadata, refunds of the payment intent, and payouts as Connect transfers
 * to the professional's connected account. Every call carries the caller's idempotency key, so a
 * retried call never charges, refunds or transfers twice.
 */
export class StripePayments extends RecordedPayments {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(options: StripePaymentsOptions) {
    super(options);
    this.stripe = options.stripe;
  }

  protected override async openSession(request: CheckoutRequest): Promise<CheckoutSession> {
    const metadata = { orderId: request.orderId };
    const session = await call('checkout session', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.orderId,
          metadata,
          payment_intent_data: { metadata },
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        },
        { idempotencyKey: `checkout:${request.idempotencyKey}` },
      ),
    );
    if (!session.url) throw new PaymentProviderError(`Stripe checkout session ${session.id} has no URL`);
    return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  protected override async refundAtProvider(request: RefundRequest): Promise<string> {
    const refund = await call('refund', () =>
      this.stripe.refunds.create(
        { payment_intent: request.paymentIntentId, amount: request.amountCents },
        { idempotencyKey: `refund:${request.idempotencyKey}` },
      ),
    );
    return refund.id;
  }

  /**
   * A Connect transfer of the amount from the platform's balance to the professional's connected
   * account when there is one; otherwise only recorded, to be paid once they connect (decision 50).
   */
  protected override async payAtProvider(request: PayoutRequest) {
    const destination = request.destination;
    if (!destination)
      return { id: idFromKey('po_recorded', request.idempotencyKey), status: 'recorded' as const };
    const transfer = await call('transfer', () =>
      this.stripe.transfers.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          destination,
          metadata: { proUserId: request.proUserId, idempotencyKey: request.idempotencyKey },
        },
        { idempotencyKey: `payout:${request.idempotencyKey}` },
      ),
    );
    return { id: transfer.id, status: 'transferred' as const };
  }
}
