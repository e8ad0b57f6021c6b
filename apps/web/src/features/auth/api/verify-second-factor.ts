import { SECOND_FACTOR_ENDPOINTS, type VerifySecondFactorRequest } from '@ibh/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Finishes a pending sign-in with an authenticator or recovery code (the pending-login cookie). */
export function useVerifySecondFactor() {
  return useMutation({
    mutationFn: (body: VerifySecondFactorRequest) => api(SECOND_FACTOR_ENDPOINTS.verify, { body }),
  });
}
