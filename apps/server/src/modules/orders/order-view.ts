import type {
  Milestone,
  MilestoneAction,
  OrderAction,
  OrderDetail,
  OrderPerson,
  OrderStatus,
  PackageTier,
  ServiceCategory,
} from '@ibh/contract';
import { IDEA_TEXT } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { ideaTitleRow } from '../ideas/idea-titles.ts';
import { type PersonRow, selectPeople } from '../people/person-json.ts';
import { signAvatarUrl } from '../profiles/avatar-url.ts';
import { nameOf } from '../profiles/profile-view.ts';
import { milestoneMachine, PARTY_MILESTONE_ACTIONS, revisionsUsed } from './milestone.machine.ts';
import {
  type DisputeForAnswer,
  mayAnswer,
  type OrderMachineActor,
  orderMachine,
  PARTY_ORDER_ACTIONS,
} from './order.machine.ts';
import { listClocks } from './order-clocks.ts';
import { type MilestoneRow, type OrderRow, selectMilestones } from './orders.repo.ts';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
const isoRequired = (value: Date | string): string => new Date(value).toISOString();

/** '(deleted user)' stands in for a party whose account is gone (decision 22: anonymous). */
const DELETED: OrderPerson = { id: '', fullName: IDEA_TEXT.deletedUser, avatarUrl: null };

export async function toOrderPerson(storage: Storage, row: PersonRow | undefined): Promise<OrderPerson> {
  if (!row) return DELETED;
  return { id: row.id, fullName: nameOf(row), avatarUrl: await signAvatarUrl(storage, row.avatar_path) };
}

export async function peopleById(db: Executor, storage: Storage, ids: (string | null)[]) {
  const rows = await selectPeople(
    db,
    ids.filter((id): id is string => id !== null),
  );
  const people = new Map<string, OrderPerson>();
  await Promise.all(rows.map(async (row) => people.set(row.id, await toOrderPerson(storage, row))));
  return (id: string | null): OrderPerson => (id ? (people.get(id) ?? DELETED) : DELETED);
}

/** Milestone buttons of the viewer: the table's actions, only where the order table's `work` leads. */
function milestoneActions(
  order: OrderRow,
  milestone: MilestoneRow,
  actor: OrderMachineActor,
  revisionsLeft: number,
): MilestoneAction[] {
  if (!orderMachine.can(order.status, 'work', actor)) return [];
  return milestoneMachine
    .allowedActions(milestone.status, actor)
    .filter((action): action is MilestoneAction =>
      (PARTY_MILESTONE_ACTIONS as readonly string[]).includes(action),
    )
    .filter((action) => action !== 'request_revision' || revisionsLeft > 0);
}

/**
 * Past its due date and not yet approved, while the order is paid and being worked on (issue 26):
 * waiting for its start or where milestones move (a display, not a transition).
 */
export function isOverdue(order: Pick<OrderRow, 'status'>, milestone: MilestoneRow, now: Date): boolean {
  return (
    (orderMachine.can(order.status, 'start', 'professional') ||
      orderMachine.can(order.status, 'work', 'professional')) &&
    milestone.status !== 'approved' &&
    new Date(milestone.due_date).getTime() < now.getTime()
  );
}

/**
 * Order actions the viewer may take now: the table's party actions for the viewer's relation.
 * 'answer_dispute' also needs the dispute (the other side's, not yet answered): without it (a
 * list) it is left out.
 */
export function orderActions(
  order: Pick<OrderRow, 'status'>,
  actor: OrderMachineActor,
  dispute?: DisputeForAnswer | null,
): OrderAction[] {
  return PARTY_ORDER_ACTIONS.filter(
    (action) =>
      orderMachine.can(order.status, action, actor) &&
      (action !== 'answer_dispute' || (dispute != null && mayAnswer(dispute, actor))),
  );
}

export function toMilestone(
  order: OrderRow,
  row: MilestoneRow,
  actor: OrderMachineActor,
  autoApproveAt: string | null,
  released: boolean,
  revisionsLeft: number,
  now: Date,
): Milestone {
  return {
    id: row.id,
    orderId: row.order_id,
    position: row.position,
    title: row.title,
    dueDate: isoRequired(row.due_date),
    amountCents: row.amount_cents,
    status: row.status,
    revisionNotes: row.revision_notes,
    revisionCount: row.revision_count,
    revisionsLeft,
    deliveryNote: row.delivery_note,
    overdue: isOverdue(order, row, now),
    submittedAt: iso(row.submitted_at),
    approvedAt: iso(row.approved_at),
    autoApproveAt,
    released,
    allowedActions: milestoneActions(order, row, actor, revisionsLeft),
    createdAt: isoRequired(row.created_at),
    updatedAt: isoRequired(row.updated_at),
  };
}

/** What a ruling moved, from the escrow ledger: the rows its resolution wrote name the dispute. */
async function rulingMoves(db: Executor, orderId: string, disputeId: string) {
  const rows = await db
    .selectFrom('escrow_ledger')
    .select(['kind', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('dispute_id', '=', disputeId)
    .execute();
  const sum = (kind: 'release' | 'refund') =>
    rows.filter((r) => r.kind === kind).reduce((total, r) => total + r.amount_cents, 0);
  return { releasedCents: sum('release'), refundedCents: sum('refund') };
}

/** The order detail for a viewer (001 sections 2.3, 2.4, 7.3). */
export async function buildOrderDetail(
  db: Executor,
  storage: Storage,
  order: OrderRow,
  actor: OrderMachineActor,
  now: Date,
): Promise<OrderDetail> {
  const [milestones, clocks, person, pro, idea, dispute, releases] = await Promise.all([
    selectMilestones(db, order.id),
    listClocks(db, order.id, now),
    peopleById(db, storage, [order.buyer_id, order.pro_id]),
    order.pro_id
      ? db
          .selectFrom('people')
          .select(['pro_headline as headline', 'pro_verified as verified'])
          .where('id', '=', order.pro_id)
          .executeTakeFirst()
      : undefined,
    order.idea_id ? ideaTitleRow(db, order.idea_id) : undefined,
    db
      .selectFrom('order_disputes')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('escrow_ledger')
      .select('milestone_id')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'release')
      .execute(),
  ]);
  const released = new Set(releases.map((r) => r.milestone_id));
  const ruling =
    dispute?.resolved_at && dispute.resolution ? await rulingMoves(db, order.id, dispute.id) : null;
  const autoApprove = new Map(
    clocks.filter((c) => c.kind === 'auto_approve').map((c) => [c.milestoneId, c.dueAt] as const),
  );
  const professional = person(order.pro_id);
  const revisions = { included: order.revisions_included, used: revisionsUsed(milestones) };
  const revisionsLeft = Math.max(0, revisions.included - revisions.used);
  return {
    id: order.id,
    status: order.status,
    priceCents: order.price_cents,
    subtotalCents: order.subtotal_cents,
    discountCents: order.discount_cents,
    couponCode: order.coupon_id
      ? ((await db.selectFrom('coupons').select('code').where('id', '=', order.coupon_id).executeTakeFirst())
          ?.code ?? null)
      : null,
    couponReturned: order.coupon_returned_at !== null,
    currency: order.currency,
    brief: order.brief,
    idea: idea ? { id: idea.id, title: idea.title } : null,
    createdAt: isoRequired(order.created_at),
    updatedAt: isoRequired(order.updated_at),
    paidAt: iso(order.paid_at),
    startedAt: iso(order.started_at),
    completedAt: iso(order.completed_at),
    cancelledAt: iso(order.cancelled_at),
    service: {
      id: order.service_id ?? '',
      title: order.service_title,
      category: order.service_category as ServiceCategory,
    },
    package: {
      id: order.package_id ?? '',
      name: order.package_name,
      tier: order.package_tier as PackageTier,
      priceCents: order.subtotal_cents,
      days: order.package_days,
    },
    buyer: person(order.buyer_id),
    professional: {
      ...professional,
      headline: pro?.headline ?? null,
      verified: pro?.verified ?? false,
    },
    milestones: milestones.map((m) =>
      toMilestone(order, m, actor, autoApprove.get(m.id) ?? null, released.has(m.id), revisionsLeft, now),
    ),
    clocks,
    dispute: dispute
      ? {
          id: dispute.id,
          openedBy: dispute.opened_by_role,
          reason: dispute.reason,
          openedAt: isoRequired(dispute.created_at),
          answer: dispute.answer,
          answerFileIds: dispute.answer_file_ids,
          answeredAt: iso(dispute.answered_at),
          resolvedAt: iso(dispute.resolved_at),
          ruling:
            ruling && dispute.resolution && dispute.resolved_at
              ? {
                  resolution: dispute.resolution,
                  note: dispute.resolution_note,
                  decidedAt: isoRequired(dispute.resolved_at),
                  ...ruling,
                }
              : null,
        }
      : null,
    revisions,
    escrow: {
      heldCents: order.escrow_held_cents,
      releasedCents: order.escrow_released_cents,
      refundedCents: order.escrow_refunded_cents,
      stillHeldCents: order.escrow_still_held_cents,
      frozen: order.status === 'disputed',
    },
    // An admin reads an order (the Disputes tab) without acting on it here (issue 16).
    viewerRole: actor === 'admin' ? 'admin' : actor === 'professional' ? 'professional' : 'buyer',
    allowedActions: actor === 'admin' ? [] : orderActions(order, actor, dispute),
  };
}

export type { OrderStatus };
