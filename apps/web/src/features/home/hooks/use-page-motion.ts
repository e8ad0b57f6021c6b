import { useSyncExternalStore } from 'react';

const REDUCED = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED) : null;
  media?.addEventListener('change', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    media?.removeEventListener('change', onChange);
  };
}

function snapshot(): boolean {
  if (document.visibilityState === 'hidden') return false;
  return !(typeof window.matchMedia === 'function' && window.matchMedia(REDUCED).matches);
}

/** Whether things may move on the page: false while the tab is hidden or the user prefers reduced motion. */
export function useMotionAllowed(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
