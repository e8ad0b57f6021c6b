import { ORDER_ENDPOINTS, type OrderRole, type OrderStatus } from '@ibh/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/orders: my orders on one side, newest first, optionally of one status; keyset pages. */
export function useOrderList(role: OrderRole, status: OrderStatus | null) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(role, status),
    ...keysetPages((cursor, signal) =>
      api(ORDER_ENDPOINTS.list, { query: { role, status: status ?? undefined, cursor }, signal }),
    ),
  });
}
