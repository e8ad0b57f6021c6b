import type { Executor } from '../../db/executor.ts';

/** The email addresses of these accounts (those that still exist), for a feature's own mail. */
export function accountEmails(
  db: Executor,
  ids: readonly string[],
): Promise<{ id: string; email: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Whether an account with this id exists. */
export async function accountExists(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** An account's role; undefined when there is no such account. */
export async function roleOfAccount(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role;
}

/**
 * Locks the person's account row for the rest of the caller's transaction: a per-person mutex, so
 * two requests of one person (two tabs) cannot both pass a check-then-write.
 */
export async function lockAccount(trx: Executor, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
