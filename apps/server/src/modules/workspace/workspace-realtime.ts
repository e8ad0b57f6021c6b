import type { AppContext } from '../../platform/context.ts';
import { loadIdeaAccess } from '../ideas/idea-access.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only the owner, team members and accepted collaborators may subscribe to `workspace:<ideaId>`. */
export function allowWorkspaceTopics(ctx: Pick<AppContext, 'realtime' | 'db'>): void {
  ctx.realtime.allow('workspace', async (userId, topic) => {
    const ideaId = topic.slice('workspace:'.length);
    if (!UUID.test(ideaId)) return false;
    const access = await loadIdeaAccess(ctx.db, ideaId, userId);
    return access?.isMember ?? false;
  });
}
