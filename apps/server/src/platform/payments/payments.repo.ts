import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { checkCheckoutRequest } from './checkout-request.ts';
import type { PaymentOperationKind, PaymentOperationStatus } from './payments.tables.ts';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './payments.ts';

/** The session stored under an idempotency key, as createCheckout answers it. */
export async function checkoutByKey(
  db: Kysely<DB>,
  idempotencyKey: string,
): Promise<CheckoutSession | undefined> {
  const row = await db
    .selectFrom('payment_checkout_sessions')
    .select(['id', 'url', 'expires_at'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row ? { sessionId: row.id, url: row.url, expiresAt: row.expires_at } : undefined;
}

/**
 * createCheckout's frame for every provider: checks the request, answers the session already
 * stored under its idempotency key, or opens one with `open` and stores it.
 */
export async function checkoutOnce(
  db: Kysely<DB>,
  provider: PaymentProvider,
  publicUrl: string,
  input: CheckoutRequest,
  open: (request: CheckoutRequest) => Promise<CheckoutSession>,
): Promise<CheckoutSession> {
  const request = checkCheckoutRequest(input, publicUrl);
  const existing = await checkoutByKey(db, request.idempotencyKey);
  if (existing) return existing;
  return storeCheckout(db, provider, request, await open(request));
}

/**
 * Stores an opened session; a concurrent call with the same key keeps the first one. Returns the
 * session stored under the key.
 */
export async function storeCheckout(
  db: Kysely<DB>,
  provider: PaymentProvider,
  request: CheckoutRequest,
  session: CheckoutSession,
): Promise<CheckoutSession> {
  await db
    .insertInto('payment_checkout_sessions')
    .values({
      id: session.sessionId,
      provider,
      order_id: request.orderId,
      amount_cents: request.amountCents,
      currency: request.currency,
      description: request.description,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      customer_email: request.customerEmail ?? null,
      customer_user_id: request.customerId ?? null,
      idempotency_key: request.idempotencyKey,
      url: session.url,
      expires_at: session.expiresAt,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await checkoutByKey(db, request.idempotencyKey)) ?? session;
}

export interface OperationRecord {
  id: string;
  kind: PaymentOperationKind;
  idempotencyKey: string;
  amountCents: number;
  status: PaymentOperationStatus;
  paymentIntentId?: string | null;
  proUserId?: string | null;
  destination?: string | null;
}

/** The operation stored under (kind, key), if any. */
export async function operationByKey(
  db: Kysely<DB>,
  kind: PaymentOperationKind,
  idempotencyKey: string,
): Promise<{ id: string; status: PaymentOperationStatus } | undefined> {
  return db
    .selectFrom('payment_operations')
    .select(['id', 'status'])
    .where('kind', '=', kind)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Records a refund or payout once per (kind, key); returns the one stored. */
export async function recordOperation(
  db: Kysely<DB>,
  provider: PaymentProvider,
  op: OperationRecord,
): Promise<{ id: string; status: PaymentOperationStatus }> {
  await db
    .insertInto('payment_operations')
    .values({
      id: op.id,
      provider,
      kind: op.kind,
      idempotency_key: op.idempotencyKey,
      amount_cents: op.amountCents,
      payment_intent_id: op.paymentIntentId ?? null,
      pro_user_id: op.proUserId ?? null,
      destination: op.destination ?? null,
      status: op.status,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await operationByKey(db, op.kind, op.idempotencyKey)) ?? { id: op.id, status: op.status };
}

/** Reads one stored webhook event id: the QA check's proof that the provider's records are readable. */
export async function probePaymentEvents(db: Kysely<DB>): Promise<void> {
  await db.selectFrom('payment_events').select('provider_event_id').limit(1).execute();
}
