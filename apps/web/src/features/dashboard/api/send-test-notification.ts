import { NOTIFICATION_ENDPOINTS, type NotificationType } from '@ibh/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/dev/notifications/test {type}: a sample of that type, to yourself (development only).
 * Resolves whether a notification was stored (false when your preferences turned its category off).
 */
export function useSendTestNotification() {
  return useMutation({
    mutationFn: async (type: NotificationType) =>
      (await api(NOTIFICATION_ENDPOINTS.test, { body: { type } })).stored,
  });
}
