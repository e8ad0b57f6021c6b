import { REVIEW_ENDPOINTS, type ReviewRole } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query keys of track records and reviews (shared by the shop, profiles and orders screens). */
export const trackRecordKeys = {
  record: (userId: string) => ['track-record', userId] as const,
  reviews: (userId: string, as: ReviewRole, serviceId: string | null) =>
    ['track-record', userId, 'reviews', as, serviceId] as const,
};

/** GET /api/people/:userId/track-record: figures counted from the person's orders. */
export function useTrackRecord(userId: string) {
  return useQuery({
    queryKey: trackRecordKeys.record(userId),
    queryFn: ({ signal }) => api(REVIEW_ENDPOINTS.trackRecord, { params: { userId }, signal }),
  });
}

/** GET /api/people/:userId/reviews: the visible reviews about them, newest first. */
export function usePersonReviews(userId: string, as: ReviewRole, serviceId: string | null) {
  return useQuery({
    queryKey: trackRecordKeys.reviews(userId, as, serviceId),
    queryFn: ({ signal }) =>
      api(REVIEW_ENDPOINTS.personReviews, {
        params: { userId },
        query: serviceId ? { as, serviceId } : { as },
        signal,
      }),
  });
}
