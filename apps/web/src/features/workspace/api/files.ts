import {
  CLIENT_HEADER,
  CSRF,
  DownloadLinkSchema,
  IDEA_TEXT,
  WORKSPACE_API,
  WORKSPACE_TEXT,
  type WorkspaceFile,
  WorkspaceFileSchema,
  WorkspaceFilesSchema,
} from '@ibh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiRequestError, api, buildUrl, readCookie, refreshSessionOnce } from '@/lib/api-client';
import { errorFromResponse } from '@/lib/api-error';
import { messageOf } from '../lib/error-message';
import { workspaceKeys } from './workspace-keys';

export function useFiles(ideaId: string) {
  return useQuery({
    queryKey: workspaceKeys.files(ideaId),
    queryFn: ({ signal }) => api.get(WORKSPACE_API.files(ideaId), { schema: WorkspaceFilesSchema, signal }),
  });
}

interface RawAnswer {
  status: number;
  text: string;
}

/** One PUT of the raw file, reporting progress (fetch cannot, so XMLHttpRequest). */
function sendOnce(ideaId: string, file: File, onProgress: (percent: number) => void): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', buildUrl(WORKSPACE_API.files(ideaId), { name: file.name }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(CLIENT_HEADER.name, CLIENT_HEADER.value);
    const csrf = readCookie(CSRF.cookie);
    if (csrf) xhr.setRequestHeader(CSRF.header, csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiRequestError({ code: 'E_UNAVAILABLE', status: 0 }));
    xhr.send(file);
  });
}

/** PUT /api/workspaces/:id/files?name= with the file as the raw body; one refresh and retry after a 401. */
export async function uploadFile(
  ideaId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<WorkspaceFile> {
  let answer = await sendOnce(ideaId, file, onProgress);
  if (answer.status === 401 && (await refreshSessionOnce()))
    answer = await sendOnce(ideaId, file, onProgress);
  const response = new Response(answer.text || null, {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
  if (!response.ok) throw await errorFromResponse(response);
  const parsed = WorkspaceFileSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiRequestError({ code: 'E_INTERNAL', status: answer.status });
  onProgress(100);
  return parsed.data;
}

export function useUploadFile(ideaId: string, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile(ideaId, file, onProgress),
    onSuccess: (saved) => {
      queryClient.setQueryData<{ items: WorkspaceFile[] }>(workspaceKeys.files(ideaId), (old) => ({
        items: [saved, ...(old?.items ?? []).filter((item) => item.id !== saved.id)],
      }));
      toast.success(WORKSPACE_TEXT.uploaded);
    },
    onError: (error) => {
      const full = error instanceof ApiRequestError && error.code === 'E_LIMIT_EXCEEDED';
      toast.error(full ? IDEA_TEXT.workspaceFilesFull : IDEA_TEXT.uploadFailed);
    },
  });
}

/** Starts the browser's download of a signed link (the server sends it as an attachment). */
function startDownload(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** POST /api/workspace-files/:id/download, then the 60 s signed link is opened. */
export function useDownloadFile() {
  return useMutation({
    mutationFn: (file: WorkspaceFile) =>
      api.post(WORKSPACE_API.download(file.id), { schema: DownloadLinkSchema }),
    onSuccess: ({ url }, file) => startDownload(url, file.name),
    onError: () => toast.error(IDEA_TEXT.downloadFailed),
  });
}

export function useDeleteFile(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: WorkspaceFile) => api.delete(WORKSPACE_API.file(file.id)),
    onSuccess: (_data, file) => {
      queryClient.setQueryData<{ items: WorkspaceFile[] }>(workspaceKeys.files(ideaId), (old) =>
        old ? { items: old.items.filter((item) => item.id !== file.id) } : old,
      );
      toast.success(WORKSPACE_TEXT.fileDeleted);
    },
    onError: (error) => toast.error(messageOf(error, WORKSPACE_TEXT.deleteFailed)),
  });
}
