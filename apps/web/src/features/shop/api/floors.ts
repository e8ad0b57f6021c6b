import { type CategoryFloor, type ServiceCategory, SHOP_ENDPOINTS } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shopKeys } from './shop-keys';

const FLOORS_STALE_MS = 5 * 60 * 1000;

/** GET /api/shop/floors: each category's floor and suggested range, keyed by category. */
export function useFloors() {
  return useQuery({
    queryKey: shopKeys.floors(),
    queryFn: ({ signal }) => api(SHOP_ENDPOINTS.floors, { signal }),
    select: (data) =>
      Object.fromEntries(data.items.map((floor) => [floor.category, floor])) as Partial<
        Record<ServiceCategory, CategoryFloor>
      >,
    staleTime: FLOORS_STALE_MS,
  });
}
