import { ORDERS, type OrderListQuery, type OrderSummary, PAGING } from '@ibh/contract';
import { sql } from 'kysely';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { exactTime, olderThan, pageFrom, readCursor } from '../../platform/keyset-cursor.ts';
import { relationOf } from './order-access.ts';
import { orderActions, peopleById } from './order-view.ts';

/**
 * GET /api/orders?role=buyer|professional&status=: my orders on one side, newest first, keyset
 * pages on (created_at, id) over the buyer or professional index.
 */
export async function listOrders(
  ctx: AppContext,
  user: Pick<RequestUser, 'id' | 'isAdmin'>,
  query: OrderListQuery,
) {
  const limit = query.limit ?? PAGING.defaultPageSize;
  const after = readCursor(query.cursor);
  const column = query.role === 'buyer' ? 'o.buyer_id' : 'o.pro_id';
  let q = ctx.db
    .selectFrom('service_orders as o')
    .select([
      'o.id',
      'o.status',
      'o.price_cents',
      'o.currency',
      'o.created_at',
      'o.updated_at',
      'o.service_id',
      'o.service_title',
      'o.service_category',
      'o.package_name',
      'o.buyer_id',
      'o.pro_id',
      exactTime('o.created_at').as('time_key'),
      sql<number>`(select count(*)::int from order_milestones m where m.order_id = o.id and m.status = 'approved')`.as(
        'approved',
      ),
    ])
    .where(column, '=', user.id);
  if (query.status) q = q.where('o.status', '=', query.status);
  if (after) q = q.where(olderThan('o.created_at', 'o.id', after));
  const rows = await q
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit + 1)
    .execute();
  const person = await peopleById(
    ctx.db,
    ctx.storage,
    rows.flatMap((r) => [r.buyer_id, r.pro_id]),
  );
  const items: OrderSummary[] = rows.map((r) => ({
    id: r.id,
    status: r.status,
    priceCents: r.price_cents,
    currency: r.currency,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    service: {
      id: r.service_id ?? '',
      title: r.service_title,
      category: r.service_category as OrderSummary['service']['category'],
    },
    packageName: r.package_name,
    buyer: person(r.buyer_id),
    professional: person(r.pro_id),
    viewerRole: query.role,
    allowedActions: orderActions(r, relationOf(r, user)),
    milestonesApproved: Number(r.approved),
    milestonesTotal: ORDERS.milestoneCount,
  }));
  return pageFrom(rows, limit, items);
}
