import {
  type Checkout,
  ORDER_ERROR_TEXT,
  ORDER_ROUTES,
  ORDERS,
  type PlaceOrderRequest,
  type Quote,
} from '@ibh/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isOwnIdea } from '../ideas/idea-titles.ts';
import { packageWithService } from '../shop/package-with-service.ts';
import { couponDiscount, findCoupon, returnCouponUse, useCoupon } from './coupon-pricing.ts';
import { orderMachine } from './order.machine.ts';
import { loadOrderAccess } from './order-access.ts';
import { startClock, stopClocks } from './order-clocks.ts';
import { logActivity } from './order-log.ts';
import { packageSnapshot } from './order-package.ts';
import { type OrderRow, recordAnalytics, selectOrder } from './orders.repo.ts';

const DAY = 24 * 60 * 60 * 1000;

/** 001 section 9: 'Milestone 1..3'; the first two get price/3 rounded down, the last the rest. */
export function splitMilestones(priceCents: number, days: number, now: Date) {
  const part = Math.floor(priceCents / ORDERS.milestoneCount);
  const step = Math.ceil(days / ORDERS.milestoneCount);
  return Array.from({ length: ORDERS.milestoneCount }, (_, i) => {
    const n = i + 1;
    return {
      position: n,
      title: `Milestone ${n}`,
      amountCents: n < ORDERS.milestoneCount ? part : priceCents - part * (ORDERS.milestoneCount - 1),
      dueDate: new Date(now.getTime() + n * step * DAY),
    };
  });
}

const packageNotFound = () => new AppError('E_NOT_FOUND', ORDER_ERROR_TEXT.packageNotFound);

/** The package with its service, if the service is listed (published by a verified professional). */
async function loadPackage(db: Executor, packageId: string) {
  const row = await packageWithService(db, packageId);
  if (!row?.listed) throw packageNotFound();
  return row;
}

async function price(
  db: Executor,
  packageCents: number,
  code: string | null | undefined,
  now: Date,
  lock: boolean,
) {
  if (!code) return { discount: 0, coupon: null };
  const coupon = await findCoupon(db, code, lock);
  return { discount: couponDiscount(coupon, packageCents, now), coupon };
}

/** POST /api/orders/quote: what the package costs with the coupon (nothing is written). */
export async function quoteOrder(
  ctx: AppContext,
  input: { packageId: string; couponCode?: string | null },
): Promise<Quote> {
  const pkg = await loadPackage(ctx.db, input.packageId);
  const { discount, coupon } = await price(ctx.db, pkg.price_cents, input.couponCode, ctx.clock.now(), false);
  return {
    subtotalCents: pkg.price_cents,
    discountCents: discount,
    totalCents: pkg.price_cents - discount,
    currency: ORDERS.currency.toUpperCase(),
    coupon: coupon ? { code: coupon.code, description: coupon.description } : null,
  };
}

/** Steps 2-4 of 001 section 7.2 in one transaction: the order, its 3 milestones, the coupon use. */
async function insertPendingOrder(
  trx: Transaction<DB>,
  user: RequestUser,
  input: PlaceOrderRequest,
  now: Date,
): Promise<OrderRow> {
  const pkg = await loadPackage(trx, input.packageId);
  if (pkg.pro_id === user.id) throw new AppError('E_NOT_AUTHORIZED', ORDER_ERROR_TEXT.ownService);
  if (input.ideaId) {
    if (!(await isOwnIdea(trx, input.ideaId, user.id))) {
      throw new AppError('E_INVALID_INPUT', ORDER_ERROR_TEXT.ideaNotYours, {
        fields: { ideaId: [ORDER_ERROR_TEXT.ideaNotYours] },
      });
    }
  }
  const { discount, coupon } = await price(trx, pkg.price_cents, input.couponCode, now, true);
  const priceCents = pkg.price_cents - discount;
  const order = await trx
    .insertInto('service_orders')
    .values({
      idea_id: input.ideaId ?? null,
      buyer_id: user.id,
      pro_id: pkg.pro_id,
      ...packageSnapshot(pkg),
      discount_cents: discount,
      price_cents: priceCents,
      currency: ORDERS.currency.toUpperCase(),
      coupon_id: coupon?.id ?? null,
      brief: input.brief ? input.brief : null,
      status: 'pending',
      idempotency_key: input.idempotencyKey,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_milestones')
    .values(
      splitMilestones(priceCents, pkg.days, now).map((m) => ({
        order_id: order.id,
        position: m.position,
        title: m.title,
        due_date: m.dueDate,
        amount_cents: m.amountCents,
        status: 'open' as const,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  if (coupon) {
    await useCoupon(trx, {
      couponId: coupon.id,
      userId: user.id,
      orderId: order.id,
      discountCents: discount,
      at: now,
    });
  }
  await startClock(trx, {
    orderId: order.id,
    kind: 'payment_expiry',
    dueAt: new Date(now.getTime() + ORDERS.unpaidExpiry),
    now,
  });
  await logActivity(trx, {
    orderId: order.id,
    actorId: user.id,
    kind: 'order',
    text: 'Order placed',
    at: now,
  });
  await recordAnalytics(
    trx,
    'order_created',
    user.id,
    { order_id: order.id, amount_usd: priceCents / 100 },
    now,
  );
  const earlier = await trx
    .selectFrom('service_orders')
    .select('id')
    .where('buyer_id', '=', user.id)
    .where('pro_id', '=', pkg.pro_id)
    .where('id', '<>', order.id)
    .where('paid_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (earlier) {
    await recordAnalytics(trx, 'repeat_customer', user.id, { order_id: order.id, pro_id: pkg.pro_id }, now);
  }
  return order;
}

function findByKey(db: Executor, buyerId: string, key: string) {
  return db
    .selectFrom('service_orders')
    .selectAll()
    .where('buyer_id', '=', buyerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const checkoutFailed = () => new AppError('E_UNAVAILABLE', ORDER_ERROR_TEXT.checkoutFailed);

/** Opens (or, with the same key, re-answers) the provider's checkout for a pending order. */
async function openCheckout(ctx: AppContext, order: OrderRow, email: string, key: string): Promise<Checkout> {
  const session = await ctx.payments.createCheckout({
    orderId: order.id,
    amountCents: order.price_cents,
    currency: 'usd',
    description: `${order.service_title} · ${order.package_name}`.slice(0, 500),
    successUrl: `${ORDER_ROUTES.order(order.id)}?${ORDER_ROUTES.query.success}=1`,
    cancelUrl: `${ORDER_ROUTES.order(order.id)}?${ORDER_ROUTES.query.canceled}=1`,
    idempotencyKey: key,
    customerEmail: email,
    customerId: order.buyer_id,
  });
  await ctx.db
    .updateTable('service_orders')
    .set({ checkout_session_id: session.sessionId })
    .where('id', '=', order.id)
    .where('status', '=', 'pending')
    .execute();
  return { orderId: order.id, checkoutUrl: session.url, expiresAt: session.expiresAt.toISOString() };
}

/**
 * POST /api/orders (001 section 7.2): a pending order with 3 milestones and a checkout. The same
 * idempotency key from the same buyer answers the same order and the same checkout session (the
 * adapter is idempotent by key), so a double click never makes two orders or two sessions. When
 * the provider refuses, the new order is removed again (nothing half-written) and the answer is
 * 'Failed to create checkout session'.
 */
export async function placeOrder(
  ctx: AppContext,
  log: FastifyBaseLogger,
  user: RequestUser,
  input: PlaceOrderRequest,
): Promise<Checkout> {
  let order = await findByKey(ctx.db, user.id, input.idempotencyKey);
  let created = false;
  if (!order) {
    try {
      order = await ctx.db
        .transaction()
        .execute((trx) => insertPendingOrder(trx, user, input, ctx.clock.now()));
      created = true;
    } catch (error) {
      if (!isUniqueViolation(error)) {
        if (error instanceof AppError) throw error;
        log.error({ err: error }, 'order not created');
        throw new AppError('E_INTERNAL', ORDER_ERROR_TEXT.createFailed);
      }
      order = await findByKey(ctx.db, user.id, input.idempotencyKey);
      if (!order) throw new AppError('E_INTERNAL', ORDER_ERROR_TEXT.createFailed);
    }
  }
  if (!orderMachine.can(order.status, 'checkout', 'buyer')) {
    throw new AppError('E_INVALID_STATE', ORDER_ERROR_TEXT.notPending);
  }
  try {
    return await openCheckout(ctx, order, user.email, `order:${order.id}`);
  } catch (error) {
    log.warn({ err: error, orderId: order.id }, 'checkout session not created');
    if (created) await removeUnpaidOrder(ctx, order.id);
    throw checkoutFailed();
  }
}

/** Undoes a just-placed order whose checkout failed: order, milestones, clock, coupon use. */
async function removeUnpaidOrder(ctx: AppContext, orderId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const order = await selectOrder(trx, orderId, true);
    // Only a still unpaid order (one the table could let expire) is undone.
    if (!order || !orderMachine.can(order.status, 'expire', 'system')) return;
    await stopClocks(trx, orderId);
    await returnCouponUse(trx, orderId, ctx.clock.now());
    await trx.deleteFrom('service_orders').where('id', '=', orderId).execute();
  });
}

/** POST /api/orders/:id/checkout: the buyer pays a pending order again (after 'Payment Cancelled.'). */
export async function checkoutAgain(
  ctx: AppContext,
  log: FastifyBaseLogger,
  user: RequestUser,
  orderId: string,
) {
  const { order, actor } = await loadOrderAccess(ctx.db, user, orderId, { partiesOnly: true });
  // The table's `checkout` row: the buyer's, of a pending order (cancelled and paid answer why not).
  orderMachine.transition(order.status, 'checkout', actor);
  try {
    // A session per minute at most: retries within it answer the same session.
    const minute = Math.floor(ctx.clock.now().getTime() / 60_000);
    return await openCheckout(ctx, order, user.email, `order:${order.id}:again:${minute}`);
  } catch (error) {
    log.warn({ err: error, orderId }, 'checkout session not created');
    throw checkoutFailed();
  }
}
