import {
  type CreateServiceRequest,
  type ServiceDetail,
  type ServiceImageKind,
  SHOP_ENDPOINTS,
  type UpdateServiceRequest,
} from '@ibh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadTo } from '@/lib/upload';
import { shopKeys } from './shop-keys';

/** GET /api/shop/services: my services, drafts included. */
export function useMyServices(enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.mine(),
    queryFn: ({ signal }) => api(SHOP_ENDPOINTS.myServices, { signal }),
    enabled,
  });
}

/** After any change: the list, the service page and browse see the new state. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (service?: ServiceDetail) => {
    if (service) queryClient.setQueryData(shopKeys.service(service.id), service);
    void queryClient.invalidateQueries({ queryKey: shopKeys.all });
  };
}

export function useCreateService() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateServiceRequest) => api(SHOP_ENDPOINTS.create, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateService(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateServiceRequest) => api(SHOP_ENDPOINTS.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export type ServiceAction = 'publish' | 'unpublish' | 'remove';

/** Publish, unpublish or delete one of my services. */
export function useServiceAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: ServiceAction }) => {
      if (action === 'remove') {
        await api(SHOP_ENDPOINTS.remove, { params: { id } });
        return undefined;
      }
      return api(SHOP_ENDPOINTS[action], { params: { id } });
    },
    onSuccess: (service) => refresh(service),
  });
}

/** PUT /api/shop/services/:id/images/:kind: the raw image with progress; answers the service. */
export function useUploadServiceImage(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      kind,
      file,
      onProgress,
    }: {
      kind: ServiceImageKind;
      file: File;
      onProgress: (fraction: number) => void;
    }) =>
      uploadTo(SHOP_ENDPOINTS.uploadImage, {
        params: { id, kind },
        body: file,
        contentType: file.type || 'application/octet-stream',
        onProgress,
      }),
    onSuccess: refresh,
  });
}
