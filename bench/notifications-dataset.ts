import { sql, type Transaction } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import type { BenchDataset } from './datasets.ts';

/** Notifications per person: 500 / 5,000 / 50,000 / 500,000 in all for small / medium / large / huge. */
const BASE_PER_PERSON = 5;
const BASE_PEOPLE = 100;
/** One notification in this many is the bench viewer's (person 0): 5 / 50 / 500 / 5,000. */
const VIEWER_SHARE = 100;

const userId = (index: ReturnType<typeof sql>) =>
  sql`('00000000-0000-4000-8000-' || lpad(to_hex((${index}) + 1), 12, '0'))::uuid`;

/**
 * Notifications of the bench people over the last 30 days, from another person each, a third of
 * them unread; the viewer (person 0) holds one in VIEWER_SHARE, so their bell and list are deep.
 */
async function seedNotifications(trx: Transaction<DB>, scale: number) {
  const people = BASE_PEOPLE * scale;
  const total = BASE_PER_PERSON * people;
  await sql`
    insert into notifications (user_id, type, title, body, link, meta, from_user_id, is_read, created_at, updated_at)
    select ${userId(sql`u`)}, 'user_followed', 'Bench ' || f || ' followed you', 'Say hello to person ' || f,
      '/profile/' || ${userId(sql`f`)}, '{}'::jsonb, ${userId(sql`f`)}, n % 3 <> 0,
      now() - (n * 2593 % 43200) * interval '1 minute', now() - (n * 2593 % 43200) * interval '1 minute'
    from generate_series(0, ${sql.lit(total - 1)}) n,
      lateral (select case when n % ${sql.lit(VIEWER_SHARE)} = 0 then 0 else n % ${sql.lit(people)} end as u) a,
      lateral (select (u + 1 + n % 97) % ${sql.lit(people)} as f) b`.execute(trx);
  await sql`analyze notifications`.execute(trx);
}

/** The notifications the list and the bell read. */
export const notificationsDataset: BenchDataset = { name: 'notifications', seed: seedNotifications };
