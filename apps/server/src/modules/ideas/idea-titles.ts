import type { Executor } from '../../db/executor.ts';
import { rowExists } from '../../platform/row-exists.ts';

/** Ideas' titles by id (ids of ideas that are gone are missing), for other modules' views. */
export async function ideaTitles(
  db: Executor,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, string>> {
  const wanted = ids.filter((id): id is string => Boolean(id));
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('ideas').select(['id', 'title']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** One idea's id and title; undefined when it is gone. */
export function ideaTitleRow(db: Executor, ideaId: string) {
  return db.selectFrom('ideas').select(['id', 'title']).where('id', '=', ideaId).executeTakeFirst();
}

/** Whether the idea exists and is this person's own. */
export async function isOwnIdea(db: Executor, ideaId: string, userId: string): Promise<boolean> {
  return rowExists(db.selectFrom('ideas').where('id', '=', ideaId).where('user_id', '=', userId));
}
