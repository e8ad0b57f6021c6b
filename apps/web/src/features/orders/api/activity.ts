import { ORDER_ENDPOINTS } from '@ibh/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** The order log's system entries, newest first, keyset pages. */
export function useOrderActivity(id: string) {
  return useInfiniteQuery({
    queryKey: orderKeys.activity(id),
    ...keysetPages((cursor, signal) =>
      api(ORDER_ENDPOINTS.activity, { params: { id }, query: { cursor }, signal }),
    ),
  });
}
