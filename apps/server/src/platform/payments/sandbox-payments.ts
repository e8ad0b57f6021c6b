import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Clock } from '../clock.ts';
import { CHECKOUT_TTL_MS } from './checkout-request.ts';
import {
  type CheckoutSession,
  PaymentProviderError,
  type PayoutRequest,
  type RefundRequest,
} from './payments.ts';
import { RecordedPayments, type RecordedPaymentsOptions } from './recorded-payments.ts';

/** Where the sandbox's checkout page lives (`/pay/sandbox/{sessionId}`). */
export const SANDBOX_CHECKOUT_PATH = '/pay/sandbox';

/** An id that is the same for the same key (a repeated call answers the same id). */
export function idFromKey(prefix: string, key: string): string {
  return `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}

export interface SandboxPaymentsOptions extends RecordedPaymentsOptions {
  clock: Clock;
}

/**
 * The embedded payment provider: checkout is a page this app serves (sandbox.routes.ts) whose Pay
 * button signs a Stripe-format webhook with `webhookSecret` and delivers it to the app's own
 * webhook endpoint, so a sandbox payment takes the same verified path as a Stripe one (decision
 * 49). Refunds and payouts move no money: they are recorded in payment_operations.
 */
export class SandboxPayments extends RecordedPayments {
  readonly provider = 'sandbox' as const;
  private readonly clock: Clock;

  constructor(options: SandboxPaymentsOptions) {
    super(options);
    this.clock = options.clock;
  }

  protected override async openSession(): Promise<CheckoutSession> {
    const sessionId = `cs_sandbox_${randomBytes(16).toString('hex')}`;
    return {
      sessionId,
      url: `${this.publicUrl}${SANDBOX_CHECKOUT_PATH}/${sessionId}`,
      expiresAt: new Date(this.clock.now().getTime() + CHECKOUT_TTL_MS),
    };
  }

  /** Refunds a sandbox payment: never more than was paid, across all refunds of it. */
  protected override async refundAtProvider(request: RefundRequest): Promise<string> {
    const paid = await this.db
      .selectFrom('payment_checkout_sessions')
      .select('amount_cents')
      .where('payment_intent_id', '=', request.paymentIntentId)
      .where('status', '=', 'completed')
      .executeTakeFirst();
    if (!paid) throw new PaymentProviderError(`no paid sandbox checkout for ${request.paymentIntentId}`);
    const refunded = await this.db
      .selectFrom('payment_operations')
      .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('total'))
      .where('kind', '=', 'refund')
      .where('payment_intent_id', '=', request.paymentIntentId)
      .executeTakeFirstOrThrow();
    if (refunded.total + request.amountCents > paid.amount_cents) {
      throw new PaymentProviderError(
        `refund of ${request.amountCents} exceeds what is left of ${request.paymentIntentId}`,
      );
    }
    return idFromKey('re_sandbox', request.idempotencyKey);
  }

  /** Records a payout (no money moves in the sandbox, decision 50). */
  protected override async payAtProvider(request: PayoutRequest) {
    return { id: idFromKey('po_sandbox', request.idempotencyKey), status: 'recorded' as const };
  }
}
