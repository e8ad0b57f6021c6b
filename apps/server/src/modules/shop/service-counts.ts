import { type RawBuilder, sql } from 'kysely';

/**
 * Query fragments the shop publishes for another module's list of professionals, so the list stays
 * one round trip: `proId` names the column holding the professional's id (e.g. 'u.id').
 */
export function publishedServicesOf(proId: string): RawBuilder<number> {
  return sql<number>`(select count(*)::int from pro_services s where s.pro_id = ${sql.ref(proId)} and s.status = 'published')`;
}

/** How many of the professional's services the shop lists (published by a verified professional). */
export function listedServicesOf(proId: string): RawBuilder<number> {
  return sql<number>`(select count(*)::int from pro_services s where s.pro_id = ${sql.ref(proId)} and s.listed)`;
}
