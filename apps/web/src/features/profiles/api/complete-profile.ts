import { type CompleteProfileRequest, PROFILE_ENDPOINTS } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myProfileKey } from '@/lib/my-profile';

/** Complete profile (/complete-signup): saves the fields and sets onboard_complete. */
export function completeProfile(body: CompleteProfileRequest) {
  return api(PROFILE_ENDPOINTS.complete, { body });
}

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: (profile) => queryClient.setQueryData(myProfileKey, profile),
  });
}
