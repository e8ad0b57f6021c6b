import { type RealtimeEventData, WORKSPACE_EVENTS, workspaceTopic } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';

type WorkspaceEventType = (typeof WORKSPACE_EVENTS)[keyof typeof WORKSPACE_EVENTS];

/**
 * Pushes a change to every socket subscribed to the idea's workspace topic. Pass the action's
 * transaction as `via`: the event then goes out only when (and once) the change commits.
 */
export function publishWorkspaceEvent<T extends WorkspaceEventType>(
  ctx: Pick<AppContext, 'realtime'>,
  ideaId: string,
  type: T,
  data: RealtimeEventData<T>,
  via?: Kysely<DB>,
): Promise<void> {
  return ctx.realtime.publish(workspaceTopic(ideaId), { type, data }, via);
}

/** Someone joined, left, asked to join or was invited: clients reload the workspace. */
export function publishMembersChanged(ctx: Pick<AppContext, 'realtime'>, ideaId: string, via?: Kysely<DB>) {
  return publishWorkspaceEvent(ctx, ideaId, WORKSPACE_EVENTS.membersChanged, { ideaId }, via);
}
