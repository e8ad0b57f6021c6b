import { type CompleteProfileRequest, PROFILE_ENDPOINTS } from '@ibh/contract';
import { api } from '@/lib/api-client';
import { useMyProfileWrite } from './my-profile-write';

/** Complete profile (/complete-signup): saves the fields and sets onboard_complete. */
export function completeProfile(body: CompleteProfileRequest) {
  return api(PROFILE_ENDPOINTS.complete, { body });
}

export function useCompleteProfile() {
  return useMyProfileWrite(completeProfile);
}
