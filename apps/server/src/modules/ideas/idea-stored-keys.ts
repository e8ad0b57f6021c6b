import type { Executor } from '../../db/executor.ts';

/**
 * Every storage key that belongs to the given ideas: pictures, attachments and workspace files.
 * Read before the rows go (deleting an idea or its owner's account), removed after commit.
 */
export async function storedKeysOfIdeas(db: Executor, ideaIds: readonly string[]): Promise<string[]> {
  if (ideaIds.length === 0) return [];
  const ids = [...ideaIds];
  const [ideas, files, workspaceFiles] = await Promise.all([
    db.selectFrom('ideas').select('image_paths').where('id', 'in', ids).execute(),
    db.selectFrom('idea_files').select('path').where('idea_id', 'in', ids).execute(),
    db.selectFrom('workspace_file_paths').select('path').where('idea_id', 'in', ids).execute(),
  ]);
  return [
    ...ideas.flatMap((idea) => idea.image_paths),
    ...files.map((file) => file.path),
    ...workspaceFiles.map((file) => file.path),
  ];
}

/** The stored keys of every idea someone owns (their account is being deleted). */
export async function storedKeysOfOwner(db: Executor, userId: string): Promise<string[]> {
  const ideas = await db.selectFrom('ideas').select('id').where('user_id', '=', userId).execute();
  return storedKeysOfIdeas(
    db,
    ideas.map((idea) => idea.id),
  );
}
