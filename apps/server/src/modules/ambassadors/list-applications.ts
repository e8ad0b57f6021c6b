import { type AdminAmbassadorPage, type AdminAmbassadorsQuery, AMBASSADOR_LIMITS } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { exactTime, olderThan, pageFrom, readCursor } from '../../platform/keyset-cursor.ts';
import { toApplicationDetail } from './ambassadors.repo.ts';

/**
 * GET /api/admin/ambassador-applications: newest first, pending (default), approved, declined or
 * all, in keyset pages (created_at, id) over the indexes of migration 0022.
 */
export async function listApplications(
  db: Kysely<DB>,
  query: AdminAmbassadorsQuery,
): Promise<AdminAmbassadorPage> {
  const status = query.status ?? 'pending';
  const after = readCursor(query.cursor);
  const limit = AMBASSADOR_LIMITS.adminPage;
  let select = db
    .selectFrom('ambassador_applications')
    .selectAll()
    .select(exactTime('created_at').as('time_key'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (status !== 'all') select = select.where('status', '=', status);
  if (after) select = select.where(olderThan('created_at', 'id', after));
  const rows = await select.execute();
  return pageFrom(rows, limit, rows.slice(0, limit).map(toApplicationDetail));
}

/** Applications waiting for review: the admin overview's count (/admin-dashboard). */
export async function countPendingApplications(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('ambassador_applications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
