import {
  type DomainEventPayload,
  type DomainEventType,
  IDEA_TEXT,
  type NotificationType,
  ORDER_EVENTS,
} from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { type DomainEvent, type Subscription, subscription } from '../../platform/events.ts';
import { mailedForEvent } from '../../platform/mail/mail-outbox.repo.ts';
import { ideaTitleRow } from '../ideas/idea-titles.ts';
import { nameOf } from '../profiles/profile-view.ts';
import { type OrderEmailFacts, type OrderEmailTemplate, orderEmail } from './orders.emails.ts';
import { selectOrder } from './orders.repo.ts';

type OrderPayload = { orderId: string; milestoneId?: string | null; actorId?: string | null };

async function person(ctx: AppContext, userId: string | null) {
  if (!userId) return undefined;
  const row = await ctx.db
    .selectFrom('people as u')
    .select(['u.id', 'u.email', 'u.full_name', 'u.display_name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, name: nameOf(row) } : undefined;
}

/** Everything an order's emails and notifications say, read once per event. */
async function orderFacts(ctx: AppContext, payload: OrderPayload) {
  const order = await selectOrder(ctx.db, payload.orderId);
  if (!order) return undefined;
  const [buyer, pro, milestone, idea] = await Promise.all([
    person(ctx, order.buyer_id),
    person(ctx, order.pro_id),
    payload.milestoneId
      ? ctx.db
          .selectFrom('order_milestones')
          .select(['title', 'revision_notes'])
          .where('id', '=', payload.milestoneId)
          .executeTakeFirst()
      : undefined,
    order.idea_id ? ideaTitleRow(ctx.db, order.idea_id) : undefined,
  ]);
  return { order, buyer, pro, milestone, ideaTitle: idea?.title ?? order.service_title };
}

type Facts = NonNullable<Awaited<ReturnType<typeof orderFacts>>>;

/**
 * Mails one order email, once per event and recipient: a retried event finds its email in the
 * outbox (template and meta.eventId) and sends nothing again.
 */
async function mailOnce(
  ctx: AppContext,
  eventId: string,
  template: OrderEmailTemplate,
  to: { email: string; name: string } | undefined,
  facts: Omit<OrderEmailFacts, 'recipientName'>,
): Promise<void> {
  if (!to) return;
  if (await mailedForEvent(ctx.db, { template: `orders.${template}`, to: to.email, eventId })) return;
  await ctx.mail.send(
    orderEmail(template, to.email, { ...facts, recipientName: to.name }, ctx.config.publicUrl, { eventId }),
  );
}

function baseFacts(f: Facts, other: 'buyer' | 'pro') {
  return {
    serviceTitle: f.order.service_title,
    packageName: f.order.package_name,
    otherName: (other === 'buyer' ? f.buyer?.name : f.pro?.name) ?? IDEA_TEXT.deletedUser,
    priceCents: f.order.price_cents,
    orderId: f.order.id,
    milestoneTitle: f.milestone?.title,
    notes: f.milestone?.revision_notes ?? null,
    revisionsIncluded: f.order.revisions_included,
  };
}

async function notify(
  ctx: AppContext,
  eventId: string,
  type: NotificationType,
  recipientId: string | null,
  fromUserId: string | null,
  f: Facts,
): Promise<void> {
  if (!recipientId) return;
  await ctx.notifications.send({
    userId: recipientId,
    type,
    fromUserId,
    eventId,
    targetType: 'order',
    targetId: f.order.id,
    actionData: { orderId: f.order.id },
    variables: {
      buyer_name: f.buyer?.name ?? IDEA_TEXT.deletedUser,
      pro_name: f.pro?.name ?? IDEA_TEXT.deletedUser,
      package_name: f.order.package_name,
      idea_title: f.ideaTitle,
    },
  });
}

/**
 * The orders module's reactions to its own events (after commit, at least once, idempotent):
 * the seven emails and the validation_order_* notifications.
 */
export function orderSubscriptions(ctx: AppContext): Subscription[] {
  const list: Subscription[] = [];
  function on<T extends DomainEventType>(
    type: T,
    handler: (f: Facts, event: DomainEvent<T>) => Promise<unknown>,
  ) {
    list.push(
      subscription(type, async (event) => {
        const facts = await orderFacts(ctx, event.payload as DomainEventPayload<T> & OrderPayload);
        if (facts) await handler(facts, event);
      }),
    );
  }

  on(ORDER_EVENTS.paid, async (f, e) => {
    await mailOnce(ctx, e.id, 'order_confirmed', f.buyer, baseFacts(f, 'pro'));
    await mailOnce(ctx, e.id, 'new_match', f.pro, baseFacts(f, 'buyer'));
    await notify(ctx, e.id, 'validation_order_placed', f.order.pro_id, f.order.buyer_id, f);
  });
  // Whichever path moved the order (the workroom, the notification, a clock, an admin), the
  // buttons of its open notices go (decision 30).
  const settle = (f: Facts, types: NotificationType[], resolution: 'accepted' | 'declined' | 'cancelled') =>
    ctx.notifications.resolve(types, { orderId: f.order.id }, resolution);
  on(ORDER_EVENTS.started, (f) => settle(f, ['validation_order_placed'], 'accepted'));
  on(ORDER_EVENTS.revisionRequested, (f) => settle(f, ['validation_order_delivered'], 'declined'));
  on(ORDER_EVENTS.milestoneSubmitted, (f, e) =>
    mailOnce(ctx, e.id, 'milestone_submitted', f.buyer, baseFacts(f, 'pro')),
  );
  on(ORDER_EVENTS.revisionRequested, (f, e) =>
    mailOnce(ctx, e.id, 'revision_requested', f.pro, baseFacts(f, 'buyer')),
  );
  on(ORDER_EVENTS.delivered, (f, e) =>
    notify(ctx, e.id, 'validation_order_delivered', f.order.buyer_id, f.order.pro_id, f),
  );
  on(ORDER_EVENTS.completed, async (f, e) => {
    await settle(f, ['validation_order_delivered'], 'accepted');
    await notify(ctx, e.id, 'validation_order_completed', f.order.pro_id, f.order.buyer_id, f);
  });
  on(ORDER_EVENTS.cancelled, async (f, e) => {
    await settle(f, ['validation_order_placed', 'validation_order_delivered'], 'cancelled');
    const actor = e.payload.actorId ?? null;
    // Both parties hear of it, except the one who cancelled; an unpaid order concerns the buyer only.
    const recipients = f.order.paid_at ? [f.order.buyer_id, f.order.pro_id] : [f.order.buyer_id];
    for (const recipient of recipients) {
      if (recipient && recipient !== actor) {
        await notify(ctx, e.id, 'validation_order_cancelled', recipient, actor, f);
      }
    }
  });
  on(ORDER_EVENTS.disputeOpened, async (f, e) => {
    const dispute = await ctx.db
      .selectFrom('order_disputes')
      .select('reason')
      .where('order_id', '=', f.order.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const facts = { ...baseFacts(f, 'pro'), reason: dispute?.reason ?? null };
    await mailOnce(ctx, e.id, 'dispute_opened', f.buyer, facts);
    await mailOnce(ctx, e.id, 'dispute_opened', f.pro, facts);
  });
  on(ORDER_EVENTS.firstResponseDue, (f, e) =>
    mailOnce(ctx, e.id, 'first_response_due', f.pro, baseFacts(f, 'buyer')),
  );
  list.push(
    subscription(ORDER_EVENTS.payoutReleased, async (event) => {
      const pro = await person(ctx, event.payload.professionalId);
      await mailOnce(ctx, event.id, 'payout_released', pro, {
        serviceTitle: '',
        packageName: '',
        otherName: '',
        priceCents: 0,
        orderId: '',
        amountCents: event.payload.amountCents,
      });
    }),
  );
  return list;
}
