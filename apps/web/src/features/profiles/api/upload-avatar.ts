import { AvatarResponseSchema, type MyProfile, PROFILE_API } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myProfileKey } from '@/lib/my-profile';
import { parseUploadAnswer, putRaw } from '@/lib/upload';

/** PUT /api/profiles/me/avatar with the cropped image as the raw body, reporting percent sent. */
export async function uploadAvatar(image: Blob, onProgress: (percent: number) => void): Promise<string> {
  const answer = await putRaw(PROFILE_API.avatar, image, {
    contentType: image.type,
    onProgress: (fraction) => onProgress(fraction * 100),
  });
  return parseUploadAnswer(AvatarResponseSchema, answer).avatarUrl;
}

export function useUploadAvatar(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: Blob) => uploadAvatar(image, onProgress),
    onSuccess: async (avatarUrl) => {
      queryClient.setQueryData<MyProfile>(myProfileKey, (old) => (old ? { ...old, avatarUrl } : old));
      await queryClient.invalidateQueries({ queryKey: ['profiles', 'public'] });
    },
  });
}
