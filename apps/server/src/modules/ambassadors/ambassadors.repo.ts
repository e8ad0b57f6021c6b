import type { AmbassadorApplicationDetail } from '@ibh/contract';
import type { Selectable, Transaction } from 'kysely';
import { isoText } from '../../db/iso-time.ts';
import type { DB } from '../../db/schema.ts';
import type { AmbassadorApplicationsTable } from './ambassadors.tables.ts';

export type ApplicationRow = Selectable<AmbassadorApplicationsTable>;

export function toApplicationDetail(row: ApplicationRow): AmbassadorApplicationDetail {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    university: row.university,
    country: row.country,
    socials: row.socials,
    why: row.why,
    source: row.source,
    status: row.status,
    userId: row.user_id,
    createdAt: isoText(row.created_at),
    reviewedAt: row.reviewed_at ? isoText(row.reviewed_at) : null,
  };
}

/** The row, locked for the rest of the transaction (an admin's review). */
export function lockApplication(trx: Transaction<DB>, id: string): Promise<ApplicationRow | undefined> {
  return trx
    .selectFrom('ambassador_applications')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
