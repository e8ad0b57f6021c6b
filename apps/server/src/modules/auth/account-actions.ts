import { sql, type Transaction } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { deleteMailTo } from '../../platform/mail/mail-outbox.repo.ts';

/**
 * What other modules may change about an account. The users table belongs to this
 * module; profiles update the name and delete the account through these.
 */
export async function setUserFullName(db: Executor, userId: string, fullName: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ full_name: fullName, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/**
 * Deletes an account for real, inside the caller's transaction. The users row goes, and with it
 * (on delete cascade) sessions, refresh tokens, recovery sessions, admin rights and every
 * profile table. Codes and mail addressed to the email go too. The auth audit log keeps its
 * rows for security statistics but loses everything that points at the person: user id,
 * email, IP address and user agent. Returns the deleted email, or null when there was no account.
 */
export async function deleteUserAccount(trx: Transaction<DB>, userId: string): Promise<string | null> {
  const user = await trx.deleteFrom('users').where('id', '=', userId).returning('email').executeTakeFirst();
  if (!user) return null;
  const email = user.email.toLowerCase();
  // Addresses are stored lower-cased (the contract's Email schema lower-cases them).
  await trx.deleteFrom('auth_codes').where('email', '=', email).execute();
  await deleteMailTo(trx, email);
  await trx
    .updateTable('auth_audit')
    .set({ user_id: null, email: null, ip: null, user_agent: null })
    .where((eb) => eb.or([eb('user_id', '=', userId), eb(sql`lower(email)`, '=', email)]))
    .execute();
  return user.email;
}
