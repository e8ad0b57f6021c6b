import type { AdminOverview } from '@ibh/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { countPendingApplications } from '../ambassadors/list-applications.ts';

/** Midnight UTC of `now`'s day. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Testimonials waiting for an admin's approval (/admin/testimonials). */
async function pendingTestimonials(ctx: AppContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('testimonials')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('is_approved', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** GET /api/admin/overview (/admin-dashboard). */
export async function readOverview(ctx: AppContext): Promise<AdminOverview> {
  const since = startOfUtcDay(ctx.clock.now());
  const [disputes, verifications, orders, testimonials, ambassadors] = await Promise.all([
    ctx.db
      .selectFrom('service_orders')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '=', 'disputed')
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('user_profiles')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('verification_status', '=', 'pending')
      .where('is_verified', '=', false)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('service_orders')
      .select([
        sql<number>`count(*)::int`.as('n'),
        sql<number>`coalesce(sum(price_cents) filter (where paid_at is not null), 0)::bigint`.as('gmv'),
      ])
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
    pendingTestimonials(ctx),
    countPendingApplications(ctx.db),
  ]);
  return {
    openDisputes: Number(disputes.n),
    pendingVerifications: Number(verifications.n),
    pendingTestimonials: testimonials,
    pendingAmbassadors: ambassadors,
    ordersToday: Number(orders.n),
    gmvTodayCents: Number(orders.gmv),
  };
}
