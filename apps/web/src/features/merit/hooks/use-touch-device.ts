import { useSyncExternalStore } from 'react';

const QUERY = '(hover: none), (pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/** Whether the device has no hover (touch): the merit card opens as a bottom sheet there. */
export function useTouchDevice(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
