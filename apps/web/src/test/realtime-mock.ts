import { useEffect, useRef } from 'react';

/** Stands in for lib/realtime in component tests: tests emit events and choose whether topics are live. */
export const REALTIME_RESUBSCRIBED = 'realtime:resubscribed';

export interface FakeEvent {
  type: string;
  data: unknown;
}
type Listener = (event: FakeEvent) => void;

export const fakeRealtime = {
  live: true,
  listeners: new Map<string, Set<Listener>>(),
  emit(topic: string, event: FakeEvent) {
    for (const listener of [...(this.listeners.get(topic) ?? [])]) listener(event);
  },
  topics(): string[] {
    return [...this.listeners.entries()].filter(([, set]) => set.size > 0).map(([topic]) => topic);
  },
  reset() {
    this.live = true;
    this.listeners.clear();
  },
};

export function useRealtimeTopic(topic: string | null, onEvent: Listener): boolean {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    if (!topic) return;
    const listener: Listener = (event) => latest.current(event);
    let set = fakeRealtime.listeners.get(topic);
    if (!set) {
      set = new Set();
      fakeRealtime.listeners.set(topic, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [topic]);
  return topic ? fakeRealtime.live : false;
}
