import { useEffect, useState } from 'react';

/**
 * True while `active`, and for at least `ms` once it became true: a skeleton that flashes for a
 * few milliseconds reads as a flicker (001 section 9: skeleton minimum 150 ms).
 */
export function useMinDuration(active: boolean, ms: number): boolean {
  const [holding, setHolding] = useState(active);
  useEffect(() => {
    if (!active) return;
    setHolding(true);
    const timer = window.setTimeout(() => setHolding(false), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
  return active || holding;
}
