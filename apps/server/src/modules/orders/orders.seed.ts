import { formatMoney, ORDERS } from '@ibh/contract';
import * as z from 'zod';
import type { Seeder } from '../../db/seed/seeder.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineJob, scheduleJob } from '../../platform/jobs/job.ts';
import { idsByEmail } from '../auth/auth.seed.ts';
import { cheapestPublishedPackage } from '../shop/package-with-service.ts';
import { startClock } from './order-clocks.ts';
import { packageSnapshot } from './order-package.ts';
import { type SeedLog, seedMilestones } from './orders.seed-milestones.ts';
import { DAY, HOUR, PLANS } from './orders.seed-plans.ts';

/** Writes the demo orders' files to storage (seeders only see the database). */
export const ORDERS_DEMO_FILES_JOB = defineJob(
  'orders.demo_files',
  z.object({ files: z.array(z.object({ key: z.string(), text: z.string() })) }),
);

export async function writeDemoFiles(ctx: AppContext, payload: { files: { key: string; text: string }[] }) {
  for (const file of payload.files) {
    if (!(await ctx.storage.head(file.key))) {
      await ctx.storage.put(file.key, Buffer.from(file.text), { contentType: 'text/plain' });
    }
  }
}

/**
 * Demo orders (issue 15): Priya's first listed service ordered by Ava and Leo, one order in every
 * status, with milestones, chat, activity, files, a revision, a running auto-approve clock and an
 * open dispute. Money follows the ledger (holds and releases) so balances add up.
 */
export const ordersSeeder: Seeder = {
  name: 'orders',
  async run(trx) {
    const people = await idsByEmail(trx, ['priya@demo.test', 'ava@demo.test', 'leo@demo.test']);
    const proId = people.get('priya@demo.test');
    if (!proId) return;
    const pkg = await cheapestPublishedPackage(trx, proId);
    if (!pkg) return;
    const now = Date.now();
    const files: { key: string; text: string }[] = [];
    for (const plan of PLANS) {
      const buyerId = people.get(plan.buyer);
      if (!buyerId) continue;
      const placed = new Date(now - plan.daysAgo * DAY);
      const paid = plan.status === 'pending' ? null : new Date(placed.getTime() + HOUR);
      const at = (hours: number) => new Date(placed.getTime() + hours * HOUR);
      const paymentIntent = paid ? `pi_demo_${crypto.randomUUID().slice(0, 8)}` : null;
      const order = await trx
        .insertInto('service_orders')
        .values({
          buyer_id: buyerId,
          pro_id: proId,
          ...packageSnapshot(pkg),
          price_cents: pkg.price_cents,
          status: plan.status,
          brief: 'Help me find out whether small clinics would pay for automated reminders.',
          idempotency_key: crypto.randomUUID(),
          escrow_pi_id: paymentIntent,
          paid_at: paid,
          started_at: ['paid_escrow', 'pending', 'cancelled'].includes(plan.status) ? null : at(3),
          first_response_at: ['paid_escrow', 'pending', 'cancelled'].includes(plan.status) ? null : at(3),
          delivered_at: plan.status === 'delivered' || plan.status === 'completed' ? at(48) : null,
          first_delivered_at: plan.status === 'delivered' || plan.status === 'completed' ? at(48) : null,
          completed_at: plan.status === 'completed' ? at(72) : null,
          cancelled_at: plan.status === 'cancelled' ? at(2) : null,
          created_at: placed,
          updated_at: placed,
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      if (paid && paymentIntent) {
        // The sandbox adapter's record of the payment, so a demo refund (an admin resolving the
        // demo dispute, issue 16) goes through the payments adapter like a real one.
        await trx
          .insertInto('payment_checkout_sessions')
          .values({
            id: `cs_demo_${order.id}`,
            provider: 'sandbox',
            order_id: order.id,
            amount_cents: pkg.price_cents,
            currency: 'usd',
            description: pkg.title,
            success_url: '/shop',
            cancel_url: '/shop',
            idempotency_key: `demo:${order.id}`,
            status: 'completed',
            payment_intent_id: paymentIntent,
            url: `/pay/sandbox/cs_demo_${order.id}`,
            expires_at: paid,
            created_at: placed,
            completed_at: paid,
          })
          .execute();
      }
      const log: SeedLog = async (text, hours, kind = 'order', actor = null) =>
        trx
          .insertInto('order_messages')
          .values({
            order_id: order.id,
            sender_id: actor,
            kind: 'system',
            activity_kind: kind,
            body: text,
            created_at: at(hours),
          })
          .execute();
      await log('Order placed', 0, 'order', buyerId);
      if (paid) {
        await trx
          .insertInto('escrow_ledger')
          .values({
            order_id: order.id,
            pro_id: proId,
            kind: 'hold',
            amount_cents: pkg.price_cents,
            entry_key: `hold:${order.id}`,
            created_at: paid,
          })
          .execute();
        await log(`Payment received: ${formatMoney(pkg.price_cents)} held in escrow`, 1, 'payment');
      }
      await seedMilestones(trx, { orderId: order.id, plan, pkg, proId, buyerId, now, placed, log });
      for (const [i, body] of plan.chat.entries()) {
        await trx
          .insertInto('order_messages')
          .values({
            order_id: order.id,
            sender_id: i % 2 === 0 ? buyerId : proId,
            kind: 'user',
            body,
            created_at: at(4 + i),
          })
          .execute();
      }
      if (plan.status === 'paid_escrow') {
        await startClock(trx, {
          orderId: order.id,
          kind: 'first_response',
          dueAt: new Date((paid as Date).getTime() + ORDERS.firstResponseReminder),
          now: new Date(now),
        });
      }
      if (plan.status === 'pending') {
        await startClock(trx, {
          orderId: order.id,
          kind: 'payment_expiry',
          dueAt: new Date(placed.getTime() + ORDERS.unpaidExpiry),
          now: new Date(now),
        });
      }
      if (plan.status === 'cancelled') {
        await trx
          .insertInto('escrow_ledger')
          .values({
            order_id: order.id,
            pro_id: proId,
            kind: 'refund',
            amount_cents: pkg.price_cents,
            entry_key: `refund:${order.id}`,
            created_at: at(2),
          })
          .execute();
        await log('Order cancelled', 2, 'order', buyerId);
      }
      if (plan.status === 'completed') await log('Order completed', 72);
      if (plan.status === 'delivered') await log('Order delivered', 48, 'order', proId);
      if (plan.dispute) {
        await trx
          .insertInto('order_disputes')
          .values({
            order_id: order.id,
            opened_by: buyerId,
            opened_by_role: 'buyer',
            from_status: 'in_progress',
            reason: plan.dispute,
            created_at: at(60),
          })
          .execute();
        await log(`Dispute opened by the buyer: ${plan.dispute}`, 60, 'dispute', buyerId);
      }
      if (plan.file) {
        const stamp = placed.getTime() + 5 * HOUR;
        const name = `${stamp}-interview-guide.txt`;
        const key = `order-files/${order.id}/${name}`;
        await trx
          .insertInto('order_files')
          .values({
            order_id: order.id,
            uploader_id: proId,
            name,
            original_name: 'interview-guide.txt',
            storage_key: key,
            content_type: 'text/plain',
            size_bytes: 120,
            created_at: at(5),
          })
          .execute();
        files.push({
          key,
          text: 'Interview guide\n\n1. How do you remind patients today?\n2. What does a no-show cost you?\n',
        });
        await log('File uploaded: interview-guide.txt', 5, 'file', proId);
      }
    }
    if (files.length)
      await scheduleJob(trx, ORDERS_DEMO_FILES_JOB, { files }, { idempotencyKey: 'orders.demo_files' });
  },
};
