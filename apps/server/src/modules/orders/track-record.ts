import { type DurationFigure, type RateFigure, REVIEWS, TIME, type TrackRecord } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/**
 * A person's track record (issue 29 part 2, decision 151), counted from the orders' own rows and
 * never typed in: one read over their orders paid in the last REVIEWS.trackRecordWindowDays days
 * (the indexes service_orders_pro_paid / _buyer_paid of migration 0037), both sides at once.
 *
 * As a professional (orders where they are pro_id):
 * - on-time = orders whose FIRST delivery (first_delivered_at) was at or before the last
 *   milestone's due date / orders delivered at least once;
 * - revision rate = delivered orders with at least one revision asked (any milestone) / delivered;
 * - dispute rate = paid orders that went into a dispute (opened by either side) / paid orders;
 * - median first response = median of first_response_at - paid_at (first-response.ts: starting
 *   work, a chat message or a submission) over orders with a first response.
 * As a buyer (orders where they are buyer_id):
 * - median time to approve = median of completed_at - delivered_at (the last delivery) over orders
 *   completed by an approval, the buyer's or the automatic one after 72 h; not by a dispute ruling;
 * - dispute rate = their paid orders that went into a dispute / their paid orders.
 */
export async function trackRecordOf(db: Executor, userId: string, now: Date): Promise<TrackRecord> {
  const since = new Date(now.getTime() - REVIEWS.trackRecordWindowDays * TIME.DAY);
  const result = await sql<Counts>`
    with o as (
      select so.pro_id = ${userId} as as_pro,
             so.buyer_id = ${userId} as as_buyer,
             so.status, so.paid_at, so.first_response_at, so.first_delivered_at,
             so.delivered_at, so.completed_at,
             (select max(m.due_date) from order_milestones m where m.order_id = so.id) as due_at,
             (select coalesce(sum(m.revision_count), 0) from order_milestones m
               where m.order_id = so.id) as revisions,
             exists (select 1 from order_disputes d where d.order_id = so.id) as disputed,
             exists (select 1 from order_disputes d where d.order_id = so.id
                      and d.resolution in ('completed', 'split')) as ruled
        from service_orders so
       where (so.pro_id = ${userId} or so.buyer_id = ${userId})
         and so.paid_at is not null and so.paid_at >= ${since}
    )
    select
      count(*) filter (where as_pro and first_delivered_at is not null) as delivered,
      count(*) filter (where as_pro and first_delivered_at <= due_at) as on_time,
      count(*) filter (where as_pro and first_delivered_at is not null and revisions > 0) as revised,
      count(*) filter (where as_pro) as pro_paid,
      count(*) filter (where as_pro and disputed) as pro_disputed,
      count(*) filter (where as_pro and first_response_at is not null) as responded,
      percentile_cont(0.5) within group (order by extract(epoch from first_response_at - paid_at))
        filter (where as_pro and first_response_at is not null) as response_s,
      count(*) filter (where as_buyer) as buyer_paid,
      count(*) filter (where as_buyer and disputed) as buyer_disputed,
      count(*) filter (where as_buyer and status = 'completed' and delivered_at is not null and not ruled)
        as approved,
      percentile_cont(0.5) within group (order by extract(epoch from completed_at - delivered_at))
        filter (where as_buyer and status = 'completed' and delivered_at is not null and not ruled)
        as approve_s
    from o
  `.execute(db);
  const c = result.rows[0] as Counts;
  return {
    userId,
    windowDays: REVIEWS.trackRecordWindowDays,
    pro: {
      onTime: rate(c.on_time, c.delivered),
      revisions: rate(c.revised, c.delivered),
      disputes: rate(c.pro_disputed, c.pro_paid),
      firstResponse: duration(c.response_s, c.responded),
    },
    buyer: {
      approval: duration(c.approve_s, c.approved),
      disputes: rate(c.buyer_disputed, c.buyer_paid),
    },
  };
}

type Num = string | number | null;
interface Counts {
  delivered: Num;
  on_time: Num;
  revised: Num;
  pro_paid: Num;
  pro_disputed: Num;
  responded: Num;
  response_s: Num;
  buyer_paid: Num;
  buyer_disputed: Num;
  approved: Num;
  approve_s: Num;
}

/** count / n as a share; n = 0 has no rate (the web shows "No record yet", never 0 %). */
function rate(count: Num, n: Num): RateFigure {
  const k = Number(count ?? 0);
  const of = Number(n ?? 0);
  return { count: k, n: of, rate: of === 0 ? null : k / of };
}

/** A median in seconds as minutes (one decimal). */
function duration(seconds: Num, n: Num): DurationFigure {
  const of = Number(n ?? 0);
  return {
    n: of,
    medianMinutes: of === 0 || seconds === null ? null : Math.round((Number(seconds) / 60) * 10) / 10,
  };
}
