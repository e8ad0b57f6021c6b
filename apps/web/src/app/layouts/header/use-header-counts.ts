import {
  type HeaderCounts,
  NOTIFICATION_ENDPOINTS,
  NOTIFICATION_EVENTS,
  NotificationSchema,
  PRO_SIGN_REALTIME,
  userTopic,
} from '@ibh/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { headerCountsKey } from '@/lib/header-counts-key';
import { REALTIME_RESUBSCRIBED, useRealtimeTopic } from '@/lib/realtime';
import { useBackoffPoll } from '@/lib/use-backoff-poll';

export type { HeaderCounts };

const NONE: HeaderCounts = { notifications: 0, inbox: 0, proSign: 0 };

const same = (a: HeaderCounts | undefined, b: HeaderCounts | undefined) =>
  a?.notifications === b?.notifications && a?.inbox === b?.inbox && a?.proSign === b?.proSign;

/**
 * Counts behind the header badges (bell, avatar menu, Inbox button, Pro Sign Inbox): GET
 * /api/me/counts while signed in, kept current live from the user's own topic (notification.*,
 * dm.*, and prosign.pending, whose count is shown at once and then confirmed by a refetch).
 * Only while that topic is not live does it poll, every 15 s, backing off up to 4x.
 */
export function useHeaderCounts(): HeaderCounts {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = status === 'signed_in' && Boolean(user);
  const counts = useQuery({
    queryKey: headerCountsKey,
    queryFn: ({ signal }) => api(NOTIFICATION_ENDPOINTS.counts, { signal }),
    enabled: signedIn,
  });

  const refetch = () => void queryClient.invalidateQueries({ queryKey: headerCountsKey });
  const live = useRealtimeTopic(signedIn && user ? userTopic(user.id) : null, (event) => {
    if (event.type === NOTIFICATION_EVENTS.created) {
      const parsed = NotificationSchema.safeParse(event.data);
      if (parsed.success && !parsed.data.isRead) {
        queryClient.setQueryData<HeaderCounts>(headerCountsKey, (old) =>
          old ? { ...old, notifications: old.notifications + 1 } : old,
        );
      }
      refetch();
    } else if (event.type === NOTIFICATION_EVENTS.allRead) {
      queryClient.setQueryData<HeaderCounts>(headerCountsKey, (old) =>
        old ? { ...old, notifications: 0 } : old,
      );
      refetch();
    } else if (event.type === PRO_SIGN_REALTIME.pendingChanged) {
      const pending = (event.data as { pending?: unknown } | null)?.pending;
      if (typeof pending === 'number') {
        queryClient.setQueryData<HeaderCounts>(headerCountsKey, (old) =>
          old ? { ...old, proSign: pending } : old,
        );
      }
      refetch();
    } else if (
      event.type.startsWith('notification.') ||
      event.type.startsWith('dm.') ||
      event.type === REALTIME_RESUBSCRIBED
    ) {
      refetch();
    }
  });

  useBackoffPoll({
    enabled: signedIn && !live,
    poll: async () => {
      const before = queryClient.getQueryData<HeaderCounts>(headerCountsKey);
      const result = await counts.refetch();
      if (result.isError) return false;
      return !same(before, result.data);
    },
  });

  return signedIn ? (counts.data ?? NONE) : NONE;
}
