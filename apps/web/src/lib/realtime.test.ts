import { REALTIME } from '@ibh/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_RESUBSCRIBED, RealtimeConnection } from './realtime';

/** A WebSocket stand-in: records sent frames and lets the test play the server. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = FakeSocket.CONNECTING;
  sent: unknown[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close(code = 1000) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
  /** The server accepted the handshake and authenticated the user. */
  accept(userId = 'u1') {
    this.readyState = FakeSocket.OPEN;
    this.serverSends({ type: 'ready', userId });
  }
  serverSends(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /** The connection dropped (server restart, network). */
  drop(code = 1006) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}

const refresh = vi.hoisted(() => vi.fn(async () => true));
vi.mock('./api-client', () => ({ refreshSessionOnce: refresh }));

let sockets: FakeSocket[];
let connection: RealtimeConnection;

function latest(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket opened');
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  sockets = [];
  connection = new RealtimeConnection((url) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket as unknown as WebSocket;
  });
  refresh.mockClear();
});

afterEach(() => {
  connection.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RealtimeConnection', () => {
  it('opens lazily on the first topic, on /ws of this origin', () => {
    expect(sockets).toHaveLength(0);
    connection.listen('u1', 'workspace:1', () => undefined);
    expect(sockets).toHaveLength(1);
    expect(latest().url).toBe(`${window.location.origin.replace(/^http/, 'ws')}${REALTIME.path}`);
  });

  it('subscribes once ready and delivers events of that topic only', () => {
    const onA = vi.fn();
    const onB = vi.fn();
    connection.listen('u1', 'workspace:a', onA);
    connection.listen('u1', 'workspace:b', onB);
    const socket = latest();
    expect(socket.sent).toEqual([]);
    socket.accept();
    expect(socket.sent).toEqual([
      { type: 'subscribe', topic: 'workspace:a' },
      { type: 'subscribe', topic: 'workspace:b' },
    ]);
    socket.serverSends({ type: 'event', topic: 'workspace:a', event: { type: 'message_created', data: 1 } });
    expect(onA).toHaveBeenCalledWith({ type: 'message_created', data: 1 });
    expect(onB).not.toHaveBeenCalled();
  });

  it('shares one subscription between listeners and unsubscribes after the last leaves', () => {
    const stopOne = connection.listen('u1', 'workspace:a', () => undefined);
    latest().accept();
    const stopTwo = connection.listen('u1', 'workspace:a', () => undefined);
    expect(sockets).toHaveLength(1);
    stopOne();
    expect(latest().sent).toEqual([{ type: 'subscribe', topic: 'workspace:a' }]);
    stopTwo();
    expect(latest().sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'workspace:a' });
  });

  it('closes when idle', () => {
    const stop = connection.listen('u1', 'workspace:a', () => undefined);
    const socket = latest();
    socket.accept();
    stop();
    expect(socket.readyState).toBe(FakeSocket.OPEN);
    vi.advanceTimersByTime(10_000);
    expect(socket.readyState).toBe(FakeSocket.CLOSED);
  });

  it('reconnects with backoff and resubscribes, telling listeners they may have missed events', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const onEvent = vi.fn();
    connection.listen('u1', 'workspace:a', onEvent);
    latest().accept();
    latest().serverSends({ type: 'subscribed', topic: 'workspace:a' });
    expect(onEvent).not.toHaveBeenCalled();

    latest().drop();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(3);

    latest().accept();
    expect(latest().sent).toEqual([{ type: 'subscribe', topic: 'workspace:a' }]);
    latest().serverSends({ type: 'subscribed', topic: 'workspace:a' });
    expect(onEvent).toHaveBeenCalledWith({ type: REALTIME_RESUBSCRIBED, data: null });
  });

  it('renews the session after an unauthenticated close, then reconnects', async () => {
    connection.listen('u1', 'workspace:a', () => undefined);
    latest().drop(REALTIME.closeCodes.unauthenticated);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);
  });

  it('does not reconnect after a refused refresh', async () => {
    refresh.mockResolvedValueOnce(false);
    connection.listen('u1', 'workspace:a', () => undefined);
    latest().drop(REALTIME.closeCodes.unauthenticated);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('neither refreshes nor reconnects after the server ended the session', async () => {
    connection.listen('u1', 'workspace:a', () => undefined);
    latest().accept();
    latest().drop(REALTIME.closeCodes.sessionEnded);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(sockets).toHaveLength(1);
  });

  it('closes on sign-out and opens a fresh socket for another user', () => {
    const onEvent = vi.fn();
    connection.listen('u1', 'workspace:a', onEvent);
    const first = latest();
    first.accept();
    connection.close();
    expect(first.readyState).toBe(FakeSocket.CLOSED);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    connection.listen('u2', 'workspace:b', () => undefined);
    expect(sockets).toHaveLength(2);
    first.serverSends({ type: 'event', topic: 'workspace:a', event: { type: 'x', data: null } });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('ignores frames that are not the protocol', () => {
    const onEvent = vi.fn();
    connection.listen('u1', 'workspace:a', onEvent);
    latest().accept();
    latest().onmessage?.({ data: 'not json' });
    latest().serverSends({ type: 'event', topic: 'workspace:a' });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('raises the "realtime live" signal once every topic is acknowledged, and drops it when the socket does', () => {
    const html = document.createElement('html');
    const signalled = new RealtimeConnection((url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    }, html);
    expect(html.dataset.realtime).toBeUndefined();

    const stopUser = signalled.listen('u1', 'user:u1', () => undefined);
    signalled.listen('u1', 'workspace:a', () => undefined);
    expect(html.dataset.realtime).toBe('connecting');
    latest().accept();
    latest().serverSends({ type: 'subscribed', topic: 'user:u1' });
    expect(html.dataset.realtime).toBe('connecting');
    expect(html.dataset.realtimeTopics).toBe('user:u1');
    latest().serverSends({ type: 'subscribed', topic: 'workspace:a' });
    expect(html.dataset.realtime).toBe('live');
    expect(html.dataset.realtimeTopics).toBe('user:u1 workspace:a');

    // A new topic is not live until acknowledged; leaving one keeps the rest live.
    signalled.listen('u1', 'ideas:feed', () => undefined);
    expect(html.dataset.realtime).toBe('connecting');
    latest().serverSends({ type: 'subscribed', topic: 'ideas:feed' });
    expect(html.dataset.realtime).toBe('live');
    stopUser();
    expect(html.dataset.realtime).toBe('live');
    expect(html.dataset.realtimeTopics).toBe('ideas:feed workspace:a');

    latest().drop();
    expect(html.dataset.realtime).toBe('connecting');
    expect(html.dataset.realtimeTopics).toBe('');
    signalled.close();
    expect(html.dataset.realtime).toBeUndefined();
    expect(html.dataset.realtimeTopics).toBeUndefined();
  });
});
