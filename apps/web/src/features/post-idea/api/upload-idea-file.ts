import { CLIENT_HEADER, CSRF, IDEA_API } from '@ibh/contract';
import { ApiRequestError, buildUrl, readCookie, refreshSessionOnce } from '@/lib/api-client';
import { errorFromResponse } from '@/lib/api-error';
import { contentTypeOf, uploadName } from '../lib/files';

interface RawAnswer {
  status: number;
  text: string;
}

/** One PUT of the raw file, reporting progress from 0 to 1 (fetch cannot, so XMLHttpRequest). */
function sendOnce(ideaId: string, file: File, onProgress: (fraction: number) => void): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', buildUrl(IDEA_API.files(ideaId), { name: uploadName(file) }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', contentTypeOf(file));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(CLIENT_HEADER.name, CLIENT_HEADER.value);
    const csrf = readCookie(CSRF.cookie);
    if (csrf) xhr.setRequestHeader(CSRF.header, csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiRequestError({ code: 'E_UNAVAILABLE', status: 0 }));
    xhr.send(file);
  });
}

/** PUT /api/ideas/:id/files?name=…: one file as the raw body; one refresh and retry after a 401. */
export async function uploadIdeaFile(
  ideaId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  let answer = await sendOnce(ideaId, file, onProgress);
  if (answer.status === 401 && (await refreshSessionOnce()))
    answer = await sendOnce(ideaId, file, onProgress);
  if (answer.status < 200 || answer.status >= 300) {
    throw await errorFromResponse(
      new Response(answer.text || null, {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  }
  onProgress(1);
}
