import { PROFILE_ENDPOINTS, type VerificationRequest } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myProfileKey } from '@/lib/my-profile';

/** Sets verification_requested and status pending; idea owners get 403. */
export function requestVerification(body: VerificationRequest) {
  return api(PROFILE_ENDPOINTS.verification, { body });
}

export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVerification,
    onSuccess: (profile) => queryClient.setQueryData(myProfileKey, profile),
  });
}
