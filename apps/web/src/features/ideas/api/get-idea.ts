import { IDEA_ENDPOINTS, type IdeaDetail } from '@ibh/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiRequestError } from '@/lib/api-client';
import { ideaKeys } from './idea-keys';

/** A missing or private idea (404), or an id that is not one (400), reads the same: not found. */
export function isIdeaNotFound(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 404 || error.status === 400);
}

export function ideaQuery(id: string) {
  return queryOptions({
    queryKey: ideaKeys.detail(id),
    queryFn: ({ signal }) => api(IDEA_ENDPOINTS.detail, { params: { id }, signal }),
    // 'Not found' is an answer, not a hiccup: asking again will not change it.
    retry: (count, error) => !(isApiRequestError(error) && error.status < 500) && count < 1,
  });
}

/** GET /api/ideas/:id: the idea with what the viewer is and has done on it. */
export function useIdea(id: string) {
  return useQuery(ideaQuery(id));
}

/** Changes the cached idea in place (after a toggle or an optimistic update). */
export function patchIdea(
  queryClient: QueryClient,
  id: string,
  change: (idea: IdeaDetail) => IdeaDetail,
): void {
  queryClient.setQueryData<IdeaDetail>(ideaKeys.detail(id), (old) => (old ? change(old) : old));
}
