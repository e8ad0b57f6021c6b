import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { CHECKOUT_TTL_MS, PayoutRequestSchema, RefundRequestSchema } from './checkout-request.ts';
import { checkoutOnce, operationByKey, recordOperation } from './payments.repo.ts';
import {
  type CheckoutRequest,
  type CheckoutSession,
  PaymentProviderError,
  type Payments,
  type PayoutRequest,
  type PayoutResult,
  type RefundRequest,
} from './payments.ts';

/** Where the sandbox's checkout page lives (`/pay/sandbox/{sessionId}`). */
export const SANDBOX_CHECKOUT_PATH = '/pay/sandbox';

/** An id that is the same for the same key (a repeated call answers the same id). */
export function idFromKey(prefix: string, key: string): string {
  return `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}

export interface SandboxPaymentsOptions {
  db: Kysely<DB>;
  clock: Clock;
  publicUrl: string;
  webhookSecret: string;
}

/**
 * The embedded payment provider: checkout is a page this app serves (sandbox.routes.ts) whose Pay
 * button signs a Stripe-format webhook with `webhookSecret` and delivers it to the app's own
 * webhook endpoint, so a sandbox payment takes the same verified path as a Stripe one (decision
 * 49). Refunds and payouts move no money: they are recorded in payment_operations.
 */
export class SandboxPayments implements Payments {
  readonly provider = 'sandbox' as const;
  readonly webhookSecret: string;
  private readonly db: Kysely<DB>;
  private readonly clock: Clock;
  private readonly publicUrl: string;

  constructor(options: SandboxPaymentsOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.publicUrl = options.publicUrl;
    this.webhookSecret = options.webhookSecret;
  }

  createCheckout(input: CheckoutRequest): Promise<CheckoutSession> {
    return checkoutOnce(this.db, this.provider, this.publicUrl, input, async () => {
      const sessionId = `cs_sandbox_${randomBytes(16).toString('hex')}`;
      return {
        sessionId,
        url: `${this.publicUrl}${SANDBOX_CHECKOUT_PATH}/${sessionId}`,
        expiresAt: new Date(this.clock.now().getTime() + CHECKOUT_TTL_MS),
      };
    });
  }

  /** Refunds a sandbox payment: never more than was paid, across all refunds of it. */
  async refund(input: RefundRequest): Promise<{ refundId: string }> {
    const request = RefundRequestSchema.parse(input);
    const existing = await operationByKey(this.db, 'refund', request.idempotencyKey);
    if (existing) return { refundId: existing.id };
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
    const stored = await recordOperation(this.db, this.provider, {
      id: idFromKey('re_sandbox', request.idempotencyKey),
      kind: 'refund',
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
      paymentIntentId: request.paymentIntentId,
      status: 'refunded',
    });
    return { refundId: stored.id };
  }

  /** Records a payout (no money moves in the sandbox, decision 50). */
  async payout(input: PayoutRequest): Promise<PayoutResult> {
    const request = PayoutRequestSchema.parse(input);
    const stored = await recordOperation(this.db, this.provider, {
      id: idFromKey('po_sandbox', request.idempotencyKey),
      kind: 'payout',
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
      proUserId: request.proUserId,
      destination: request.destination ?? null,
      status: 'recorded',
    });
    return { payoutId: stored.id, status: stored.status === 'transferred' ? 'transferred' : 'recorded' };
  }
}
