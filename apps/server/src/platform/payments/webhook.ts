import { type DomainEventPayload, PAYMENT_EVENTS, PAYMENT_WEBHOOK_TOLERANCE_SECONDS } from '@ibh/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../errors.ts';
import { emitEvent } from '../events.ts';
import type { PaymentProvider } from './payments.ts';
import { stripeSdk } from './stripe-sdk.ts';

/** The part of a provider event the webhook reads (Stripe's event shape; the sandbox sends the same). */
export interface ProviderEvent {
  id: string;
  type: string;
  data: { object: unknown };
}

/**
 * The one verification path for both providers (decision 49): the Stripe SDK checks the
 * `stripe-signature` header over the raw body with the webhook secret, refusing timestamps older
 * than 300 s; a timestamp more than 300 s in the future is refused too. `nowMs` is the server
 * clock's time. Throws E_WEBHOOK_SIGNATURE (400) on any failure.
 */
export function verifyWebhook(
  rawBody: Buffer | string,
  signature: string | string[] | undefined,
  secret: string,
  nowMs: number,
): ProviderEvent {
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 2000) {
    throw new AppError('E_WEBHOOK_SIGNATURE');
  }
  let event: ProviderEvent;
  try {
    event = stripeSdk().webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      PAYMENT_WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      nowMs,
    ) as unknown as ProviderEvent;
  } catch {
    throw new AppError('E_WEBHOOK_SIGNATURE');
  }
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  if (!Number.isFinite(signedAt) || signedAt * 1000 - nowMs > PAYMENT_WEBHOOK_TOLERANCE_SECONDS * 1000) {
    throw new AppError('E_WEBHOOK_SIGNATURE');
  }
  if (typeof event?.id !== 'string' || event.id.length === 0 || typeof event.type !== 'string') {
    throw new AppError('E_INVALID_INPUT', 'The webhook event has no id or type.');
  }
  return event;
}

type Completed = DomainEventPayload<typeof PAYMENT_EVENTS.checkoutCompleted>;
type Expired = DomainEventPayload<typeof PAYMENT_EVENTS.checkoutExpired>;
type Mapped =
  | { type: typeof PAYMENT_EVENTS.checkoutCompleted; payload: Completed }
  | { type: typeof PAYMENT_EVENTS.checkoutExpired; payload: Expired };

interface SessionObject {
  id?: unknown;
  object?: unknown;
  metadata?: { orderId?: unknown } | null;
  payment_intent?: unknown;
  payment_status?: unknown;
  amount_total?: unknown;
  currency?: unknown;
}

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 255 ? value : null;

/**
 * The domain event a provider event stands for, or null (stored and ignored): a paid checkout
 * (`checkout.session.completed` with payment_status 'paid', or `async_payment_succeeded`) or an
 * expired one, naming the order from metadata.orderId.
 */
export function domainEventFor(event: ProviderEvent): Mapped | null {
  const session = event.data?.object as SessionObject | undefined;
  if (session?.object !== 'checkout.session') return null;
  const sessionId = str(session.id);
  const orderId = str(session.metadata?.orderId);
  if (!sessionId || !orderId) return null;
  const paid =
    (event.type === 'checkout.session.completed' && session.payment_status === 'paid') ||
    event.type === 'checkout.session.async_payment_succeeded';
  if (paid) {
    const amount = session.amount_total;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0) return null;
    const paymentIntent =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : str((session.payment_intent as { id?: unknown } | null)?.id);
    return {
      type: PAYMENT_EVENTS.checkoutCompleted,
      payload: {
        orderId,
        sessionId,
        paymentIntentId: str(paymentIntent),
        amountCents: amount,
        currency: str(session.currency) ?? 'usd',
        providerEventId: event.id,
      },
    };
  }
  if (event.type === 'checkout.session.expired') {
    return {
      type: PAYMENT_EVENTS.checkoutExpired,
      payload: { orderId, sessionId, providerEventId: event.id },
    };
  }
  return null;
}

/**
 * Stores a verified event once and, in the same transaction, publishes its domain event and
 * updates the stored checkout session. A replayed event id changes nothing. Returns whether it
 * was a duplicate.
 */
export async function receiveEvent(
  db: Kysely<DB>,
  provider: PaymentProvider,
  event: ProviderEvent,
  rawBody: string,
): Promise<{ duplicate: boolean; published: Mapped['type'] | null }> {
  const mapped = domainEventFor(event);
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('payment_events')
      .values({
        provider_event_id: event.id,
        provider,
        type: event.type.slice(0, 255),
        payload: rawBody,
        handled: mapped !== null,
      })
      .onConflict((oc) => oc.column('provider_event_id').doNothing())
      .returning('provider_event_id')
      .executeTakeFirst();
    if (!stored) return { duplicate: true, published: null };
    if (!mapped) return { duplicate: false, published: null };
    if (mapped.type === PAYMENT_EVENTS.checkoutCompleted) {
      await trx
        .updateTable('payment_checkout_sessions')
        .set({
          status: 'completed',
          payment_intent_id: mapped.payload.paymentIntentId,
          completed_at: sql<Date>`now()`,
        })
        .where('id', '=', mapped.payload.sessionId)
        .execute();
      await emitEvent(trx, { type: mapped.type, actorId: null, payload: mapped.payload });
    } else {
      await trx
        .updateTable('payment_checkout_sessions')
        .set({ status: 'expired' })
        .where('id', '=', mapped.payload.sessionId)
        .where('status', '=', 'open')
        .execute();
      await emitEvent(trx, { type: mapped.type, actorId: null, payload: mapped.payload });
    }
    return { duplicate: false, published: mapped.type };
  });
}
