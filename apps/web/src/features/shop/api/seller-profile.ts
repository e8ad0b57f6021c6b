import { SHOP_ENDPOINTS, type UpdateSellerProfileRequest } from '@ibh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const SELLER_KEY = ['shop', 'profile'] as const;

/** GET /api/shop/profile: my selling profile (whether I am verified, so listed). */
export function useSellerProfile() {
  return useQuery({
    queryKey: SELLER_KEY,
    queryFn: ({ signal }) => api(SHOP_ENDPOINTS.myProfile, { signal }),
  });
}

/** PUT /api/shop/profile: my headline and categories. */
export function useUpdateSellerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSellerProfileRequest) => api(SHOP_ENDPOINTS.updateMyProfile, { body }),
    onSuccess: (profile) => queryClient.setQueryData(SELLER_KEY, profile),
  });
}
