import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The admins table is this module's (sessions read it every request); the admin module's operator
 * commands grant and revoke through these.
 */
export async function userIdByEmail(db: Kysely<DB>, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  return row?.id;
}

/** Makes the user an admin; false when they already were. */
export async function addAdmin(db: Kysely<DB>, userId: string): Promise<boolean> {
  const inserted = await db
    .insertInto('admins')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .execute();
  return inserted.length > 0;
}

/** Takes the user's admin rights away; false when they had none. */
export async function removeAdmin(db: Kysely<DB>, userId: string): Promise<boolean> {
  const deleted = await db.deleteFrom('admins').where('user_id', '=', userId).returning('user_id').execute();
  return deleted.length > 0;
}
