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
