import { useEffect, useState } from 'react';

/**
 * The section in view: of the sections crossing a band in the upper part of the viewport (just
 * under the sticky tab bar), the first in page order. Starts on the first section; `ready` tells
 * when the sections are on the page.
 */
export function useSectionSpy(ids: readonly string[], ready: boolean): [string, (id: string) => void] {
  const [active, setActive] = useState<string>(ids[0] ?? '');
  useEffect(() => {
    if (!ready || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { rootMargin: '-15% 0px -55% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids, ready]);
  return [active, setActive];
}
