import {
  ORDER_REALTIME_EVENTS,
  ORDERS,
  type OrderActivity,
  type OrderMessage,
  orderTopic,
  SYSTEM_PREFIX,
  TIME,
} from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { exactTime, olderThan, pageFrom, readCursor } from '../../platform/keyset-cursor.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { readAlongside } from '../../platform/read-alongside.ts';
import { markFirstResponse } from './first-response.ts';
import { loadOrderAccess } from './order-access.ts';
import { peopleById } from './order-view.ts';

type OrderUser = Pick<RequestUser, 'id' | 'isAdmin'>;

/** One page of an order's log, newest first: its chat ('user') or its activity ('system'). */
export function logQuery(
  db: Executor,
  orderId: string,
  kind: 'user' | 'system',
  cursor: string | undefined,
  limit: number,
) {
  const after = readCursor(cursor);
  let query = db
    .selectFrom('order_messages as m')
    .select([
      'm.id',
      'm.sender_id',
      'm.body',
      'm.activity_kind',
      'm.created_at',
      exactTime('m.created_at').as('time_key'),
    ])
    .where('m.order_id', '=', orderId)
    .where('m.kind', '=', kind);
  if (after) query = query.where(olderThan('m.created_at', 'm.id', after));
  return query
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit + 1)
    .execute();
}

type LogRow = Awaited<ReturnType<typeof logQuery>>[number];
type PageQuery = { cursor?: string; limit?: number };
type PersonOf = Awaited<ReturnType<typeof peopleById>>;

/**
 * One page of the order's log, read alongside the check that `user` may see the order, each row
 * shown by `toItem` with its sender looked up.
 */
async function logPage<T>(
  ctx: AppContext,
  user: OrderUser,
  orderId: string,
  kind: 'user' | 'system',
  query: PageQuery & { defaultLimit: number },
  toItem: (row: LogRow, person: PersonOf) => T,
) {
  const limit = query.limit ?? query.defaultLimit;
  const [, rows] = await readAlongside(loadOrderAccess(ctx.db, user, orderId), () =>
    logQuery(ctx.db, orderId, kind, query.cursor, limit),
  );
  const person = await peopleById(
    ctx.db,
    ctx.storage,
    rows.map((r) => r.sender_id),
  );
  return pageFrom(
    rows,
    limit,
    rows.map((r) => toItem(r, person)),
  );
}

function toOrderMessage(orderId: string, r: LogRow, person: PersonOf): OrderMessage {
  return {
    id: r.id,
    orderId,
    body: r.body,
    createdAt: new Date(r.created_at).toISOString(),
    sender: person(r.sender_id),
  };
}

function toOrderActivity(r: LogRow, person: PersonOf): OrderActivity {
  return {
    id: r.id,
    kind: r.activity_kind ?? 'order',
    text: r.body.startsWith(SYSTEM_PREFIX) ? r.body.slice(SYSTEM_PREFIX.length).trim() : r.body,
    createdAt: new Date(r.created_at).toISOString(),
    actor: r.sender_id ? person(r.sender_id) : null,
  };
}

/** GET /api/orders/:id/messages: the chat, newest first (system entries are the Activity tab). */
export function listOrderMessages(ctx: AppContext, user: OrderUser, orderId: string, query: PageQuery) {
  const page = { ...query, defaultLimit: ORDERS.messagesPage };
  return logPage(ctx, user, orderId, 'user', page, (r, person) => toOrderMessage(orderId, r, person));
}

/**
 * GET /api/orders/:id/activity: the order's system entries, newest first. Only rows stored with
 * kind 'system' are listed, so a chat message a user began with '[SYSTEM]' never appears here.
 */
export function listOrderActivity(ctx: AppContext, user: OrderUser, orderId: string, query: PageQuery) {
  const page = { ...query, defaultLimit: ORDERS.activityPage };
  return logPage(ctx, user, orderId, 'system', page, toOrderActivity);
}

/**
 * POST /api/orders/:id/messages: a party writes in the chat (the schema trimmed it and refused an
 * empty one). Stored with kind 'user' whatever it starts with, pushed live on order:{id}; the
 * professional's first message counts as their first response.
 */
export async function postOrderMessage(
  ctx: AppContext,
  user: OrderUser,
  orderId: string,
  body: string,
): Promise<OrderMessage> {
  await loadOrderAccess(ctx.db, user, orderId, { partiesOnly: true });
  await enforceRateLimit(ctx.db, `order-message:${user.id}`, {
    limit: ORDERS.messagesPerMinute,
    windowMs: TIME.MINUTE,
  });
  return ctx.db.transaction().execute(async (trx) => {
    const { order, actor } = await loadOrderAccess(trx, user, orderId, { lock: true, partiesOnly: true });
    const now = ctx.clock.now();
    const row = await trx
      .insertInto('order_messages')
      .values({ order_id: orderId, sender_id: user.id, kind: 'user', body, created_at: now })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    if (actor === 'professional') await markFirstResponse(trx, order, now);
    const person = await peopleById(trx, ctx.storage, [user.id]);
    const message: OrderMessage = {
      id: row.id,
      orderId,
      body,
      createdAt: new Date(row.created_at).toISOString(),
      sender: person(user.id),
    };
    await ctx.realtime.publish(
      orderTopic(orderId),
      { type: ORDER_REALTIME_EVENTS.messageCreated, data: message },
      trx as Kysely<DB>,
    );
    return message;
  });
}
