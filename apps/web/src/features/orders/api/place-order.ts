import { DASHBOARD_ENDPOINTS, ORDER_ENDPOINTS, type PlaceOrderRequest } from '@ibh/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** POST /api/orders/quote: the price with the applied coupon (null: none); coupon errors are answers. */
export function useQuote(packageId: string, couponCode: string | null) {
  return useQuery({
    queryKey: orderKeys.quote(packageId, couponCode),
    queryFn: ({ signal }) => api(ORDER_ENDPOINTS.quote, { body: { packageId, couponCode }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The buyer's own ideas, to attach one (first page of My Ideas). */
export function useMyIdeas() {
  return useQuery({
    queryKey: orderKeys.myIdeas(),
    queryFn: ({ signal }) =>
      api(DASHBOARD_ENDPOINTS.ideas, { params: { view: 'myIdeas' }, query: {}, signal }),
  });
}

/**
 * POST /api/orders, then the browser goes to the checkout. The idempotency key is made once per
 * form, so a double click (or a retry after a network error) is one order.
 */
export function usePlaceOrder() {
  return useMutation({
    mutationFn: (request: PlaceOrderRequest) => api(ORDER_ENDPOINTS.place, { body: request }),
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
}
