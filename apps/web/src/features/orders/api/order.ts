import { ORDER_ENDPOINTS, type OrderDetail } from '@ibh/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isForbidden, isMissingOrder } from '../lib/order-errors';
import { orderKeys } from './order-keys';

/** While a payment is being confirmed (the webhook may land after the redirect) the order is refetched this often. */
export const CONFIRMING_POLL_MS = 1500;
/** Without the realtime socket the open order is refetched this often. */
export const FALLBACK_POLL_MS = 15_000;

/**
 * GET /api/orders/:id; 404 and 403 are answers, never retried. `poll` says, for the order as
 * loaded, how often to refetch it (payment being confirmed, socket down) or false.
 */
export function useOrder(id: string, poll: (order: OrderDetail | undefined) => number | false = () => false) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api(ORDER_ENDPOINTS.detail, { params: { id }, signal }),
    refetchInterval: (query) => (query.state.error ? false : poll(query.state.data)),
    retry: (count, error) => !isMissingOrder(error) && !isForbidden(error) && count < 1,
  });
}

/** Puts an action's answer (the fresh order) in the cache, and lets the lists refetch. */
export function storeOrder(queryClient: QueryClient, order: OrderDetail) {
  queryClient.setQueryData(orderKeys.detail(order.id), order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.activity(order.id) });
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: orderKeys.earnings() });
}
