import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Test helpers shared by the auth test files (not a test file itself). */

/** The auth_audit rows of one event for one user. */
export function auditEvents(db: Kysely<DB>, userId: string, event: string) {
  return db
    .selectFrom('auth_audit')
    .select('event')
    .where('user_id', '=', userId)
    .where('event', '=', event)
    .execute();
}
