import { useEffect, useRef, useState } from 'react';

/**
 * True while `active`, and until at least `ms` have passed since it became true: a skeleton that
 * flashes for a few milliseconds reads as a flicker (001 section 9: skeleton minimum 150 ms).
 */
export function useMinDuration(active: boolean, ms: number): boolean {
  const [holding, setHolding] = useState(active);
  const startedAt = useRef<number | null>(null);
  useEffect(() => {
    if (active) {
      startedAt.current ??= Date.now();
      setHolding(true);
      return;
    }
    const started = startedAt.current;
    startedAt.current = null;
    const left = started === null ? 0 : ms - (Date.now() - started);
    if (left <= 0) {
      setHolding(false);
      return;
    }
    const timer = window.setTimeout(() => setHolding(false), left);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
  return active || holding;
}
