import { ORDER_ENDPOINTS, ORDER_ERROR_TEXT, type OrderFile, WORKROOM_SCREEN_TEXT } from '@ibh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiRequestError, api } from '@/lib/api-client';
import { startDownload } from '@/lib/download';
import { fileUpload, uploadTo } from '@/lib/upload';
import { orderKeys } from './order-keys';

export function useOrderFiles(id: string) {
  return useQuery({
    queryKey: orderKeys.files(id),
    queryFn: ({ signal }) => api(ORDER_ENDPOINTS.files, { params: { id }, signal }),
  });
}

/** POST /api/orders/:id/files?name= with the file as the raw body, reporting percent sent. */
export function useUploadOrderFile(id: string, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadTo(ORDER_ENDPOINTS.uploadFile, { params: { id }, ...fileUpload(file, onProgress) }),
    onSuccess: (saved) => {
      queryClient.setQueryData<{ items: OrderFile[] }>(orderKeys.files(id), (old) => ({
        items: [saved, ...(old?.items ?? []).filter((item) => item.id !== saved.id)],
      }));
      void queryClient.invalidateQueries({ queryKey: orderKeys.activity(id) });
      toast.success(WORKROOM_SCREEN_TEXT.uploaded);
    },
    onError: (error) => {
      // The server's reasons (full folder, refused type) are clearer than the generic alert.
      const explained = error instanceof ApiRequestError && [413, 415, 422].includes(error.status);
      toast.error(explained ? error.message : ORDER_ERROR_TEXT.uploadFailed);
    },
  });
}

/** A 60 s signed link, then the download; 'Failed to download file' when it cannot be had. */
export function useDownloadOrderFile(id: string) {
  return useMutation({
    mutationFn: (file: OrderFile) => api(ORDER_ENDPOINTS.downloadFile, { params: { id, fileId: file.id } }),
    onSuccess: ({ url }, file) => startDownload(url, file.originalName),
    onError: () => toast.error(ORDER_ERROR_TEXT.downloadFailed),
  });
}
