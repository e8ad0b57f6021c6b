import { SHOP_ENDPOINTS } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shopKeys } from './shop-keys';

/** GET /api/pros/:userId/services: a professional's listed services, for /pro/:id. */
export function useProServices(userId: string) {
  return useQuery({
    queryKey: shopKeys.proServices(userId),
    queryFn: ({ signal }) => api(SHOP_ENDPOINTS.proServices, { params: { userId }, signal }),
  });
}
