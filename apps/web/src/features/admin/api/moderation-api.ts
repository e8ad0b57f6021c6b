import { MODERATION_ENDPOINTS as M, type ModerationAction, type ModerationFilter } from '@ibh/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-api';

export const reportKeys = {
  all: [...adminKeys.all, 'reports'] as const,
  list: (status: ModerationFilter) => [...reportKeys.all, status] as const,
};

/** The moderation queue, one keyset page after another (Load more). */
export const useReports = (status: ModerationFilter) =>
  useInfiniteQuery({
    queryKey: reportKeys.list(status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api(M.list, { query: { status, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    getNextPageParam: (page) => page.nextCursor,
  });

/** Dismiss, hide the item, or warn the author (with an optional note); every list is refetched. */
export function useActOnReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      reportId,
      action,
      note,
    }: {
      reportId: string;
      action: ModerationAction;
      note?: string;
    }) => {
      const params = { reportId };
      if (action === 'dismiss') return api(M.dismiss, { params });
      if (action === 'hide') return api(M.hide, { params });
      return api(M.warn, { params, body: { note: note?.trim() || null } });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
