import { NOTIFICATIONS } from '@ibh/contract';
import { useEffect, useRef } from 'react';

interface PollOptions {
  /** Polls only while true (e.g. while the realtime topic is not live). */
  enabled: boolean;
  /** First and reset interval. */
  intervalMs?: number;
  /** The interval doubles after a poll that changed nothing, up to this many times the first. */
  maxFactor?: number;
}

/**
 * A fallback poll (001 section 9: every 15 s, backing off up to 4x): `poll` resolves whether
 * anything changed; an unchanged (or failed) poll doubles the wait, a change resets it. While
 * the tab is hidden nothing is polled; a poll that fell due meanwhile runs when it shows again.
 */
export function usePollBackoff(
  poll: () => Promise<boolean>,
  {
    enabled,
    intervalMs = NOTIFICATIONS.inboxPoll,
    maxFactor = NOTIFICATIONS.inboxPollMaxBackoff,
  }: PollOptions,
): void {
  const latest = useRef(poll);
  latest.current = poll;

  useEffect(() => {
    if (!enabled) return;
    let factor = 1;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let due = false;
    let stopped = false;

    const schedule = () => {
      timer = setTimeout(fire, intervalMs * factor);
    };
    const run = async () => {
      due = false;
      let changed = false;
      try {
        changed = await latest.current();
      } catch {
        changed = false;
      }
      if (stopped) return;
      factor = changed ? 1 : Math.min(factor * 2, maxFactor);
      schedule();
    };
    function fire() {
      if (document.visibilityState === 'hidden') {
        due = true;
        return;
      }
      void run();
    }
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden' && due) void run();
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
