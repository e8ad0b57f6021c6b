import { INBOX_TEXT, MESSAGE_ENDPOINTS, MESSAGE_TEXT } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '@/lib/api-client';
import { setBlockedByMe } from './inbox-cache';

/** Block (true) or unblock (false) `userId`: no more messages either way while blocked. */
export function useBlockUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      api(block ? MESSAGE_ENDPOINTS.block : MESSAGE_ENDPOINTS.unblock, { params: { userId } }),
    onSuccess: ({ blocked }) => {
      setBlockedByMe(queryClient, userId, blocked);
      toast.success(blocked ? MESSAGE_TEXT.blockedToast : MESSAGE_TEXT.unblockedToast);
    },
    onError: (_error, block) => toast.error(block ? INBOX_TEXT.blockFailed : INBOX_TEXT.unblockFailed),
  });
}
