import type { Executor } from '../../db/executor.ts';

/**
 * Hides a direct message from everyone but its sender (a moderator's decision, through the admin
 * module's moderation queue): the recipient's thread, conversation list and unread count no
 * longer show it. Runs on the caller's transaction; false when there is no such message.
 * Hiding twice keeps the first time.
 */
export async function hideDirectMessage(db: Executor, messageId: string): Promise<boolean> {
  const row = await db
    .updateTable('direct_messages')
    .set((eb) => ({ hidden_at: eb.fn.coalesce('hidden_at', eb.val(new Date())) }))
    .where('id', '=', messageId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these direct messages a moderator has hidden. */
export async function hiddenDirectMessages(
  db: Executor,
  messageIds: readonly string[],
): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('direct_messages')
    .select('id')
    .where('id', 'in', messageIds)
    .where('hidden_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}
