import { PROFILE_ENDPOINTS, type UpdateProfileRequest } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myProfileKey } from '@/lib/my-profile';

/** Saves any subset of the editable fields (PATCH /api/profiles/me). */
export function updateProfile(body: UpdateProfileRequest) {
  return api(PROFILE_ENDPOINTS.update, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(myProfileKey, profile);
      await queryClient.invalidateQueries({ queryKey: ['profiles', 'public'] });
    },
  });
}
