import { type MyProfile, PROFILE_ENDPOINTS } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myProfileKey } from '@/lib/my-profile';

/** Lets other controls (Upload Photo) wait while a removal runs. */
export const removeAvatarKey = ['avatar', 'remove'] as const;

/** DELETE /api/profiles/me/avatar: the photo goes, the initial shows instead. */
export function removeAvatar() {
  return api(PROFILE_ENDPOINTS.deleteAvatar);
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: removeAvatarKey,
    mutationFn: removeAvatar,
    onSuccess: async () => {
      // The header and the editor drop the photo at once; then every profile view reads again.
      queryClient.setQueryData<MyProfile>(myProfileKey, (old) => (old ? { ...old, avatarUrl: null } : old));
      await queryClient.invalidateQueries({ queryKey: ['profiles'] });
    },
  });
}
