import { ORDER_ENDPOINTS } from '@ibh/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** The order log's system entries, newest first, keyset pages. */
export function useOrderActivity(id: string) {
  return useInfiniteQuery({
    queryKey: orderKeys.activity(id),
    queryFn: ({ pageParam, signal }) =>
      api(ORDER_ENDPOINTS.activity, { params: { id }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
