import type { Executor } from '../../db/executor.ts';

/** The title of an evidence entry's newest version; undefined once the entry is gone. */
export async function latestEvidenceTitle(db: Executor, evidenceId: string): Promise<string | undefined> {
  const version = await db
    .selectFrom('evidence_versions')
    .select('title')
    .where('evidence_id', '=', evidenceId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return version?.title;
}

/** The idea an evidence entry is linked to (null: none); undefined when there is no such entry. */
export async function linkedIdeaOf(db: Executor, evidenceId: string) {
  return db
    .selectFrom('evidence_entries')
    .select('linked_idea_id')
    .where('id', '=', evidenceId)
    .executeTakeFirst();
}
