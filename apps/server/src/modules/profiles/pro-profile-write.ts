import type { Executor } from '../../db/executor.ts';

/** A professional's selling headline and categories (pro_profiles); the shop's profile form saves them. */
export async function upsertProProfile(
  db: Executor,
  userId: string,
  values: { headline: string | null; categories: string[] },
): Promise<void> {
  await db
    .insertInto('pro_profiles')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
