import { MESSAGE_LIMITS } from '@ibh/contract';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import { dmRateKey } from '../apps/server/src/modules/messages/dm-rate.ts';
import type { BenchDataset, DatasetSize } from './datasets.ts';
import { HUGE } from './huge-counts.ts';
import { BENCH_VIEWER, benchUserId } from './people-dataset.ts';

/** Messages each person sends to others: 1,000 / 10,000 / 100,000 for small / medium / large. */
const BASE_MESSAGES_PER_PERSON = 10;
const BASE_PEOPLE = 100;
const BATCH = 500;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The viewer's thread the bench loads: exactly MESSAGE_LIMITS.thread messages with person 2. */
export const BENCH_DM_PARTNER = benchUserId(2);
/** POST /api/messages under load: person 3 writes to person 4 (not the viewer, whose list is read). */
export const BENCH_DM_SENDER = { id: benchUserId(3), email: 'bench-3@bench.test' };
export const BENCH_DM_SINK = benchUserId(4);
/** The latency probe: person 5 writes to person 6, who holds a WebSocket. */
export const BENCH_PROBE_SENDER = { id: benchUserId(5), email: 'bench-5@bench.test' };
export const BENCH_PROBE_RECIPIENT = { id: benchUserId(6), email: 'bench-6@bench.test' };
/** People who wrote to the viewer (three messages each), so the viewer's list is a full 400. */
const VIEWER_CORRESPONDENTS = 50;

type Row = Insertable<DB['direct_messages']>;

async function insertRows(trx: Transaction<DB>, rows: Row[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await trx
      .insertInto('direct_messages')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}

const userIdSql = (index: ReturnType<typeof sql>) =>
  sql`('00000000-0000-4000-8000-' || lpad(to_hex((${index}) + 1), 12, '0'))::uuid`;

/**
 * Huge, set-based: the viewer's hot thread (HUGE.hotThread messages with person 2 over the last day,
 * the last 5 unread) and the background (the rest of HUGE.directMessages) in HUGE.dmThreads threads
 * in all, each between person 100 + t and person 50,050 + t, about 20 messages each.
 */
async function seedHugeMessages(trx: Transaction<DB>) {
  const hot = HUGE.hotThread;
  await sql`
    insert into direct_messages (sender_id, recipient_id, body, created_at, read_at)
    select case when i % 2 = 0 then ${BENCH_VIEWER.id}::uuid else ${BENCH_DM_PARTNER}::uuid end,
      case when i % 2 = 0 then ${BENCH_DM_PARTNER}::uuid else ${BENCH_VIEWER.id}::uuid end,
      'Thread message ' || i || case when i % 2 = 0 then ': here is what I think.' else ': sounds good, one question.' end,
      now() - interval '1 day' + i * interval '8 seconds',
      case when i >= ${sql.lit(hot - 5)} then null else now() - interval '1 day' + i * interval '8 seconds' + interval '1 minute' end
    from generate_series(0, ${sql.lit(hot - 1)}) i`.execute(trx);
  const threads = HUGE.dmThreads - 1 - VIEWER_CORRESPONDENTS;
  const background = HUGE.directMessages - hot - VIEWER_CORRESPONDENTS * 3;
  await sql`
    insert into direct_messages (sender_id, recipient_id, body, created_at, read_at)
    select ${userIdSql(sql`case when k % 2 = 0 then 100 + t else 50050 + t end`)},
      ${userIdSql(sql`case when k % 2 = 0 then 50050 + t else 100 + t end`)},
      'A note about the idea (' || k || ') in thread ' || t || '.',
      now() - interval '2 days' - ((t * 131 + k * 977) % 40320) * interval '1 minute',
      case when (t + k) % 2 = 1 then now() - interval '2 days' end
    from generate_series(0, ${sql.lit(background - 1)}) m,
      lateral (select m % ${sql.lit(threads)} as t, m / ${sql.lit(threads)} as k) s`.execute(trx);
}

async function seedMessages(trx: Transaction<DB>, scale: number, size: DatasetSize) {
  const people = BASE_PEOPLE * scale;
  const now = Date.now();
  if (size === 'huge') await seedHugeMessages(trx);

  // Background traffic: everyone writes to ten others over the last 30 days; half is unread.
  for (let from = 0; size !== 'huge' && from < people; from += BATCH / BASE_MESSAGES_PER_PERSON) {
    const rows: Row[] = [];
    for (let i = from; i < Math.min(people, from + BATCH / BASE_MESSAGES_PER_PERSON); i++) {
      for (let k = 0; k < BASE_MESSAGES_PER_PERSON; k++) {
        const to = (i + 1 + k * 7) % people;
        if (to === i) continue;
        const createdAt = new Date(now - 2 * DAY - ((i * 131 + k * 977) % (28 * 24 * 60)) * MINUTE);
        rows.push({
          sender_id: benchUserId(i),
          recipient_id: benchUserId(to),
          body: `Hello ${to}, a note from ${i} about the idea (${k}).`,
          created_at: createdAt,
          read_at: (i + k) % 2 ? new Date(createdAt.getTime() + 5 * MINUTE) : null,
        });
      }
    }
    await insertRows(trx, rows);
  }

  // The viewer's 300-message thread with person 2, over the last day, alternating; the last 5 unread.
  const thread: Row[] = [];
  for (let i = 0; size !== 'huge' && i < MESSAGE_LIMITS.thread; i++) {
    const mine = i % 2 === 0;
    const createdAt = new Date(now - DAY + i * 4 * MINUTE);
    thread.push({
      sender_id: mine ? BENCH_VIEWER.id : BENCH_DM_PARTNER,
      recipient_id: mine ? BENCH_DM_PARTNER : BENCH_VIEWER.id,
      body: `Thread message ${i}: ${mine ? 'here is what I think' : 'sounds good, one question'}.`,
      created_at: createdAt,
      read_at: i >= MESSAGE_LIMITS.thread - 5 ? null : new Date(createdAt.getTime() + MINUTE),
    });
  }
  await insertRows(trx, thread);

  // Fifty people wrote to the viewer in the last two days, so the conversation list is full.
  const letters: Row[] = [];
  for (let c = 0; c < Math.min(VIEWER_CORRESPONDENTS, people - 10); c++) {
    for (let k = 0; k < 3; k++) {
      const createdAt = new Date(now - 2 * DAY + (c * 3 + k) * 7 * MINUTE);
      letters.push({
        sender_id: benchUserId(10 + c),
        recipient_id: BENCH_VIEWER.id,
        body: `Hi, person ${10 + c} here (${k}).`,
        created_at: createdAt,
        read_at: k === 2 ? null : createdAt,
      });
    }
  }
  await insertRows(trx, letters);

  // The bench senders get a pre-charged allowance on their rate-limit counter (MESSAGE_LIMITS.perMinute
  // would refuse all but 30 sends a minute): the window never resets and the count starts far below the
  // limit, so every request still runs the same upsert the server runs, and is allowed.
  await trx
    .insertInto('rate_limits')
    .values(
      [BENCH_DM_SENDER.id, BENCH_PROBE_SENDER.id].map((id) => ({
        key: dmRateKey(id),
        window_start: new Date(now + 365 * DAY),
        hits: -2_000_000_000,
      })),
    )
    .execute();
  await sql`analyze direct_messages`.execute(trx);
}

export const messagesDataset: BenchDataset = { name: 'messages', seed: seedMessages };
