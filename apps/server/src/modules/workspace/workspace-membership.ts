import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/**
 * The workspace's side of someone leaving (or being removed from) an idea's team or its
 * collaborators: their tasks lose their assignee and their presence is forgotten. Called by
 * the collaboration feature inside its transaction, so it never writes workspace tables itself.
 */
export async function forgetWorkspaceMember(db: Executor, ideaId: string, userId: string): Promise<void> {
  await db
    .updateTable('workspace_tasks')
    .set({ assignee_id: null, updated_at: sql<Date>`now()` })
    .where('idea_id', '=', ideaId)
    .where('assignee_id', '=', userId)
    .execute();
  await db
    .deleteFrom('workspace_presence')
    .where('idea_id', '=', ideaId)
    .where('user_id', '=', userId)
    .execute();
}
