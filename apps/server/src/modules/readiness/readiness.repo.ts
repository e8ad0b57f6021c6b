import type { Transaction } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';

export function selectReadiness(db: Executor, userId: string, options: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('founder_readiness').selectAll().where('user_id', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}
export type ReadinessRow = NonNullable<Awaited<ReturnType<typeof selectReadiness>>>;

export interface ReadinessValues {
  prior_founder: boolean;
  technical_founder: boolean;
  arr_disclosed: boolean;
  deck_ready: boolean;
  arr_amount: number | null;
  deck_url: string | null;
  readiness_score: number;
}

export function upsertReadiness(trx: Transaction<DB>, userId: string, values: ReadinessValues) {
  const changes = { ...values, updated_at: new Date() };
  return trx
    .insertInto('founder_readiness')
    .values({ user_id: userId, ...changes })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}
