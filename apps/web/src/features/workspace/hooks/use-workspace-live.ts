import {
  PresenceSchema,
  REALTIME_EVENTS,
  WORKSPACE_EVENTS,
  type Workspace,
  WorkspaceMessageSchema,
  WorkspaceTaskSchema,
  workspaceTopic,
} from '@ibh/contract';
import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_RESUBSCRIBED, useRealtimeTopic } from '@/lib/realtime';
import { refreshAfterChange } from '@/lib/refresh-after-change';
import { addMessage } from '../api/messages';
import { removeTask, upsertTask } from '../api/tasks';
import { workspaceKeys } from '../api/workspace-keys';

/** Keeps the open workspace current from its realtime topic (chat, tasks, files, presence, members). */
export function useWorkspaceLive(ideaId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useRealtimeTopic(enabled ? workspaceTopic(ideaId) : null, (event) => {
    switch (event.type) {
      case WORKSPACE_EVENTS.messageCreated: {
        const parsed = WorkspaceMessageSchema.safeParse(event.data);
        if (parsed.success) addMessage(queryClient, ideaId, parsed.data);
        return;
      }
      case WORKSPACE_EVENTS.taskChanged: {
        const parsed = WorkspaceTaskSchema.safeParse(event.data);
        if (parsed.success) upsertTask(queryClient, ideaId, parsed.data);
        return;
      }
      case WORKSPACE_EVENTS.taskDeleted: {
        const parsed = REALTIME_EVENTS[WORKSPACE_EVENTS.taskDeleted].safeParse(event.data);
        if (parsed.success) removeTask(queryClient, ideaId, parsed.data.id);
        return;
      }
      case WORKSPACE_EVENTS.filesChanged:
        void refreshAfterChange(queryClient, workspaceKeys.files(ideaId));
        return;
      case WORKSPACE_EVENTS.presenceChanged: {
        const parsed = PresenceSchema.safeParse(event.data);
        if (parsed.success) {
          queryClient.setQueryData<Workspace>(workspaceKeys.detail(ideaId), (old) =>
            old ? { ...old, ...parsed.data } : old,
          );
        }
        return;
      }
      case WORKSPACE_EVENTS.membersChanged:
        void refreshAfterChange(queryClient, workspaceKeys.detail(ideaId));
        return;
      case REALTIME_RESUBSCRIBED:
        // Events may have been missed while the socket was down.
        void refreshAfterChange(queryClient, workspaceKeys.all(ideaId));
        return;
      default:
        return;
    }
  });
}
