import { PROFILE_ENDPOINTS } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api, isApiRequestError } from '@/lib/api-client';

/** A professional's profile: headline, categories, impact score, verification. */
export function useProProfile(userId: string) {
  return useQuery({
    queryKey: ['profiles', 'pro', userId],
    queryFn: ({ signal }) => api(PROFILE_ENDPOINTS.pro, { params: { userId }, signal }),
    retry: (count, error) => !(isApiRequestError(error) && error.status < 500) && count < 1,
  });
}
