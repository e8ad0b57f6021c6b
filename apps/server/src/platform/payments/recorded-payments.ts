import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { PayoutRequestSchema, RefundRequestSchema } from './checkout-request.ts';
import { checkoutOnce, operationByKey, recordOperation } from './payments.repo.ts';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentProvider,
  Payments,
  PayoutRequest,
  PayoutResult,
  RefundRequest,
} from './payments.ts';

export interface RecordedPaymentsOptions {
  db: Kysely<DB>;
  publicUrl: string;
  webhookSecret: string;
}

const payoutStatus = (status: string): PayoutResult['status'] =>
  status === 'transferred' ? 'transferred' : 'recorded';

/**
 * What every provider adapter shares: each call checks its request, answers what is already stored
 * under its idempotency key, or asks the provider (the subclass) and stores the answer once. The
 * subclass says only how a checkout session opens, a refund is made and a payout is paid.
 */
export abstract class RecordedPayments implements Payments {
  abstract readonly provider: PaymentProvider;
  readonly webhookSecret: string;
  protected readonly db: Kysely<DB>;
  protected readonly publicUrl: string;

  constructor(options: RecordedPaymentsOptions) {
    this.db = options.db;
    this.publicUrl = options.publicUrl;
    this.webhookSecret = options.webhookSecret;
  }

  /** Opens a checkout session at the provider for a checked request. */
  protected abstract openSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Refunds at the provider; returns the refund's id. */
  protected abstract refundAtProvider(request: RefundRequest): Promise<string>;
  /** Pays (or only writes down) a payout at the provider; returns its id and what happened. */
  protected abstract payAtProvider(
    request: PayoutRequest,
  ): Promise<{ id: string; status: PayoutResult['status'] }>;

  createCheckout(input: CheckoutRequest): Promise<CheckoutSession> {
    return checkoutOnce(this.db, this.provider, this.publicUrl, input, (request) =>
      this.openSession(request),
    );
  }

  async refund(input: RefundRequest): Promise<{ refundId: string }> {
    const request = RefundRequestSchema.parse(input);
    const existing = await operationByKey(this.db, 'refund', request.idempotencyKey);
    if (existing) return { refundId: existing.id };
    const stored = await recordOperation(this.db, this.provider, {
      id: await this.refundAtProvider(request),
      kind: 'refund',
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
      paymentIntentId: request.paymentIntentId,
      status: 'refunded',
    });
    return { refundId: stored.id };
  }

  async payout(input: PayoutRequest): Promise<PayoutResult> {
    const request = PayoutRequestSchema.parse(input);
    const existing = await operationByKey(this.db, 'payout', request.idempotencyKey);
    if (existing) return { payoutId: existing.id, status: payoutStatus(existing.status) };
    const paid = await this.payAtProvider(request);
    const stored = await recordOperation(this.db, this.provider, {
      id: paid.id,
      kind: 'payout',
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
      proUserId: request.proUserId,
      destination: request.destination ?? null,
      status: paid.status,
    });
    return { payoutId: stored.id, status: payoutStatus(stored.status) };
  }
}
