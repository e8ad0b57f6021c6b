import { WORKSPACE_TEXT } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { answerCollabRequest } from '@/lib/collab-requests';
import { workspaceKeys } from './workspace-keys';

/** The owner accepts or declines a pending request to collaborate, from the workspace aside. */
export function useRespondRequest(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: string; accept: boolean }) =>
      answerCollabRequest(requestId, accept),
    onSuccess: (_data, { accept }) => {
      toast.success(accept ? WORKSPACE_TEXT.accepted : WORKSPACE_TEXT.declined);
    },
    onError: () => {
      toast.error(WORKSPACE_TEXT.requestFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(ideaId) }),
  });
}
