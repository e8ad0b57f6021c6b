import { useEffect, useSyncExternalStore } from 'react';

/**
 * Screens with a composer or a sticky action bar (workspace chat, the inbox, the profile editor's
 * Save bar, the post-idea wizard's footer) keep the bottom of the screen for their own buttons:
 * while any of them is shown, the floating Inbox button steps aside so it never covers one.
 */
let claims = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const notify = () => {
  for (const listener of listeners) listener();
};

/** Hides the floating Inbox button while the calling component is mounted (and `active`). */
export function useClaimBottomEdge(active = true): void {
  useEffect(() => {
    if (!active) return;
    claims += 1;
    notify();
    return () => {
      claims -= 1;
      notify();
    };
  }, [active]);
}

/** Whether some screen holds the bottom edge now. */
export function useBottomEdgeClaimed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => claims > 0,
    () => false,
  );
}
