import { INBOX_TO_PARAM } from '@ibh/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isUserId, takeNextDmUser } from '@/components/messaging/next-dm-user';

export interface InboxTarget {
  /** The person whose conversation is open (?to=), or null. */
  openUserId: string | null;
  /** ?to= names the viewer themself. */
  isSelf: boolean;
  /** Opens a conversation: a new history entry, so Back returns to the previous one. */
  open: (userId: string) => void;
  /** Back to the list (phones). */
  close: () => void;
}

/**
 * Which conversation is open: the `to` query parameter, else (once, on arrival) the stored
 * next-DM-user id, which is then cleared (000 section 2, Messages inbox).
 */
export function useInboxTarget(meId: string): InboxTarget {
  const [params, setParams] = useSearchParams();
  const raw = params.get(INBOX_TO_PARAM)?.toLowerCase() ?? null;
  const valid = isUserId(raw) ? raw : null;
  const read = useRef(false);

  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const stored = takeNextDmUser();
    if (!raw && stored) setParams({ [INBOX_TO_PARAM]: stored.toLowerCase() }, { replace: true });
  }, [raw, setParams]);

  const open = useCallback((userId: string) => setParams({ [INBOX_TO_PARAM]: userId }), [setParams]);
  const close = useCallback(() => setParams({}), [setParams]);

  return {
    openUserId: valid && valid !== meId ? valid : null,
    isSelf: valid !== null && valid === meId,
    open,
    close,
  };
}
