import { type AmbassadorFilter, STUDENTS_ENDPOINTS } from '@ibh/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api } from '@/lib/api-client';
import { studentsKeys } from './students-keys';

/** GET /api/admin/ambassador-applications: newest first, by status, in keyset pages. */
export function useReviewAmbassadors(filter: AmbassadorFilter) {
  return useInfiniteQuery({
    queryKey: studentsKeys.reviewList(filter),
    ...keysetPages((cursor, signal) =>
      api(STUDENTS_ENDPOINTS.adminList, { query: { status: filter, cursor }, signal }),
    ),
  });
}

export interface AmbassadorReview {
  kind: 'approve' | 'decline';
  id: string;
}

/** Approve or decline; every list (and the students page's rail) is read again afterwards. */
export function useReviewAmbassador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: AmbassadorReview) =>
      api(kind === 'approve' ? STUDENTS_ENDPOINTS.approve : STUDENTS_ENDPOINTS.decline, {
        params: { applicationId: id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentsKeys.all }),
  });
}
