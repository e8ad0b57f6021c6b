import { NOTIFICATION_API, type NotificationType, TestNotificationResponseSchema } from '@ibh/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/dev/notifications/test {type}: a sample of that type, to yourself (development only).
 * Resolves whether a notification was stored (false when your preferences turned its category off).
 */
export function useSendTestNotification() {
  return useMutation({
    mutationFn: async (type: NotificationType) =>
      (await api.post(NOTIFICATION_API.test, { body: { type }, schema: TestNotificationResponseSchema }))
        .stored,
  });
}
