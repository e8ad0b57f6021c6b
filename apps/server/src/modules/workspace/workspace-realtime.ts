import type { AppContext } from '../../platform/context.ts';
import type { TopicAuthorizer } from '../../platform/realtime/realtime.ts';
import { loadIdeaAccess } from '../ideas/idea-access.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only the owner, team members and accepted collaborators may subscribe to `workspace:<ideaId>`. */
export function workspaceTopicAuthorizer(ctx: Pick<AppContext, 'db'>): TopicAuthorizer {
  return async (userId, topic) => {
    const ideaId = topic.slice('workspace:'.length);
    if (!UUID.test(ideaId)) return false;
    const access = await loadIdeaAccess(ctx.db, ideaId, userId);
    return access?.isMember ?? false;
  };
}
