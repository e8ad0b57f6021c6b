import { useEffect, useState } from 'react';

/** A delay between min and max (inclusive), so tickers drift apart instead of moving in step. */
export function jitteredDelay(min: number, max: number, random: () => number = Math.random): number {
  return Math.round(min + random() * (max - min));
}

/** Steps through `length` items, waiting a fresh jittered delay before each step. */
export function useRotatingIndex(length: number, min: number, max: number, paused: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || length < 2) return;
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(
        () => {
          setIndex((i) => (i + 1) % length);
          schedule();
        },
        jitteredDelay(min, max),
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [length, min, max, paused]);
  return index;
}
