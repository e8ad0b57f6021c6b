import { WORKSPACE_ENDPOINTS } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api, isApiRequestError } from '@/lib/api-client';
import { workspaceKeys } from './workspace-keys';

/** GET /api/workspaces/:id. A refusal (403/404/400) is an answer: it is not retried. */
export function useWorkspace(ideaId: string) {
  return useQuery({
    queryKey: workspaceKeys.detail(ideaId),
    queryFn: ({ signal }) => api(WORKSPACE_ENDPOINTS.workspace, { params: { id: ideaId }, signal }),
    retry: (count, error) =>
      !(isApiRequestError(error) && error.status >= 400 && error.status < 500) && count < 1,
  });
}
