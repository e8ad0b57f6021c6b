import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { isProfileVisible, profileNotFound } from '../profiles/profiles.policy.ts';
import { listedServicesOf } from '../shop/service-counts.ts';

/**
 * Whose track record and reviews a viewer may read: anyone whose profile they may see, and a
 * professional the shop lists a service of (a seller's record is part of the offer, shown on the
 * service page and at checkout even when their profile is private). Anyone else, and an unknown
 * id, answers 404 'Profile not found or not public.', as the profile read does.
 */
export async function assertRecordVisible(db: Executor, userId: string, viewerId: string | null) {
  if (await isProfileVisible(db, userId, viewerId)) return;
  const listed = await sql<{ n: number }>`select ${listedServicesOf('u.id')} as n
    from (select ${userId}::uuid as id) u`.execute(db);
  if ((listed.rows[0]?.n ?? 0) > 0) return;
  throw profileNotFound();
}
