import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type UserRow = {
  id: string;
  email: string;
  password_hash: string | null;
  full_name: string | null;
  role: string;
  email_confirmed_at: Date | null;
  is_admin: boolean;
};

/** The account columns every auth action needs, with the admin flag. */
function selectUser(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.email',
      'u.password_hash',
      'u.full_name',
      'u.role',
      'u.email_confirmed_at',
      sql<boolean>`exists (select 1 from admins a where a.user_id = u.id)`.as('is_admin'),
    ]);
}

export function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return selectUser(db).where(sql`lower(u.email)`, '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: string): Promise<UserRow | undefined> {
  return selectUser(db).where('u.id', '=', id).executeTakeFirst();
}

export async function setPassword(db: Kysely<DB>, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Marks the email confirmed; true when this call confirmed it (first time). */
export async function confirmEmail(db: Kysely<DB>, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email_confirmed_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .where('email_confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
