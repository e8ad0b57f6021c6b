import { MESSAGE_EVENTS, type SendMessageRequest, type SentMessage, userTopic } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { DM_RATE, dmRateKey } from './dm-rate.ts';
import { assertNotBlocked, assertNotSelf, loadCounterpart } from './messages.policy.ts';
import { MESSAGE_COLUMNS, toDirectMessage } from './messages.repo.ts';

/**
 * POST /api/messages: the schema trimmed the body and checked 1..bodyMax. Refuses yourself,
 * an unknown recipient and a block either way; counts against the sender's rate; inserts and
 * publishes `dm.created` to both people's user topics through the transaction, so a socket only
 * ever sees a committed message.
 */
export async function sendMessage(
  ctx: AppContext,
  senderId: string,
  input: SendMessageRequest,
): Promise<SentMessage> {
  assertNotSelf(senderId, input.recipientId, 'body.recipientId');
  await enforceRateLimit(ctx.db, dmRateKey(senderId), DM_RATE);
  return ctx.db.transaction().execute(async (trx) => {
    const recipient = await loadCounterpart(trx, senderId, input.recipientId);
    assertNotBlocked(recipient);
    const row = await trx
      .insertInto('direct_messages')
      .values({ sender_id: senderId, recipient_id: recipient.id, body: input.body })
      .returning(MESSAGE_COLUMNS)
      .executeTakeFirstOrThrow();
    const sent: SentMessage = { message: toDirectMessage(row), clientId: input.clientId ?? null };
    const event = { type: MESSAGE_EVENTS.created, data: sent };
    await ctx.realtime.publishToEach([userTopic(senderId), userTopic(recipient.id)], event, trx);
    return sent;
  });
}
