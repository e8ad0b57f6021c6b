import { IDEA_REALTIME_EVENTS, IDEAS_FEED_TOPIC, topicPrefix } from '@ibh/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { TopicAuthorizer } from '../../platform/realtime/realtime.ts';
import { toIdeaCard } from './idea-card.ts';
import { selectIdeaCards } from './ideas.repo.ts';

/** The feed's topic prefix, for the module manifest. */
export const IDEAS_FEED_PREFIX = topicPrefix(IDEAS_FEED_TOPIC);

/** Every signed-in socket may follow the feed of new public ideas (001 section 7.6). */
export function ideasFeedAuthorizer(): TopicAuthorizer {
  return async (_userId, topic) => topic === IDEAS_FEED_TOPIC;
}

/**
 * Announces a new public idea to the feed, after its transaction committed. The card is the
 * one a stranger would see (a premium idea arrives locked). A failure only logs: the idea is saved.
 */
export async function announceNewIdea(
  ctx: AppContext,
  log: Pick<FastifyBaseLogger, 'warn'>,
  ideaId: string,
): Promise<void> {
  try {
    const [row] = await selectIdeaCards(ctx.db, [ideaId], null);
    if (row?.visibility !== 'public') return;
    const card = await toIdeaCard(ctx.storage, row);
    await ctx.realtime.publish(IDEAS_FEED_TOPIC, { type: IDEA_REALTIME_EVENTS.created, data: card });
  } catch (err) {
    log.warn({ err, ideaId }, 'new idea not announced');
  }
}
