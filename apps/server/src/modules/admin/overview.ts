import type { AdminOverview } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { countPendingApplications } from '../ambassadors/list-applications.ts';
import { countDisputedOrders, ordersSince } from '../orders/order-counts.ts';
import { countPendingVerifications } from '../profiles/verification-counts.ts';
import { countPendingTestimonials } from '../testimonials/testimonial-counts.ts';

/** Midnight UTC of `now`'s day. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** GET /api/admin/overview (/admin-dashboard). */
export async function readOverview(ctx: AppContext): Promise<AdminOverview> {
  const since = startOfUtcDay(ctx.clock.now());
  const [disputes, verifications, orders, testimonials, ambassadors] = await Promise.all([
    countDisputedOrders(ctx.db),
    countPendingVerifications(ctx.db),
    ordersSince(ctx.db, since),
    countPendingTestimonials(ctx.db),
    countPendingApplications(ctx.db),
  ]);
  return {
    openDisputes: disputes,
    pendingVerifications: verifications,
    pendingTestimonials: testimonials,
    pendingAmbassadors: ambassadors,
    ordersToday: orders.count,
    gmvTodayCents: orders.paidCents,
  };
}
