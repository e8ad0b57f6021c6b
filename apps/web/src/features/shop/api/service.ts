import { SHOP_ENDPOINTS } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api, isApiRequestError } from '@/lib/api-client';
import { shopKeys } from './shop-keys';

/** GET /api/services/:id: the service page (a 404 is an answer, not retried). */
export function useService(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: shopKeys.service(id),
    queryFn: ({ signal }) => api(SHOP_ENDPOINTS.detail, { params: { id }, signal }),
    retry: (count, error) => !(isApiRequestError(error) && error.status < 500) && count < 1,
  });
}

/** A 404 (or an id that is not one): the page says 'Service not found'. */
export function isMissing(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 404 || error.code === 'E_INVALID_INPUT');
}
