import { PROFILE_ENDPOINTS, type UpdateProfileRequest } from '@ibh/contract';
import { api } from '@/lib/api-client';
import { myProfileKey } from '@/lib/my-profile';
import { useSaveOwn } from './save-own';

/** Saves any subset of the editable fields (PATCH /api/profiles/me). */
export function updateProfile(body: UpdateProfileRequest) {
  return api(PROFILE_ENDPOINTS.update, { body });
}

export function useUpdateProfile() {
  return useSaveOwn(updateProfile, myProfileKey, (profile) => profile);
}
