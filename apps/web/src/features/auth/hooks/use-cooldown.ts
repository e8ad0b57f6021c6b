import { TIME } from '@ibh/contract';
import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds (the resend cooldown). Counts against the clock, so a throttled
 * background tab still shows the right number when it wakes up.
 */
export function useCooldown(initialSeconds: number): {
  secondsLeft: number;
  start: (seconds: number) => void;
} {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * TIME.SECOND);
  const [now, setNow] = useState(() => Date.now());
  const running = now < until;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), TIME.SECOND);
    return () => window.clearInterval(id);
  }, [running]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * TIME.SECOND);
  }, []);

  return { secondsLeft: Math.max(0, Math.ceil((until - now) / TIME.SECOND)), start };
}
