import {
  type AdminLogWindow,
  type CreateFloorRequest,
  ADMIN_CONSOLE_ENDPOINTS as E,
  ORDER_ENDPOINTS,
  type ProVerificationFilter,
  type ResolveDisputeRequest,
  type ServiceCategory,
  type SetVerificationRequest,
  type UpdateFloorRequest,
} from '@ibh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query keys of the admin console. */
export const adminKeys = {
  all: ['admin-console'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  pros: (filter: ProVerificationFilter) => [...adminKeys.all, 'pros', filter] as const,
  floors: () => [...adminKeys.all, 'floors'] as const,
  disputes: () => [...adminKeys.all, 'disputes'] as const,
  story: (orderId: string) => [...adminKeys.all, 'story', orderId] as const,
  logs: (window: AdminLogWindow) => [...adminKeys.all, 'logs', window] as const,
};

export const useOverview = () =>
  useQuery({ queryKey: adminKeys.overview(), queryFn: ({ signal }) => api(E.overview, { signal }) });

export const usePros = (filter: ProVerificationFilter) =>
  useQuery({
    queryKey: adminKeys.pros(filter),
    queryFn: ({ signal }) => api(E.pros, { query: { filter }, signal }),
  });

export function useSetVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string } & SetVerificationRequest) =>
      api(E.setVerification, {
        params: { userId: input.userId },
        body: { verified: input.verified, note: input.note ?? null },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useFloors = () =>
  useQuery({ queryKey: adminKeys.floors(), queryFn: ({ signal }) => api(E.floors, { signal }) });

export function useUpdateFloor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { category: ServiceCategory } & UpdateFloorRequest) => {
      const { category, ...body } = input;
      return api(E.updateFloor, { params: { category }, body });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useCreateFloor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFloorRequest) => api(E.createFloor, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useDisputes = () =>
  useQuery({ queryKey: adminKeys.disputes(), queryFn: ({ signal }) => api(E.disputes, { signal }) });

/** The whole story of a disputed order: the order (as admin), chat, activity and files. */
export function useDisputeStory(orderId: string) {
  return useQuery({
    queryKey: adminKeys.story(orderId),
    queryFn: async ({ signal }) => {
      const params = { id: orderId };
      const [order, messages, activity, files] = await Promise.all([
        api(ORDER_ENDPOINTS.detail, { params, signal }),
        api(ORDER_ENDPOINTS.messages, { params, query: { limit: 50 }, signal }),
        api(ORDER_ENDPOINTS.activity, { params, query: { limit: 50 }, signal }),
        api(ORDER_ENDPOINTS.files, { params, signal }),
      ]);
      return { order, messages: messages.items, activity: activity.items, files: files.items };
    },
  });
}

export function useResolveDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string } & ResolveDisputeRequest) => {
      const { orderId, ...body } = input;
      return api(E.resolveDispute, { params: { id: orderId }, body });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useLogs = (window: AdminLogWindow) =>
  useQuery({
    queryKey: adminKeys.logs(window),
    queryFn: ({ signal }) => api(E.logs, { query: { window }, signal }),
  });
