import type { Conversation } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { selectConversations, toCard, toDirectMessage } from './messages.repo.ts';

/**
 * GET /api/messages: the 300 px list, built from my latest 400 messages either way (000 section
 * 7): one row per person, newest conversation first, with their last message and how many of
 * theirs I have not read. One statement.
 */
export async function listConversations(ctx: AppContext, me: string): Promise<{ items: Conversation[] }> {
  const rows = await selectConversations(ctx.db, me);
  const items = await Promise.all(
    rows.flatMap((row) =>
      row.card
        ? [
            toCard(ctx.storage, { ...row.card, id: row.other_id }).then((user) => ({
              user,
              lastMessage: toDirectMessage(row),
              unread: Number(row.unread),
            })),
          ]
        : [],
    ),
  );
  return { items };
}
