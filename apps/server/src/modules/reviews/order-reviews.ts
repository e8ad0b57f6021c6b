import {
  type OrderReviews,
  REVIEWS,
  type Review,
  type ReviewRole,
  type WriteReviewRequest,
} from '@ibh/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { scheduleJob } from '../../platform/jobs/job.ts';
import { publishOrderChanged } from '../orders/order-log.ts';
import { type OrderRulingSummary, orderRulings } from '../orders/order-rulings.ts';
import { nameOf } from '../profiles/profile-view.ts';
import { REVEAL_REVIEWS_JOB, revealKey } from './reviews.jobs.ts';
import type { OrderReviewsTable } from './reviews.tables.ts';

type ReviewRow = Selectable<OrderReviewsTable>;
type OrderFacts = Awaited<ReturnType<typeof orderFacts>>;

/** The order as reviews read it: the orders module's published view (decision 142). */
async function orderFacts(db: Executor, orderId: string) {
  return db
    .selectFrom('order_summaries')
    .select(['id', 'status', 'buyer_id', 'pro_id', 'service_id', 'service_title', 'completed_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow(() => new AppError('E_NOT_FOUND'));
}

/** The viewer's side of the order; anyone else may neither read nor write its reviews. */
function sideOf(order: OrderFacts, userId: string): ReviewRole {
  if (order.buyer_id === userId) return 'buyer';
  if (order.pro_id === userId) return 'pro';
  throw new AppError('E_NOT_AUTHORIZED');
}

const after = (at: Date | string, ms: number) => new Date(new Date(at).getTime() + ms);

/** Author names for review rows, from the published `people` view. */
export async function authorNames(db: Executor, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const names = new Map<string, string>();
  if (wanted.length === 0) return names;
  const rows = await db
    .selectFrom('people')
    .select(['id', 'full_name', 'display_name'])
    .where('id', 'in', wanted)
    .execute();
  for (const row of rows) names.set(row.id, nameOf(row));
  return names;
}

export function toReview(
  row: ReviewRow,
  serviceTitle: string,
  names: Map<string, string>,
  ruling: OrderRulingSummary | undefined,
): Review {
  return {
    id: row.id,
    orderId: row.order_id,
    role: row.role,
    rating: row.rating,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
    author: { id: row.author_id, name: (row.author_id && names.get(row.author_id)) || 'Former member' },
    serviceTitle,
    ruling: ruling ?? null,
  };
}

/**
 * The order's reviews as one of its parties sees them (decision 152): their own always; the other
 * side's only that it exists until it is visible (both wrote, or completion + 14 days passed).
 */
export async function readOrderReviews(
  ctx: AppContext,
  userId: string,
  orderId: string,
): Promise<OrderReviews> {
  const now = ctx.clock.now();
  const order = await orderFacts(ctx.db, orderId);
  const role = sideOf(order, userId);
  const rows = await ctx.db.selectFrom('order_reviews').selectAll().where('order_id', '=', orderId).execute();
  const mine = rows.find((r) => r.role === role);
  const theirs = rows.find((r) => r.role !== role);
  const [names, rulings] = await Promise.all([
    authorNames(
      ctx.db,
      rows.map((r) => r.author_id),
    ),
    orderRulings(ctx.db, [orderId]),
  ]);
  const ruling = rulings.get(orderId);
  const completed = order.status === 'completed' && order.completed_at !== null;
  const writeUntil = completed && order.completed_at ? after(order.completed_at, REVIEWS.writeWindow) : null;
  const visible = (r: ReviewRow) => new Date(r.visible_at).getTime() <= now.getTime();
  return {
    orderId,
    role,
    canWrite: completed && !mine && writeUntil !== null && now.getTime() <= writeUntil.getTime(),
    writeUntil: writeUntil?.toISOString() ?? null,
    revealAt:
      completed && order.completed_at ? after(order.completed_at, REVIEWS.revealAfter).toISOString() : null,
    mine: mine ? toReview(mine, order.service_title, names, ruling) : null,
    theirs: {
      written: theirs !== undefined,
      review: theirs && visible(theirs) ? toReview(theirs, order.service_title, names, ruling) : null,
    },
    ruling: ruling ?? null,
  };
}

/**
 * A party reviews a completed order, once, within REVIEWS.writeWindow of completion. When the other
 * side has written already, both reviews become visible now; otherwise this one waits, hidden,
 * until the other side writes or completion + 14 days (the reveal job also runs then).
 */
export async function writeReview(
  ctx: AppContext,
  userId: string,
  orderId: string,
  input: WriteReviewRequest,
): Promise<OrderReviews> {
  const now = ctx.clock.now();
  const order = await ctx.db.transaction().execute(async (trx) => {
    // Two sides writing at once: the second sees the first and reveals both.
    await sql`select pg_advisory_xact_lock(hashtext(${`order_reviews:${orderId}`}))`.execute(trx);
    const facts = await orderFacts(trx, orderId);
    const role = sideOf(facts, userId);
    if (facts.status !== 'completed' || !facts.completed_at) throw new AppError('E_ORDER_NOT_COMPLETED');
    if (now.getTime() > after(facts.completed_at, REVIEWS.writeWindow).getTime()) {
      throw new AppError('E_REVIEW_WINDOW_CLOSED');
    }
    const inserted = await trx
      .insertInto('order_reviews')
      .values({
        order_id: orderId,
        author_id: userId,
        subject_id: role === 'buyer' ? facts.pro_id : facts.buyer_id,
        role,
        rating: input.rating,
        body: input.body.trim(),
        service_id: facts.service_id,
        created_at: now,
        visible_at: after(facts.completed_at, REVIEWS.revealAfter),
      })
      .onConflict((oc) => oc.columns(['order_id', 'role']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new AppError('E_ALREADY_REVIEWED');
    const both = await trx
      .selectFrom('order_reviews')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    if (Number(both.n) === 2) {
      await trx
        .updateTable('order_reviews')
        .set({ visible_at: now })
        .where('order_id', '=', orderId)
        .where('visible_at', '>', now)
        .execute();
    }
    // The reveal at completion + 14 days as a durable job too (idempotent: once per order).
    await scheduleJob(
      trx as unknown as Kysely<DB>,
      REVEAL_REVIEWS_JOB,
      { orderId },
      { runAt: after(facts.completed_at, REVIEWS.revealAfter), idempotencyKey: revealKey(orderId) },
    );
    await publishOrderChanged(ctx, trx, { id: orderId, status: facts.status });
    return facts;
  });
  return readOrderReviews(ctx, userId, order.id);
}

/**
 * The reveal job (completion + 14 days): the reviews of the order are visible from then on by their
 * visible_at already; the job tells the open workrooms to read them again.
 */
export async function revealReviews(ctx: AppContext, orderId: string): Promise<void> {
  const order = await ctx.db
    .selectFrom('order_summaries')
    .select(['id', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  await publishOrderChanged(ctx, ctx.db, order);
}
