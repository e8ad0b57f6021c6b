import { AvatarResponseSchema, CLIENT_HEADER, CSRF, type MyProfile, PROFILE_API } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, buildUrl, readCookie, refreshSessionOnce } from '@/lib/api-client';
import { errorFromResponse } from '@/lib/api-error';
import { myProfileKey } from '@/lib/my-profile';

interface RawAnswer {
  status: number;
  text: string;
}

/** One PUT of the raw image body, reporting upload progress (fetch cannot, so XMLHttpRequest). */
function sendOnce(image: Blob, onProgress: (percent: number) => void): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', buildUrl(PROFILE_API.avatar));
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', image.type);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(CLIENT_HEADER.name, CLIENT_HEADER.value);
    const csrf = readCookie(CSRF.cookie);
    if (csrf) xhr.setRequestHeader(CSRF.header, csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiRequestError({ code: 'E_UNAVAILABLE', status: 0 }));
    xhr.send(image);
  });
}

/** PUT /api/profiles/me/avatar with the cropped image as the raw body; one refresh and retry after a 401. */
export async function uploadAvatar(image: Blob, onProgress: (percent: number) => void): Promise<string> {
  let answer = await sendOnce(image, onProgress);
  if (answer.status === 401 && (await refreshSessionOnce())) answer = await sendOnce(image, onProgress);
  const response = new Response(answer.text || null, {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
  if (!response.ok) throw await errorFromResponse(response);
  const parsed = AvatarResponseSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiRequestError({ code: 'E_INTERNAL', status: answer.status });
  onProgress(100);
  return parsed.data.avatarUrl;
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
