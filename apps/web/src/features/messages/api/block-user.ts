import { BlockStateSchema, INBOX_TEXT, MESSAGE_API, MESSAGE_TEXT } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '@/lib/api-client';
import { setBlockedByMe } from './inbox-cache';

/** Block (true) or unblock (false) `userId`: no more messages either way while blocked. */
export function useBlockUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      block
        ? api.post(MESSAGE_API.block(userId), { schema: BlockStateSchema })
        : api.delete(MESSAGE_API.block(userId), { schema: BlockStateSchema }),
    onSuccess: ({ blocked }) => {
      setBlockedByMe(queryClient, userId, blocked);
      toast.success(blocked ? MESSAGE_TEXT.blockedToast : MESSAGE_TEXT.unblockedToast);
    },
    onError: (_error, block) => toast.error(block ? INBOX_TEXT.blockFailed : INBOX_TEXT.unblockFailed),
  });
}
