import {
  REALTIME,
  type RealtimeClientFrame,
  type RealtimeEvent,
  type RealtimeServerFrame,
  RealtimeServerFrameSchema,
} from '@ibh/contract';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { apiBaseUrl } from './api-base';
import { refreshSessionOnce } from './api-client';
import { useAuth } from './auth';

/** An event as received: check its data with its type's schema in REALTIME_EVENTS before use. */
export type RealtimeTopicEvent = RealtimeEvent;
type Listener = (event: RealtimeTopicEvent) => void;

/**
 * Delivered (by this client, not the server) when a topic is live again after the socket
 * reconnected: events may have been missed meanwhile, so a listener may refetch.
 */
export const REALTIME_RESUBSCRIBED = 'realtime:resubscribed';

const BACKOFF_START_MS = 1000;
const BACKOFF_MAX_MS = 30_000;
/** The socket stays open this long after its last listener left (re-renders, route changes). */
const IDLE_CLOSE_MS = 5000;

export function realtimeUrl(): string {
  const base = apiBaseUrl();
  const origin = base || window.location.origin;
  return `${origin.replace(/^http/, 'ws')}${REALTIME.path}`;
}

/**
 * One WebSocket per tab for the signed-in user, opened when the first topic is wanted,
 * reopened with exponential backoff after it drops, and closed on sign-out or when idle.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Topics the server acknowledged on this socket. */
  private readonly live = new Set<string>();
  /** Topics that were live on an earlier socket of this connection. */
  private readonly wasLive = new Set<string>();
  private ready = false;
  private userId: string | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly liveWatchers = new Set<() => void>();

  constructor(
    private readonly makeSocket: (url: string) => WebSocket = (url) => new WebSocket(url),
    /** The element that carries the "realtime live" signal (the tab's shared connection only). */
    private readonly signalOn: HTMLElement | null = null,
  ) {}

  /** Starts listening to `topic` as `userId`; returns the function that stops it. */
  listen(userId: string, topic: string, listener: Listener): () => void {
    if (this.userId !== userId) this.close();
    this.userId = userId;
    this.clearIdle();
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
      this.send({ type: 'subscribe', topic });
    }
    set.add(listener);
    this.signal();
    this.open();
    return () => this.unlisten(topic, listener);
  }

  /** True while the server has acknowledged `topic` on the open socket (events arrive). */
  isLive(topic: string): boolean {
    return this.live.has(topic);
  }

  /** Calls `watcher` whenever a topic becomes live or stops being live; returns the unsubscribe. */
  watchLive(watcher: () => void): () => void {
    this.liveWatchers.add(watcher);
    return () => this.liveWatchers.delete(watcher);
  }

  private liveChanged(): void {
    this.signal();
    for (const watcher of [...this.liveWatchers]) watcher();
  }

  /**
   * The "realtime live" signal, a fact tests (e2e) wait for instead of sleeping: on the signal element,
   * `data-realtime` is "live" once the server has acknowledged every topic this tab listens to (events
   * now arrive) and "connecting" while one is not; `data-realtime-topics` lists the live topics. Both
   * are absent while the tab listens to nothing.
   */
  private signal(): void {
    const data = this.signalOn?.dataset;
    if (!data) return;
    if (this.listeners.size === 0) {
      delete data.realtime;
      delete data.realtimeTopics;
      return;
    }
    data.realtime = [...this.listeners.keys()].every((topic) => this.live.has(topic)) ? 'live' : 'connecting';
    data.realtimeTopics = [...this.live].sort().join(' ');
  }

  /** Drops the socket and every subscription (sign-out, user change). */
  close(): void {
    this.clearRetry();
    this.clearIdle();
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    this.live.clear();
    this.wasLive.clear();
    this.listeners.clear();
    this.liveChanged();
    this.attempt = 0;
    this.userId = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(REALTIME.closeCodes.goingAway);
  }

  private unlisten(topic: string, listener: Listener): void {
    const set = this.listeners.get(topic);
    if (!set) return;
    set.delete(listener);
    if (set.size > 0) return;
    this.listeners.delete(topic);
    if (this.live.delete(topic)) this.liveChanged();
    else this.signal();
    this.wasLive.delete(topic);
    this.send({ type: 'unsubscribe', topic });
    if (this.listeners.size === 0) {
      this.idleTimer = setTimeout(() => {
        if (this.listeners.size === 0) this.close();
      }, IDLE_CLOSE_MS);
    }
  }

  private open(): void {
    if (this.socket || this.retryTimer || !this.userId) return;
    let socket: WebSocket;
    try {
      socket = this.makeSocket(realtimeUrl());
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onmessage = (message) => {
      if (this.socket === socket) this.receive(message.data);
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.dropped(event.code);
    };
  }

  private dropped(code: number): void {
    this.socket = null;
    this.ready = false;
    for (const topic of this.live) this.wasLive.add(topic);
    this.live.clear();
    this.liveChanged();
    if (this.listeners.size === 0) return;
    if (code === REALTIME.closeCodes.unauthenticated) {
      // The access cookie expired: renew it once, then reconnect; a refused refresh ends the session.
      void refreshSessionOnce().then((renewed) => {
        if (renewed) this.scheduleRetry();
      });
      return;
    }
    // The session ended on the server: this tab either signed out itself (its own request is still
    // in flight) or will learn it from its next call; a refresh from here would race either.
    if (code === REALTIME.closeCodes.forbiddenOrigin || code === REALTIME.closeCodes.sessionEnded) return;
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** this.attempt);
    this.attempt += 1;
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.listeners.size > 0) this.open();
    }, delay);
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let frame: RealtimeServerFrame;
    try {
      const parsed = RealtimeServerFrameSchema.safeParse(JSON.parse(data));
      if (!parsed.success) return;
      frame = parsed.data;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'ready':
        this.ready = true;
        this.attempt = 0;
        for (const topic of this.listeners.keys()) this.send({ type: 'subscribe', topic });
        return;
      case 'subscribed':
        this.live.add(frame.topic);
        this.liveChanged();
        if (this.wasLive.delete(frame.topic))
          this.emit(frame.topic, { type: REALTIME_RESUBSCRIBED, data: null });
        return;
      case 'event':
        this.emit(frame.topic, frame.event);
        return;
      case 'error':
        if (frame.topic) console.warn(`[ibh] Realtime topic ${frame.topic} refused: ${frame.code}`);
        return;
      default:
        return;
    }
  }

  private emit(topic: string, event: RealtimeTopicEvent): void {
    for (const listener of [...(this.listeners.get(topic) ?? [])]) listener(event);
  }

  private send(frame: RealtimeClientFrame): void {
    if (!this.ready || this.socket?.readyState !== WebSocket.OPEN) return;
    this.socket.send(JSON.stringify(frame));
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

const shared = new RealtimeConnection(
  undefined,
  typeof document === 'undefined' ? null : document.documentElement,
);

/**
 * Calls `onEvent` for every event published on `topic` while the component is mounted and
 * someone is signed in. `null` listens to nothing. The latest `onEvent` is always used.
 * Returns whether the topic is live right now: callers poll as a fallback while it is not.
 */
export function useRealtimeTopic(
  topic: string | null,
  onEvent: (event: RealtimeTopicEvent) => void,
): boolean {
  const { status, user } = useAuth();
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const userId = status === 'signed_in' ? (user?.id ?? null) : null;

  useEffect(() => {
    if (status === 'anonymous') shared.close();
  }, [status]);

  useEffect(() => {
    if (!topic || !userId) return;
    return shared.listen(userId, topic, (event) => latest.current(event));
  }, [topic, userId]);

  const isLive = useCallback(() => (topic && userId ? shared.isLive(topic) : false), [topic, userId]);
  return useSyncExternalStore(
    (watcher) => shared.watchLive(watcher),
    isLive,
    () => false,
  );
}
