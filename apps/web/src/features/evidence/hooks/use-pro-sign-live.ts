import { PRO_SIGN_REALTIME, userTopic } from '@ibh/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { useRealtimeTopic } from '@/lib/realtime';
import { refreshAfterChange } from '@/lib/refresh-after-change';
import { evidenceKeys } from '../api/evidence-keys';

/**
 * Keeps the Pro Sign Inbox current from the user's own topic: `prosign.pending` (an invite sent,
 * cancelled or answered) refreshes the inbox and calls `onChange` (My Hub refreshes its badge).
 */
export function useProSignLive(onChange?: (pending: number) => void): void {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  useRealtimeTopic(status === 'signed_in' && user ? userTopic(user.id) : null, (event) => {
    if (event.type !== PRO_SIGN_REALTIME.pendingChanged) return;
    void refreshAfterChange(queryClient, evidenceKeys.inbox());
    const pending = (event.data as { pending?: unknown }).pending;
    onChange?.(typeof pending === 'number' ? pending : 0);
  });
}
