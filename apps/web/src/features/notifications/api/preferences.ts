import { NOTIFICATION_ENDPOINTS, type NotificationPreferences } from '@ibh/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

const fetchPreferences = (signal?: AbortSignal) => api(NOTIFICATION_ENDPOINTS.preferences, { signal });

/** GET /api/me/notification-preferences. */
export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => fetchPreferences(signal),
  });
}

/** The preferences from the cache, or read once (live alerts ask before they show). */
export function ensurePreferences(queryClient: QueryClient): Promise<NotificationPreferences> {
  return queryClient.ensureQueryData({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => fetchPreferences(signal),
  });
}

/** PUT one or more preferences: shown at once, put back when the server refuses. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<NotificationPreferences>) =>
      api(NOTIFICATION_ENDPOINTS.updatePreferences, { body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences });
      const before = queryClient.getQueryData<NotificationPreferences>(notificationKeys.preferences);
      if (before) queryClient.setQueryData(notificationKeys.preferences, { ...before, ...change });
      return { before };
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(notificationKeys.preferences, context.before);
    },
  });
}
