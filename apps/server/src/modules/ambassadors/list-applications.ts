import { type AdminAmbassadorPage, type AdminAmbassadorsQuery, AMBASSADOR_LIMITS } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { newestRowsPage } from '../../platform/keyset-cursor.ts';
import { toApplicationDetail } from './ambassadors.repo.ts';

/**
 * GET /api/admin/ambassador-applications: newest first, pending (default), approved, declined or
 * all, in keyset pages (created_at, id) over the indexes of migration 0022.
 */
export function listApplications(db: Kysely<DB>, query: AdminAmbassadorsQuery): Promise<AdminAmbassadorPage> {
  const status = query.status ?? 'pending';
  let select = db.selectFrom('ambassador_applications').selectAll();
  if (status !== 'all') select = select.where('status', '=', status);
  return newestRowsPage(select, query.cursor, AMBASSADOR_LIMITS.adminPage, toApplicationDetail);
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
