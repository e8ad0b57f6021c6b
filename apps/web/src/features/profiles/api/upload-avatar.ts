import { type MyProfile, PROFILE_ENDPOINTS } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myProfileKey } from '@/lib/my-profile';
import { uploadTo } from '@/lib/upload';

/** PUT /api/profiles/me/avatar with the cropped image as the raw body, reporting percent sent. */
export async function uploadAvatar(image: Blob, onProgress: (percent: number) => void): Promise<string> {
  const { avatarUrl } = await uploadTo(PROFILE_ENDPOINTS.uploadAvatar, {
    body: image,
    contentType: image.type,
    onProgress: (fraction) => onProgress(fraction * 100),
  });
  return avatarUrl;
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
