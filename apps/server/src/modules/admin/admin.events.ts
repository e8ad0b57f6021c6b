import { ADMIN_EVENTS } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { type Subscription, subscription } from '../../platform/events.ts';
import { mailedForEvent } from '../../platform/mail/mail-outbox.repo.ts';
import { accountEmails } from '../auth/account-reads.ts';

const DISPUTE_MAIL = 'admin.dispute_resolved';

/**
 * The notices of admin rulings, sent from the events written with them. An event may be handled
 * more than once (at-least-once): the notifier keeps one notification per event, recipient and
 * type, and a mail already in the outbox for the event is not sent again.
 */
export function adminSubscriptions(ctx: AppContext): Subscription[] {
  return [
    subscription(ADMIN_EVENTS.disputeResolved, async ({ id: eventId, actorId, payload }) => {
      const { orderId, message } = payload;
      const link = `${ctx.config.publicUrl}/order/${orderId}`;
      for (const person of await accountEmails(ctx.db, payload.recipientIds)) {
        await ctx.notifications.send({
          eventId,
          userId: person.id,
          type: 'system_update',
          fromUserId: actorId,
          variables: { message },
          targetType: 'order',
          targetId: orderId,
          actionData: { orderId },
        });
        if (await mailedForEvent(ctx.db, { template: DISPUTE_MAIL, to: person.email, eventId })) continue;
        await ctx.mail.send({
          to: person.email,
          subject: 'Your dispute was resolved',
          text: `${message}\n\nView the order: ${link}`,
          template: DISPUTE_MAIL,
          meta: { orderId, eventId },
        });
      }
    }),
    subscription(ADMIN_EVENTS.verificationChanged, ({ id: eventId, actorId, payload }) =>
      ctx.notifications.send({
        eventId,
        userId: payload.userId,
        type: 'system_update',
        fromUserId: actorId,
        variables: { message: payload.message },
        targetType: 'user',
        targetId: payload.userId,
      }),
    ),
  ];
}
