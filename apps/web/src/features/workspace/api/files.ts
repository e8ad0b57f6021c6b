import { IDEA_TEXT, WORKSPACE_ENDPOINTS, WORKSPACE_TEXT, type WorkspaceFile } from '@ibh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiRequestError, api } from '@/lib/api-client';
import { startDownload } from '@/lib/download';
import { fileUpload, uploadTo } from '@/lib/upload';
import { messageOf } from '../lib/error-message';
import { workspaceKeys } from './workspace-keys';

export function useFiles(ideaId: string) {
  return useQuery({
    queryKey: workspaceKeys.files(ideaId),
    queryFn: ({ signal }) => api(WORKSPACE_ENDPOINTS.files, { params: { id: ideaId }, signal }),
  });
}

/** PUT /api/workspaces/:id/files?name= with the file as the raw body, reporting percent sent. */
export async function uploadFile(
  ideaId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<WorkspaceFile> {
  return uploadTo(WORKSPACE_ENDPOINTS.uploadFile, {
    params: { id: ideaId },
    ...fileUpload(file, onProgress),
  });
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

/** POST /api/workspace-files/:id/download, then the 60 s signed link is opened. */
export function useDownloadFile() {
  return useMutation({
    mutationFn: (file: WorkspaceFile) => api(WORKSPACE_ENDPOINTS.downloadLink, { params: { id: file.id } }),
    onSuccess: ({ url }, file) => startDownload(url, file.name),
    onError: () => toast.error(IDEA_TEXT.downloadFailed),
  });
}

export function useDeleteFile(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: WorkspaceFile) => api(WORKSPACE_ENDPOINTS.deleteFile, { params: { id: file.id } }),
    onSuccess: (_data, file) => {
      queryClient.setQueryData<{ items: WorkspaceFile[] }>(workspaceKeys.files(ideaId), (old) =>
        old ? { items: old.items.filter((item) => item.id !== file.id) } : old,
      );
      toast.success(WORKSPACE_TEXT.fileDeleted);
    },
    onError: (error) => toast.error(messageOf(error, WORKSPACE_TEXT.deleteFailed)),
  });
}
