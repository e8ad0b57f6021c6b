import { formatMoney, milestoneLogText, ORDERS, type OrderStatus } from '@ibh/contract';
import type { Transaction } from 'kysely';
import * as z from 'zod';
import type { DB } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed/seeder.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineJob, scheduleJob } from '../../platform/jobs/job.ts';
import { ORDER_CLOCK_JOBS } from './order-clocks.ts';
import { splitMilestones } from './place-order.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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

interface Plan {
  status: OrderStatus;
  buyer: string;
  /** Milestone statuses 1..3. */
  milestones: ('open' | 'submitted' | 'approved' | 'revisions')[];
  daysAgo: number;
  chat: string[];
  revision?: boolean;
  dispute?: string;
  file?: boolean;
}

/** One order in every status between the demo accounts (Ava and Leo buy from Priya). */
const PLANS: Plan[] = [
  { status: 'pending', buyer: 'leo@demo.test', milestones: ['open', 'open', 'open'], daysAgo: 0, chat: [] },
  {
    status: 'paid_escrow',
    buyer: 'ava@demo.test',
    milestones: ['open', 'open', 'open'],
    daysAgo: 1,
    chat: [],
  },
  {
    status: 'in_progress',
    buyer: 'ava@demo.test',
    milestones: ['approved', 'submitted', 'open'],
    // Its milestones were due 5, 4 and 3 days ago: 2 and 3 show 'Overdue' (issue 26).
    daysAgo: 6,
    revision: true,
    file: true,
    chat: [
      'Hi Priya, excited to start!',
      'Thanks Ava, the interview guide is in the files tab.',
      'Looks great.',
    ],
  },
  {
    status: 'delivered',
    buyer: 'leo@demo.test',
    milestones: ['approved', 'submitted', 'submitted'],
    daysAgo: 9,
    chat: ['All three parts are in. Let me know!'],
  },
  {
    status: 'completed',
    buyer: 'ava@demo.test',
    milestones: ['approved', 'approved', 'approved'],
    daysAgo: 20,
    file: true,
    chat: ['Thank you, this was really useful.'],
  },
  { status: 'cancelled', buyer: 'leo@demo.test', milestones: ['open', 'open', 'open'], daysAgo: 4, chat: [] },
  {
    status: 'disputed',
    buyer: 'leo@demo.test',
    milestones: ['approved', 'submitted', 'open'],
    daysAgo: 12,
    dispute: 'The second report misses the competitor analysis we agreed on.',
    chat: ['Where is the competitor analysis?'],
  },
];

async function idsByEmail(trx: Transaction<DB>, emails: string[]) {
  const rows = await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  return new Map(rows.map((r) => [r.email, r.id]));
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
    const pkg = await trx
      .selectFrom('service_packages as p')
      .innerJoin('pro_services as s', 's.id', 'p.service_id')
      .select([
        'p.id',
        'p.name',
        'p.tier',
        'p.price_cents',
        'p.days',
        'p.revisions',
        's.id as service_id',
        's.title',
        's.category',
      ])
      .where('s.pro_id', '=', proId)
      .where('s.status', '=', 'published')
      .orderBy('p.price_cents')
      .executeTakeFirst();
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
          service_id: pkg.service_id,
          package_id: pkg.id,
          service_title: pkg.title,
          service_category: pkg.category,
          package_name: pkg.name,
          package_tier: pkg.tier,
          package_days: pkg.days,
          revisions_included: Math.min(pkg.revisions, ORDERS.maxRevisions),
          subtotal_cents: pkg.price_cents,
          price_cents: pkg.price_cents,
          status: plan.status,
          brief: 'Help me find out whether small clinics would pay for automated reminders.',
          idempotency_key: crypto.randomUUID(),
          escrow_pi_id: paymentIntent,
          paid_at: paid,
          started_at: ['paid_escrow', 'pending', 'cancelled'].includes(plan.status) ? null : at(3),
          first_response_at: ['paid_escrow', 'pending', 'cancelled'].includes(plan.status) ? null : at(3),
          delivered_at: plan.status === 'delivered' || plan.status === 'completed' ? at(48) : null,
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
      const log = async (
        text: string,
        hours: number,
        kind: 'order' | 'milestone' | 'payment' | 'dispute' | 'file' = 'order',
        actor: string | null = null,
      ) =>
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
      const parts = splitMilestones(pkg.price_cents, pkg.days, placed);
      for (const [i, part] of parts.entries()) {
        const status = plan.milestones[i] ?? 'open';
        const submittedAt =
          status === 'open'
            ? null
            : plan.status === 'in_progress' && status === 'submitted'
              ? new Date(now - 20 * HOUR)
              : at(24 + i * 8);
        const milestone = await trx
          .insertInto('order_milestones')
          .values({
            order_id: order.id,
            position: part.position,
            title: part.title,
            due_date: part.dueDate,
            amount_cents: part.amountCents,
            status,
            revision_count: plan.revision && i === 0 ? 1 : 0,
            revision_notes:
              plan.revision && i === 0 ? 'Please add two more interview questions on pricing.' : null,
            submitted_at: submittedAt,
            approved_at: status === 'approved' ? at(30 + i * 8) : null,
            created_at: placed,
            updated_at: placed,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (status !== 'open')
          await log(milestoneLogText('submitted', part.title), 24 + i * 8, 'milestone', proId);
        if (plan.revision && i === 0) {
          await log(milestoneLogText('revisions', part.title), 26, 'milestone', buyerId);
          await log(milestoneLogText('submitted', part.title), 28, 'milestone', proId);
        }
        if (status === 'approved') {
          const approvedAt = at(30 + i * 8);
          await trx
            .insertInto('escrow_ledger')
            .values({
              order_id: order.id,
              pro_id: proId,
              kind: 'release',
              amount_cents: part.amountCents,
              milestone_id: milestone.id,
              entry_key: `release:${milestone.id}`,
              available_at: new Date(
                approvedAt.getTime() + 2 * DAY + (approvedAt.getUTCDay() >= 4 ? 2 * DAY : 0),
              ),
              created_at: approvedAt,
            })
            .execute();
          await log(milestoneLogText('approved', part.title), 30 + i * 8, 'milestone', buyerId);
        }
        // The in-progress order's submitted milestone auto-approves 72 hours after submission.
        if (status === 'submitted' && plan.status === 'in_progress' && submittedAt) {
          const jobKey = `order-clock:auto_approve:${crypto.randomUUID()}`;
          const dueAt = new Date(submittedAt.getTime() + ORDERS.autoApproveAfter);
          const clock = await trx
            .insertInto('order_clocks')
            .values({
              order_id: order.id,
              kind: 'auto_approve',
              milestone_id: milestone.id,
              job_key: jobKey,
              due_at: dueAt,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await scheduleJob(
            trx,
            ORDER_CLOCK_JOBS.auto_approve,
            { clockId: clock.id },
            { runAt: dueAt, idempotencyKey: jobKey },
          );
        }
        if (status === 'submitted' && plan.status === 'disputed' && submittedAt) {
          await trx
            .insertInto('order_clocks')
            .values({
              order_id: order.id,
              kind: 'auto_approve',
              milestone_id: milestone.id,
              job_key: `order-clock:auto_approve:${crypto.randomUUID()}`,
              due_at: new Date(submittedAt.getTime() + ORDERS.autoApproveAfter),
              status: 'paused',
              remaining_ms: 30 * HOUR,
            })
            .execute();
        }
      }
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
        const jobKey = `order-clock:first_response:${crypto.randomUUID()}`;
        const dueAt = new Date((paid as Date).getTime() + ORDERS.firstResponseReminder);
        const clock = await trx
          .insertInto('order_clocks')
          .values({ order_id: order.id, kind: 'first_response', job_key: jobKey, due_at: dueAt })
          .returning('id')
          .executeTakeFirstOrThrow();
        await scheduleJob(
          trx,
          ORDER_CLOCK_JOBS.first_response,
          { clockId: clock.id },
          { runAt: dueAt, idempotencyKey: jobKey },
        );
      }
      if (plan.status === 'pending') {
        const jobKey = `order-clock:payment_expiry:${crypto.randomUUID()}`;
        const dueAt = new Date(placed.getTime() + ORDERS.unpaidExpiry);
        const clock = await trx
          .insertInto('order_clocks')
          .values({ order_id: order.id, kind: 'payment_expiry', job_key: jobKey, due_at: dueAt })
          .returning('id')
          .executeTakeFirstOrThrow();
        await scheduleJob(
          trx,
          ORDER_CLOCK_JOBS.payment_expiry,
          { clockId: clock.id },
          { runAt: dueAt, idempotencyKey: jobKey },
        );
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
