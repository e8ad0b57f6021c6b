import { REVIEW_ENDPOINTS, REVIEW_TEXT, type WriteReviewRequest } from '@ibh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '@/lib/api-client';
import { messageOf } from '../lib/order-errors';
import { orderKeys } from './order-keys';

/** GET /api/orders/:id/reviews: the order's reviews as this party sees them (issue 29). */
export function useOrderReviews(id: string) {
  return useQuery({
    queryKey: orderKeys.reviews(id),
    queryFn: ({ signal }) => api(REVIEW_ENDPOINTS.orderReviews, { params: { id }, signal }),
  });
}

/** POST /api/orders/:id/reviews: the answer is the order's reviews after writing. */
export function useWriteReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WriteReviewRequest) => api(REVIEW_ENDPOINTS.write, { params: { id }, body }),
    onSuccess: (reviews) => {
      queryClient.setQueryData(orderKeys.reviews(id), reviews);
      toast.success(REVIEW_TEXT.posted);
    },
    onError: (error) => toast.error(messageOf(error, REVIEW_TEXT.submitFailed)),
  });
}
