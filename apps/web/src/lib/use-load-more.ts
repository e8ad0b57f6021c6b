import { useEffect, useRef } from 'react';

/**
 * Infinite scroll: calls `load` when the returned element comes within a screen of the viewport,
 * while `enabled`. Without IntersectionObserver nothing happens and the Load more button remains.
 */
export function useLoadMore<T extends HTMLElement>(load: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
