import { MERIT } from '@ibh/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useFlags } from '@/lib/flags-context';
import { prefetchMeritCard } from '../api/merit-queries';

/** IntersectionObserver settings of the prefetch (001 section 9). */
export const PREFETCH_OBSERVER = { rootMargin: '100px', threshold: 0.1 } as const;

/**
 * Prefetches the merit card of verified professionals as their cards come into view (001 section
 * 9): at most MERIT.prefetchMax (10) per page, requests started at most every MERIT.prefetchThrottle
 * (150 ms), seen through an IntersectionObserver (root margin 100px, threshold 0.1). The prefetch
 * flag turns it off. Returns `observe(userId)`: a ref callback for each card's element.
 */
export function useMeritPrefetch(): (userId: string) => (element: Element | null) => void {
  const { prefetch } = useFlags();
  const client = useQueryClient();
  const observer = useRef<IntersectionObserver | null>(null);
  const idsByElement = useRef(new WeakMap<Element, string>());
  /** Elements given before the observer exists (refs attach before effects run). */
  const pending = useRef(new Set<Element>());
  const queue = useRef<string[]>([]);
  const started = useRef(new Set<string>());
  const timer = useRef<number | undefined>(undefined);

  const drain = useCallback(() => {
    timer.current = undefined;
    const next = queue.current.shift();
    if (!next) return;
    if (started.current.size < MERIT.prefetchMax && !started.current.has(next)) {
      started.current.add(next);
      void prefetchMeritCard(client, next).catch(() => {});
    }
    if (queue.current.length > 0) timer.current = window.setTimeout(drain, MERIT.prefetchThrottle);
  }, [client]);

  useEffect(() => {
    if (!prefetch || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const id = idsByElement.current.get(entry.target);
        observer.current?.unobserve(entry.target);
        if (!id || started.current.has(id) || queue.current.includes(id)) continue;
        if (started.current.size + queue.current.length >= MERIT.prefetchMax) continue;
        queue.current.push(id);
      }
      if (timer.current === undefined && queue.current.length > 0) drain();
    }, PREFETCH_OBSERVER);
    for (const element of pending.current) observer.current.observe(element);
    pending.current.clear();
    return () => {
      observer.current?.disconnect();
      observer.current = null;
      if (timer.current !== undefined) window.clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [prefetch, drain]);

  return useCallback(
    (userId: string) => (element: Element | null) => {
      if (!element || !prefetch) return;
      idsByElement.current.set(element, userId);
      if (observer.current) observer.current.observe(element);
      else pending.current.add(element);
    },
    [prefetch],
  );
}
