import { WORKSPACE_LIMITS, type Workspace } from '@ibh/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pingPresence } from '../api/ping-presence';
import { workspaceKeys } from '../api/workspace-keys';

/** Tells the server I am here every presencePingMs while the tab is visible, and at once when it shows again. */
export function usePresencePing(ideaId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const ping = () => {
      if (document.visibilityState !== 'visible') return;
      pingPresence(ideaId)
        .then((presence) => {
          if (stopped) return;
          queryClient.setQueryData<Workspace>(workspaceKeys.detail(ideaId), (old) =>
            old ? { ...old, ...presence } : old,
          );
        })
        .catch(() => undefined);
    };
    ping();
    const timer = setInterval(ping, WORKSPACE_LIMITS.presencePingMs);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') ping();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ideaId, enabled, queryClient]);
}
