/**
 * Collects items and hands them over in batches: when `max` are waiting, after `delayMs` of the
 * first one waiting, or on `flush()` (leaving the page). Nothing is sent twice; a failed send drops
 * its batch (analytics are best effort).
 */
export function createBatcher<T>(send: (items: T[]) => Promise<unknown>, max: number, delayMs: number) {
  let waiting: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    send(batch).catch(() => undefined);
  };

  return {
    add(item: T) {
      waiting.push(item);
      if (waiting.length >= max) flush();
      else timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}
