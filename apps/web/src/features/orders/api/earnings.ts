import { EARNINGS_TEXT, ORDER_ENDPOINTS } from '@ibh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '@/lib/api-client';
import { messageOf } from '../lib/order-errors';
import { orderKeys } from './order-keys';

export function useEarnings(enabled = true) {
  return useQuery({
    enabled,
    queryKey: orderKeys.earnings(),
    queryFn: ({ signal }) => api(ORDER_ENDPOINTS.earnings, { signal }),
  });
}

/** Pays out the available balance; `idempotencyKey` is kept until it succeeds. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => api(ORDER_ENDPOINTS.requestPayout, { body: { idempotencyKey } }),
    onSuccess: ({ earnings }) => {
      queryClient.setQueryData(orderKeys.earnings(), earnings);
      toast.success(EARNINGS_TEXT.payoutDone);
    },
    onError: (error) => toast.error(messageOf(error, EARNINGS_TEXT.payoutFailed)),
  });
}
