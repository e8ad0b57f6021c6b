import { useCallback, useEffect, useRef } from 'react';

/** Share of a card that must be on screen for it to count as seen. */
const SEEN_THRESHOLD = 0.5;

/**
 * Calls `onSeen(id)` once per id when at least half of its element is in the viewport (an
 * impression that really happened, not a card rendered below the fold). Use as
 * `ref={observe(id)}`. Without IntersectionObserver nothing is reported.
 */
export function useSeenCards(onSeen: (id: string) => void) {
  const latest = useRef(onSeen);
  latest.current = onSeen;
  const seen = useRef(new Set<string>());
  const ids = useRef(new WeakMap<Element, string>());
  const observer = useRef<IntersectionObserver | null>(null);

  // Refs attach before effects run, so the observer is made on first use.
  const getObserver = useCallback(() => {
    if (observer.current || typeof IntersectionObserver === 'undefined') return observer.current;
    observer.current = new IntersectionObserver(
      (entries, io) => {
        for (const entry of entries) {
          const id = ids.current.get(entry.target);
          if (!id || !entry.isIntersecting || entry.intersectionRatio < SEEN_THRESHOLD) continue;
          io.unobserve(entry.target);
          if (seen.current.has(id)) continue;
          seen.current.add(id);
          latest.current(id);
        }
      },
      { threshold: SEEN_THRESHOLD },
    );
    return observer.current;
  }, []);

  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );

  return useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (!element || seen.current.has(id)) return;
      ids.current.set(element, id);
      getObserver()?.observe(element);
    },
    [getObserver],
  );
}
