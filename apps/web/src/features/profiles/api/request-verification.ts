import { PROFILE_ENDPOINTS, type VerificationRequest } from '@ibh/contract';
import { api } from '@/lib/api-client';
import { useMyProfileWrite } from './my-profile-write';

/** Sets verification_requested and status pending; idea owners get 403. */
export function requestVerification(body: VerificationRequest) {
  return api(PROFILE_ENDPOINTS.verification, { body });
}

export function useRequestVerification() {
  return useMyProfileWrite(requestVerification);
}
