import { TESTIMONIAL_ENDPOINTS, type TestimonialFilter, type TestimonialInput } from '@ibh/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api } from '@/lib/api-client';
import { testimonialKeys } from './testimonial-keys';

/** GET /api/admin/testimonials: newest first, by filter, in keyset pages. */
export function useReviewTestimonials(filter: TestimonialFilter) {
  return useInfiniteQuery({
    queryKey: testimonialKeys.reviewList(filter),
    ...keysetPages((cursor, signal) =>
      api(TESTIMONIAL_ENDPOINTS.adminList, { query: { status: filter, cursor }, signal }),
    ),
  });
}

export type ReviewAction =
  | { kind: 'approve' | 'unapprove' | 'delete'; id: string }
  | { kind: 'update'; id: string; body: TestimonialInput };

async function runAction(action: ReviewAction): Promise<void> {
  const params = { testimonialId: action.id };
  switch (action.kind) {
    case 'approve':
      await api(TESTIMONIAL_ENDPOINTS.approve, { params });
      return;
    case 'unapprove':
      await api(TESTIMONIAL_ENDPOINTS.unapprove, { params });
      return;
    case 'update':
      await api(TESTIMONIAL_ENDPOINTS.update, { params, body: action.body });
      return;
    case 'delete':
      await api(TESTIMONIAL_ENDPOINTS.remove, { params });
  }
}

/** Approve, unapprove, edit or delete; every list (the home one too) is read again afterwards. */
export function useReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}
