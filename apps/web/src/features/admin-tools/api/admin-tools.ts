import {
  ADMIN_ANALYTICS_ENDPOINTS,
  ADMIN_COUPON_ENDPOINTS,
  ADMIN_QA_ENDPOINTS,
  type AnalyticsWindow,
  type CreateCouponRequest,
  type SendTestEmailRequest,
} from '@ibh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const keys = {
  coupons: ['admin-tools', 'coupons'] as const,
  analytics: (days: number) => ['admin-tools', 'analytics', days] as const,
};

export function useCoupons() {
  return useQuery({
    queryKey: keys.coupons,
    queryFn: ({ signal }) => api(ADMIN_COUPON_ENDPOINTS.list, { signal }),
  });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponRequest) => api(ADMIN_COUPON_ENDPOINTS.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.coupons }),
  });
}

export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, active }: { couponId: string; active: boolean }) =>
      api(active ? ADMIN_COUPON_ENDPOINTS.activate : ADMIN_COUPON_ENDPOINTS.deactivate, {
        params: { couponId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.coupons }),
  });
}

export function useAnalytics(days: AnalyticsWindow) {
  return useQuery({
    queryKey: keys.analytics(days),
    queryFn: ({ signal }) => api(ADMIN_ANALYTICS_ENDPOINTS.summary, { query: { days: `${days}` }, signal }),
  });
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (body: SendTestEmailRequest) => api(ADMIN_QA_ENDPOINTS.sendTestEmail, { body }),
  });
}

export function useRunQaChecks() {
  return useMutation({ mutationFn: () => api(ADMIN_QA_ENDPOINTS.run, {}) });
}
