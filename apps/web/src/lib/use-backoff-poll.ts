import { NOTIFICATIONS } from '@ibh/contract';
import { useEffect, useRef } from 'react';

interface BackoffPollOptions {
  /** Polls only while true (e.g. while the realtime topic is not live). */
  enabled: boolean;
  /** NOTIFICATIONS.inboxPoll (15 s) unless given. */
  intervalMs?: number;
  /** The interval doubles after each poll that changed nothing, up to this many times the base (4). */
  maxFactor?: number;
  /** Runs one poll; resolves whether anything changed. */
  poll: () => Promise<boolean>;
}

/**
 * The fallback poll (001 section 9: every 15 s, backing off up to 4x while nothing changes),
 * paused while the tab is hidden and restarted at the base interval when it is shown again.
 */
export function useBackoffPoll({
  enabled,
  intervalMs = NOTIFICATIONS.inboxPoll,
  maxFactor = NOTIFICATIONS.inboxPollMaxBackoff,
  poll,
}: BackoffPollOptions): void {
  const latest = useRef(poll);
  latest.current = poll;

  useEffect(() => {
    if (!enabled) return;
    let factor = 1;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    let inFlight = false;

    const schedule = () => {
      if (stopped || document.visibilityState === 'hidden') return;
      timer = setTimeout(tick, intervalMs * factor);
    };
    const tick = async () => {
      timer = null;
      inFlight = true;
      let changed = false;
      try {
        changed = await latest.current();
      } catch {
        changed = false;
      }
      inFlight = false;
      factor = changed ? 1 : Math.min(factor * 2, maxFactor);
      schedule();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        if (timer) clearTimeout(timer);
        timer = null;
        return;
      }
      if (timer || inFlight) return;
      factor = 1;
      void tick();
    };

    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, intervalMs, maxFactor]);
}
