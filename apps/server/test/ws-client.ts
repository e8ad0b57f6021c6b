import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  REALTIME,
  type RealtimeEvent,
  type RealtimeServerFrame,
  RealtimeServerFrameSchema,
  userTopic,
} from '@ibh/contract';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { type ClientOptions, WebSocket } from 'ws';
import type { DB } from '../src/db/schema.ts';
import type { AppConfig } from '../src/platform/config.ts';
import type { Realtime } from '../src/platform/realtime/realtime.ts';
import { beforeAllTests, lazyTestApp, startTestApp, type TestApp } from './test-server.ts';

type Predicate = (frame: RealtimeServerFrame) => boolean;

type AnyPublish = (topic: string, event: RealtimeEvent, via?: Kysely<DB>) => Promise<void>;

/**
 * Publishes an event outside the catalog (transport tests, markers with unique types).
 * Realtime.publish takes only REALTIME_EVENTS; its wire format takes any `{ type, data }`.
 */
export function publishAny(realtime: Realtime, topic: string, event: RealtimeEvent, via?: Kysely<DB>) {
  const publish = realtime.publish as AnyPublish;
  return publish.call(realtime, topic, event, via);
}

export interface TestSocket {
  ws: WebSocket;
  /** Every frame received so far, in order. */
  received: RealtimeServerFrame[];
  /** The headers of the server's 101 answer to the handshake. */
  handshakeHeaders: IncomingHttpHeaders;
  /** Resolves with the first not yet taken frame matching the predicate (or the next frame). */
  next(predicate?: Predicate, timeoutMs?: number): Promise<RealtimeServerFrame>;
  send(frame: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** A `ws` client that checks every server frame against the contract and queues it for the test. */
export function openSocket(url: string, options: ClientOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(url, options);
  const received: RealtimeServerFrame[] = [];
  const untaken: RealtimeServerFrame[] = [];
  const waiters: { predicate: Predicate; resolve(frame: RealtimeServerFrame): void }[] = [];

  ws.on('message', (data) => {
    const frame = RealtimeServerFrameSchema.parse(JSON.parse(String(data)));
    received.push(frame);
    const waiter = waiters.find((w) => w.predicate(frame));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    } else {
      untaken.push(frame);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });

  const socket: TestSocket = {
    ws,
    received,
    handshakeHeaders: {},
    closed,
    next(predicate = () => true, timeoutMs = 5000) {
      const index = untaken.findIndex(predicate);
      if (index !== -1) return Promise.resolve(untaken.splice(index, 1)[0] as RealtimeServerFrame);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve(frame: RealtimeServerFrame) {
            clearTimeout(timer);
            resolve(frame);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching frame within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    send(frame) {
      ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };

  ws.once('upgrade', (response) => {
    socket.handshakeHeaders = response.headers;
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
  });
}

export const isType =
  <T extends RealtimeServerFrame['type']>(type: T) =>
  (frame: RealtimeServerFrame): frame is Extract<RealtimeServerFrame, { type: T }> =>
    frame.type === type;

export const eventOf = (type: string) => (frame: RealtimeServerFrame) =>
  frame.type === 'event' && frame.event.type === type;

/** startTestApp, listening on 127.0.0.1 and a free port; `url` is its WebSocket endpoint. */
export async function startListeningApp(overrides: Partial<AppConfig> = {}) {
  const t = await startTestApp(overrides);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, url: `ws://127.0.0.1:${port}${REALTIME.path}` };
}

export interface LiveTestApp {
  /** The listening app (its fields are there inside tests). */
  t: TestApp;
  /** The WebSocket endpoint. */
  url(): string;
  /** A socket signed in as `userId` (?testUser), past its `ready` frame; closed after the file's tests. */
  socketOf(userId: string): Promise<TestSocket>;
  /** Resolves once everything published to `userId`'s topic before it has reached the socket. */
  settle(socket: TestSocket, userId: string): Promise<void>;
  /** A socket of a new user id, subscribed to `topic` (its answer to the subscribe is `subscribed`). */
  subscribedSocket(topic: string): Promise<TestSocket>;
}

/** Asks to subscribe `socket` to `topic`; the frame that answers (the socket's next). */
export async function subscribeAnswer(socket: TestSocket, topic: string): Promise<RealtimeServerFrame> {
  socket.send({ type: 'subscribe', topic });
  return socket.next();
}

/**
 * For one test file: startListeningApp before all its tests and, after them, closes the sockets
 * opened with `socketOf`, then the app.
 */
export function useLiveTestApp(overrides: Partial<AppConfig> = {}): LiveTestApp {
  const sockets: TestSocket[] = [];
  const get = beforeAllTests(
    () => startListeningApp(overrides),
    async ({ t }) => {
      await Promise.all(sockets.map((s) => s.close()));
      await t.close();
    },
  );
  async function socketOf(userId: string) {
    const socket = await openSocket(`${get().url}?testUser=${userId}`);
    sockets.push(socket);
    await socket.next(isType('ready'));
    return socket;
  }
  return {
    t: lazyTestApp(() => get().t),
    url: () => get().url,
    socketOf,
    async subscribedSocket(topic) {
      const socket = await socketOf(randomUUID());
      expect(await subscribeAnswer(socket, topic)).toEqual({ type: 'subscribed', topic });
      return socket;
    },
    async settle(socket, userId) {
      const marker = `test.marker.${randomUUID()}`;
      await publishAny(get().t.app.ctx.realtime, userTopic(userId), { type: marker, data: null });
      await socket.next(eventOf(marker));
    },
  };
}
