import { sql, type Transaction } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import type { BenchDataset, DatasetSize } from './datasets.ts';
import { HUGE } from './huge-counts.ts';
import { addMerit, type MeritTrigger, withoutMeritTriggers } from './merit-seed.ts';
import { BENCH_VIEWER, benchUserId } from './people-dataset.ts';

/** Orders the viewer can approve a milestone of, per scale step (one approval each). */
const BASE_APPROVALS = 2_000;

/** The bench order service: a listed service of person 1 (a verified professional) with one package. */
export const BENCH_ORDER_SERVICE_ID = '00000000-0000-4000-b100-000000000001';
export const BENCH_ORDER_PACKAGE_ID = '00000000-0000-4000-b200-000000000001';
/** The workroom the bench loads: the viewer's order in progress with chat, activity and files. */
export const BENCH_ORDER_ID = '00000000-0000-4000-b300-000000000000';

/** Order k of the approval pool, and its first (submitted) milestone. */
export const benchApprovalOrderId = (k: number) =>
  `00000000-0000-4000-b300-${(k + 1).toString(16).padStart(12, '0')}`;
export const benchApprovalMilestoneId = (k: number) =>
  `00000000-0000-4000-b400-${(k + 1).toString(16).padStart(12, '0')}`;

const orderSql = (k: ReturnType<typeof sql>) =>
  sql`('00000000-0000-4000-b300-' || lpad(to_hex(${k}), 12, '0'))::uuid`;
const milestoneSql = (k: ReturnType<typeof sql>, position: number) =>
  sql`('00000000-0000-4000-b${sql.lit(3 + position)}00-' || lpad(to_hex(${k}), 12, '0'))::uuid`;

const userIdSql = (index: ReturnType<typeof sql>) =>
  sql`('00000000-0000-4000-8000-' || lpad(to_hex((${index}) + 1), 12, '0'))::uuid`;

/** The statuses other than in_progress (the approval pool's), in turn for huge's other orders. */
const MERIT_TRIGGERS: MeritTrigger[] = [
  { table: 'service_orders', trigger: 'merit_service_orders' },
  { table: 'order_milestones', trigger: 'merit_order_milestones' },
];

const OTHER_STATUSES = ['pending', 'paid_escrow', 'delivered', 'completed', 'cancelled', 'disputed'];

/**
 * Huge: half of HUGE.orders are the approval pool; the other half, orders first + 1 .. HUGE.orders - 1,
 * cycle through the other statuses, bought by idea owners all over the dataset from person 1 (without
 * milestones or ledger entries: no endpoint the bench loads reads them, and zero escrow is consistent).
 */
async function seedOtherStatuses(trx: Transaction<DB>, first: number, people: number) {
  const pro = benchUserId(1);
  await sql`
    insert into service_orders (id, buyer_id, pro_id, service_id, package_id, service_title, service_category,
      package_name, package_tier, package_days, subtotal_cents, price_cents, status, idempotency_key,
      paid_at, started_at, delivered_at, completed_at, cancelled_at, created_at, updated_at)
    select ${orderSql(sql`k`)}, ${userIdSql(sql`((k * 3) % ${sql.lit(people)})`)}, ${pro}::uuid,
      ${BENCH_ORDER_SERVICE_ID}::uuid, ${BENCH_ORDER_PACKAGE_ID}::uuid,
      'Bench customer interviews', 'validate', 'Basic', 'basic', 9, 60000, 60000, s.status, gen_random_uuid(),
      case when s.status not in ('pending', 'cancelled') then now() - interval '9 days' end,
      case when s.status in ('delivered', 'completed', 'disputed') then now() - interval '9 days' end,
      case when s.status in ('delivered', 'completed') then now() - interval '2 days' end,
      case when s.status = 'completed' then now() - interval '1 day' end,
      case when s.status = 'cancelled' then now() - interval '8 days' end,
      now() - k * interval '1 minute', now() - k * interval '1 minute'
    from generate_series(${sql.lit(first)}, ${sql.lit(HUGE.orders - 1)}) k,
      lateral (select (${sql`array[${sql.join(OTHER_STATUSES)}]::text[]`})[1 + k % ${sql.lit(OTHER_STATUSES.length)}] as status) s`.execute(
    trx,
  );
}

/**
 * What ibh_merit_orders adds for orders inserted as they are here: a first response within four
 * hours of payment (fast_first_response) and, at huge, the completed orders (order_completed); the
 * bench inserts no approved milestones and no revisions, so ibh_merit_milestones adds nothing.
 */
async function addOrderMerit(trx: Transaction<DB>) {
  await addMerit(
    trx,
    'fast_first_response',
    sql`select pro_id as user_id, id::text as source_id, first_response_at as occurred_at from service_orders
      where first_response_at - paid_at <= interval '4 hours'`,
  );
  await addMerit(
    trx,
    'order_completed',
    sql`select pro_id as user_id, id::text as source_id, completed_at as occurred_at from service_orders
      where status = 'completed'`,
  );
}

async function seedOrders(trx: Transaction<DB>, scale: number, size: DatasetSize) {
  const pro = benchUserId(1);
  await trx
    .insertInto('pro_services')
    .values({
      id: BENCH_ORDER_SERVICE_ID,
      pro_id: pro,
      title: 'Bench customer interviews',
      category: 'validate',
      eta_days: 9,
      status: 'published',
      from_cents: 60_000,
      published_at: new Date(),
    })
    .execute();
  await trx
    .insertInto('service_packages')
    .values({
      id: BENCH_ORDER_PACKAGE_ID,
      service_id: BENCH_ORDER_SERVICE_ID,
      tier: 'basic',
      name: 'Basic',
      price_cents: 60_000,
      days: 9,
    })
    .execute();
  const last = size === 'huge' ? HUGE.orders / 2 : BASE_APPROVALS * scale;
  // Per row, the merit triggers would move person 1's one totals row once per order: within one
  // transaction each update walks every version before it (quadratic: 247 s for 20,000 orders).
  // Off for the bulk insert; the merit the orders earn is added set-based below (addOrderMerit).
  await withoutMeritTriggers(trx, MERIT_TRIGGERS, () => seedOrderRows(trx, last, scale, size));
  await addOrderMerit(trx);
  await sql`analyze service_orders`.execute(trx);
  await sql`analyze order_milestones`.execute(trx);
  await sql`analyze order_messages`.execute(trx);
}

async function seedOrderRows(trx: Transaction<DB>, last: number, scale: number, size: DatasetSize) {
  const pro = benchUserId(1);
  const buyer = BENCH_VIEWER.id;
  // Order 0 is the workroom; 1..last are in progress with milestone 1 submitted (the approvals).
  await sql`
    insert into service_orders (id, buyer_id, pro_id, service_id, package_id, service_title, service_category,
      package_name, package_tier, package_days, subtotal_cents, price_cents, status, idempotency_key,
      escrow_pi_id, paid_at, started_at, first_response_at, created_at, updated_at,
      escrow_held_cents, escrow_still_held_cents)
    select ${orderSql(sql`k`)}, ${buyer}::uuid, ${pro}::uuid, ${BENCH_ORDER_SERVICE_ID}::uuid, ${BENCH_ORDER_PACKAGE_ID}::uuid,
      'Bench customer interviews', 'validate', 'Basic', 'basic', 9, 60000, 60000, 'in_progress', gen_random_uuid(),
      'pi_bench_' || k, now() - interval '2 days', now() - interval '2 days', now() - interval '2 days',
      now() - k * interval '1 minute', now() - k * interval '1 minute', 60000, 60000
    from generate_series(0, ${sql.lit(last)}) k`.execute(trx);
  // Each order's hold. The balances it makes are written with the order above: per row,
  // ibh_escrow_ledger_apply updates the order it holds (80 s for the 200,000 at large).
  await sql`alter table escrow_ledger disable trigger escrow_ledger_apply`.execute(trx);
  await sql`
    insert into escrow_ledger (order_id, pro_id, kind, amount_cents, entry_key)
    select ${orderSql(sql`k`)}, ${pro}::uuid, 'hold', 60000, 'hold:' || ${orderSql(sql`k`)}
    from generate_series(0, ${sql.lit(last)}) k`.execute(trx);
  await sql`alter table escrow_ledger enable trigger escrow_ledger_apply`.execute(trx);
  for (const position of [1, 2, 3]) {
    await sql`
      insert into order_milestones (id, order_id, position, title, due_date, amount_cents, status, submitted_at)
      select ${milestoneSql(sql`k`, position)}, ${orderSql(sql`k`)}, ${sql.lit(position)}, ${`Milestone ${position}`},
        now() + ${sql.lit(position * 3)} * interval '1 day', 20000,
        ${position === 1 ? sql`'submitted'` : sql`'open'`}, ${position === 1 ? sql`now() - interval '1 hour'` : sql`null`}
      from generate_series(0, ${sql.lit(last)}) k`.execute(trx);
  }
  // The workroom's chat (200 messages), activity (40 entries) and files (20).
  await sql`
    insert into order_messages (order_id, sender_id, kind, activity_kind, body, created_at)
    select ${BENCH_ORDER_ID}::uuid, case when i % 2 = 0 then ${buyer}::uuid else ${pro}::uuid end,
      case when i % 6 = 5 then 'system' else 'user' end, case when i % 6 = 5 then 'milestone' end,
      case when i % 6 = 5 then 'Milestone submitted: Milestone 1' else 'Bench chat message number ' || i end,
      now() - i * interval '5 minutes'
    from generate_series(0, 239) i`.execute(trx);
  await sql`
    insert into order_files (order_id, uploader_id, name, original_name, storage_key, content_type, size_bytes, created_at)
    select ${BENCH_ORDER_ID}::uuid, ${pro}::uuid, i || '-report.pdf', 'report.pdf',
      'order-files/' || ${BENCH_ORDER_ID} || '/' || i || '-report.pdf', 'application/pdf', 1000 + i, now() - i * interval '1 hour'
    from generate_series(1, 20) i`.execute(trx);
  if (size === 'huge') await seedOtherStatuses(trx, last + 1, 100 * scale);
}

/** Orders of the viewer with one professional: a workroom and a pool of milestones to approve. */
export const ordersDataset: BenchDataset = { name: 'orders', seed: seedOrders };

export const BENCH_APPROVALS = (scale: number) => BASE_APPROVALS * scale;
