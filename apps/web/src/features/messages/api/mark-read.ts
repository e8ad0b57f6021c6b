import { MESSAGE_ENDPOINTS } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { headerCountsKey } from '@/lib/header-counts-key';
import { clearUnread, markReadInThread } from './inbox-cache';

/** Marks the messages `otherId` sent me as read (read_at), here and in the header counts. */
export function useMarkRead(meId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherId: string) => api(MESSAGE_ENDPOINTS.markRead, { params: { userId: otherId } }),
    onSuccess: ({ readAt }, otherId) => {
      markReadInThread(queryClient, otherId, meId, readAt ?? new Date().toISOString());
      clearUnread(queryClient, otherId);
      void queryClient.invalidateQueries({ queryKey: headerCountsKey });
    },
  });
}
