import {
  ADMIN_EVENTS,
  type AdminAction,
  type AdminDispute,
  formatMoney,
  IDEA_TEXT,
  type ResolveDisputeRequest,
} from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { emitEvent } from '../../platform/events.ts';
import { type AdminActor, withAdminAudit } from '../admin-audit/admin-audit.ts';
import { resolutionsFor, resolveDisputeIn } from '../orders/resolve-dispute.ts';
import { nameOf } from '../profiles/profile-view.ts';

const ACTIONS: Record<ResolveDisputeRequest['resolution'], AdminAction> = {
  complete: 'dispute_completed',
  refund: 'dispute_refunded',
  reopen: 'dispute_reopened',
  split: 'dispute_split',
};

/** GET /api/admin/disputes: disputed orders with their open dispute, oldest first. */
export async function listDisputes(ctx: AppContext): Promise<{ items: AdminDispute[] }> {
  const rows = await ctx.db
    .selectFrom('order_summaries as o')
    .innerJoin('open_disputes as d', 'd.order_id', 'o.id')
    .leftJoin('people as bu', 'bu.id', 'o.buyer_id')
    .leftJoin('people as pu', 'pu.id', 'o.pro_id')
    .select([
      'o.id',
      'o.status',
      'o.service_title',
      'o.package_name',
      'o.price_cents',
      'o.escrow_still_held_cents',
      'o.buyer_id',
      'o.pro_id',
      'bu.full_name as buyer_full',
      'bu.display_name as buyer_display',
      'pu.full_name as pro_full',
      'pu.display_name as pro_display',
      'd.opened_by_role',
      'd.reason',
      'd.answer',
      'd.created_at',
    ])
    .where('o.status', '=', 'disputed')
    .orderBy('d.created_at')
    .limit(200)
    .execute();
  return {
    items: rows.map((r) => ({
      orderId: r.id,
      serviceTitle: r.service_title,
      packageName: r.package_name,
      buyerName: r.buyer_id
        ? nameOf({ id: r.buyer_id, full_name: r.buyer_full, display_name: r.buyer_display })
        : IDEA_TEXT.deletedUser,
      professionalName: r.pro_id
        ? nameOf({ id: r.pro_id, full_name: r.pro_full, display_name: r.pro_display })
        : IDEA_TEXT.deletedUser,
      openedBy: r.opened_by_role,
      reason: r.reason,
      answer: r.answer,
      openedAt: new Date(r.created_at).toISOString(),
      priceCents: r.price_cents,
      stillHeldCents: r.escrow_still_held_cents,
      allowedActions: resolutionsFor(r.status),
    })),
  };
}

/** What both parties are told: what was decided and where the money went. */
function rulingMessage(
  resolution: ResolveDisputeRequest['resolution'],
  outcome: { serviceTitle: string; releasedCents: number; refundedCents: number },
  note: string | null,
): string {
  const summary = {
    complete: 'the order is completed and the held funds are released to the professional',
    refund: `the order is cancelled and ${formatMoney(outcome.refundedCents)} is refunded to the buyer`,
    reopen: 'the order is back in progress',
    split: `${formatMoney(outcome.releasedCents)} is released to the professional and ${formatMoney(outcome.refundedCents)} refunded to the buyer`,
  }[resolution];
  return `Dispute on "${outcome.serviceTitle}" resolved: ${summary}.${note ? ` Note: ${note}` : ''}`;
}

/**
 * POST /api/admin/disputes/:id/resolve: the order's transition table and the escrow ledger do the
 * work (orders module); the admin_logs row and the admin_dispute_resolved event commit with it,
 * and the event's subscriber gives both parties a notification and an email.
 */
export async function resolveDispute(
  ctx: AppContext,
  admin: AdminActor,
  orderId: string,
  input: ResolveDisputeRequest,
) {
  const note = input.note?.trim() || null;
  const outcome = await withAdminAudit(ctx, admin, ACTIONS[input.resolution], async (trx) => {
    const result = await resolveDisputeIn(ctx, trx, admin.id, orderId, input.resolution, {
      releaseCents: input.releaseCents,
      note,
    });
    // The notice commits with the ruling; the subscriber (admin.events.ts) sends it after commit.
    await emitEvent(trx, {
      type: ADMIN_EVENTS.disputeResolved,
      actorId: admin.id,
      payload: {
        orderId,
        recipientIds: [result.buyerId, result.proId].filter((id): id is string => id !== null),
        message: rulingMessage(input.resolution, result, note),
      },
    });
    return {
      result,
      targetId: orderId,
      details: {
        resolution: input.resolution,
        released_cents: result.releasedCents,
        refunded_cents: result.refundedCents,
        note,
      },
    };
  });
  return {
    orderId,
    status: outcome.status,
    releasedCents: outcome.releasedCents,
    refundedCents: outcome.refundedCents,
  };
}
