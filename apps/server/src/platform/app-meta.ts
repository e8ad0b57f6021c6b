import type { Executor } from '../db/executor.ts';

/** One app_meta setting (a key the app or an operator stored), or undefined when unset. */
export async function readAppMeta(db: Executor, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
