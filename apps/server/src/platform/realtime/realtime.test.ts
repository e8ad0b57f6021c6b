import { randomUUID } from 'node:crypto';
import { AUTH_API, REALTIME, userTopic } from '@ibh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { buildUser } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-server.ts';
import {
  eventOf,
  isType,
  openSocket,
  publishAny,
  startListeningApp,
  type TestSocket,
} from '../../../test/ws-client.ts';
import { MAX_INLINE_NOTIFY_BYTES } from './wire.ts';

let t: TestApp;
let url: string;
const sockets: TestSocket[] = [];

async function signedIn(userId = randomUUID()) {
  const socket = await openSocket(`${url}?testUser=${userId}`);
  sockets.push(socket);
  await socket.next(isType('ready'));
  return { socket, userId };
}

/** Publishes a marker to the user's own topic and waits for it: everything sent before has arrived. */
async function settle(socket: TestSocket, userId: string) {
  const marker = `test.marker.${randomUUID()}`;
  await publishAny(t.app.ctx.realtime, userTopic(userId), { type: marker, data: null });
  await socket.next(eventOf(marker));
}

beforeAll(async () => {
  ({ t, url } = await startListeningApp());
  t.app.ctx.realtime.allow('room', async (_userId, topic) => topic === 'room:open');
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

describe('GET /ws authentication', () => {
  it('closes a socket without an identity with 4401', async () => {
    const socket = await openSocket(url);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'unauthenticated' });
  });

  it('knows a signed-in browser by its session cookie', async () => {
    const user = await buildUser(t.database.db);
    const agent = createAgent(t.app);
    expect(
      (await agent.post(AUTH_API.login, { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    const socket = await openSocket(url, {
      headers: { cookie: `ibh_session=${agent.cookies.get('ibh_session')}` },
    });
    sockets.push(socket);
    expect(await socket.next()).toEqual({ type: 'ready', userId: user.id });
    await agent.post(AUTH_API.logout);
    const afterLogout = await openSocket(url, {
      headers: { cookie: `ibh_session=${agent.cookies.get('ibh_session') ?? 'gone'}` },
    });
    expect((await afterLogout.closed).code).toBe(REALTIME.closeCodes.unauthenticated);
  });

  it('closes a socket whose test identity is not a uuid with 4401', async () => {
    const socket = await openSocket(`${url}?testUser=not-a-uuid`);
    expect((await socket.closed).code).toBe(REALTIME.closeCodes.unauthenticated);
  });

  it('closes a socket opened from a foreign origin with 4403', async () => {
    const socket = await openSocket(`${url}?testUser=${randomUUID()}`, { origin: 'https://evil.example' });
    expect(await socket.closed).toEqual({ code: 4403, reason: 'forbidden origin' });
  });

  it('accepts a browser socket from PUBLIC_URL and says ready with its user id', async () => {
    const userId = randomUUID();
    const socket = await openSocket(`${url}?testUser=${userId}`, { origin: t.config.publicUrl });
    sockets.push(socket);
    expect(await socket.next()).toEqual({ type: 'ready', userId });
  });

  it('refuses an Origin that only matches the Host the request was sent to (issue 12, item 6)', async () => {
    const origin = new URL(url).origin.replace('ws:', 'http:');
    expect(origin).not.toBe(t.config.publicUrl);
    const socket = await openSocket(`${url}?testUser=${randomUUID()}`, { origin });
    expect(await socket.closed).toEqual({ code: 4403, reason: 'forbidden origin' });
  });

  it('handles frames sent before authentication finished, after ready, in order', async () => {
    const socket = await openSocket(`${url}?testUser=${randomUUID()}`);
    sockets.push(socket);
    socket.send({ type: 'subscribe', topic: 'room:open' });
    expect((await socket.next()).type).toBe('ready');
    expect(await socket.next()).toEqual({ type: 'subscribed', topic: 'room:open' });
  });
});

describe('publish', () => {
  it("delivers an event published to user:<id> to that user's sockets only", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await publishAny(t.app.ctx.realtime, userTopic(alice.userId), { type: 'test.hello', data: { n: 1 } });
    expect(await alice.socket.next(eventOf('test.hello'))).toEqual({
      type: 'event',
      topic: userTopic(alice.userId),
      event: { type: 'test.hello', data: { n: 1 } },
    });
    await settle(bob.socket, bob.userId);
    expect(bob.socket.received.some(eventOf('test.hello'))).toBe(false);
  });

  it('delivers an event larger than one NOTIFY by reference, intact', async () => {
    const { socket, userId } = await signedIn();
    const text = 'x'.repeat(MAX_INLINE_NOTIFY_BYTES * 3);
    await publishAny(t.app.ctx.realtime, userTopic(userId), { type: 'test.large', data: { text } });
    const frame = await socket.next(eventOf('test.large'));
    expect(frame).toMatchObject({ event: { data: { text } } });
  });

  it('publishToEach delivers one event to every topic named, in one statement or, when large, by reference', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const carol = await signedIn();
    const toEach = t.app.ctx.realtime.publishToEach.bind(t.app.ctx.realtime) as (
      topics: string[],
      event: { type: string; data: unknown },
    ) => Promise<void>;
    const text = 'x'.repeat(MAX_INLINE_NOTIFY_BYTES * 2);
    await toEach([userTopic(alice.userId), userTopic(bob.userId)], { type: 'test.both', data: { n: 2 } });
    await toEach([userTopic(alice.userId), userTopic(bob.userId)], {
      type: 'test.both-large',
      data: { text },
    });
    for (const { socket, userId } of [alice, bob]) {
      expect(await socket.next(eventOf('test.both'))).toEqual({
        type: 'event',
        topic: userTopic(userId),
        event: { type: 'test.both', data: { n: 2 } },
      });
      expect(await socket.next(eventOf('test.both-large'))).toMatchObject({ event: { data: { text } } });
    }
    await settle(carol.socket, carol.userId);
    expect(carol.socket.received.some((f) => eventOf('test.both')(f) || eventOf('test.both-large')(f))).toBe(
      false,
    );
  });

  it('delivers an event published in a transaction only if it commits', async () => {
    const { socket, userId } = await signedIn();
    const { realtime } = t.app.ctx;
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await publishAny(realtime, userTopic(userId), { type: 'test.rolled-back', data: null }, trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await t.database.db.transaction().execute(async (trx) => {
      await publishAny(realtime, userTopic(userId), { type: 'test.committed', data: null }, trx);
    });
    await socket.next(eventOf('test.committed'));
    await settle(socket, userId);
    expect(socket.received.some(eventOf('test.rolled-back'))).toBe(false);
  });

  it('rejects a topic that does not match the topic format', async () => {
    await expect(publishAny(t.app.ctx.realtime, 'no prefix', { type: 'x', data: null })).rejects.toThrow();
  });
});

describe('subscribe', () => {
  it('answers a topic of an unknown prefix with an E_NOT_AUTHORIZED error frame', async () => {
    const { socket } = await signedIn();
    socket.send({ type: 'subscribe', topic: 'secret:1' });
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'E_NOT_AUTHORIZED', topic: 'secret:1' });
  });

  it("denies another user's topic", async () => {
    const { socket } = await signedIn();
    const other = userTopic(randomUUID());
    socket.send({ type: 'subscribe', topic: other });
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'E_NOT_AUTHORIZED', topic: other });
  });

  it('subscribes to an allowed topic, delivers its events, and stops after unsubscribe', async () => {
    const { socket, userId } = await signedIn();
    socket.send({ type: 'subscribe', topic: 'room:closed' });
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'E_NOT_AUTHORIZED' });
    socket.send({ type: 'subscribe', topic: 'room:open' });
    expect(await socket.next()).toEqual({ type: 'subscribed', topic: 'room:open' });
    await publishAny(t.app.ctx.realtime, 'room:open', { type: 'test.room', data: 1 });
    expect(await socket.next(eventOf('test.room'))).toMatchObject({ topic: 'room:open' });
    socket.send({ type: 'unsubscribe', topic: 'room:open' });
    expect(await socket.next()).toEqual({ type: 'unsubscribed', topic: 'room:open' });
    await publishAny(t.app.ctx.realtime, 'room:open', { type: 'test.room.after', data: 2 });
    await settle(socket, userId);
    expect(socket.received.some(eventOf('test.room.after'))).toBe(false);
  });

  it('refuses a second authorizer for the same prefix', () => {
    expect(() => t.app.ctx.realtime.allow('user', async () => true)).toThrow(/already registered/);
  });
});

describe('incoming frames', () => {
  it.each([
    ['not JSON', 'hello', 'E_INVALID_INPUT'],
    ['an unknown frame type', { type: 'shout', topic: 'user:1' }, 'E_INVALID_INPUT'],
    ['a malformed topic', { type: 'subscribe', topic: 'Bad Topic' }, 'E_INVALID_INPUT'],
    // Issue 12, item 5: control characters anywhere in a frame, even in a field the schema ignores.
    ['a NUL in any field', { type: 'subscribe', topic: 'room:open', note: 'x\u0000' }, 'E_INVALID_INPUT'],
    [
      'a frame over the size cap',
      { type: 'subscribe', topic: `room:${'a'.repeat(REALTIME.maxClientFrameBytes)}` },
      'E_PAYLOAD_TOO_LARGE',
    ],
  ])('answers %s with an error frame and keeps the socket open', async (_name, frame, code) => {
    const { socket, userId } = await signedIn();
    socket.send(frame);
    expect(await socket.next()).toMatchObject({ type: 'error', code });
    await settle(socket, userId);
  });

  it('answers a binary frame with E_INVALID_INPUT', async () => {
    const { socket } = await signedIn();
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'E_INVALID_INPUT' });
  });
});

describe('heartbeat', () => {
  it('drops a socket that misses a ping and keeps one that answers', async () => {
    const { realtime } = t.app.ctx;
    const live = await signedIn();
    const deadId = randomUUID();
    const dead = await openSocket(`${url}?testUser=${deadId}`, { autoPong: false });
    sockets.push(dead);
    await dead.next(isType('ready'));

    const pinged = new Promise((resolve) => live.socket.ws.once('ping', resolve));
    realtime.heartbeat();
    await pinged;
    // The pong left before this frame, so the server has seen it once the ack is back.
    live.socket.send({ type: 'unsubscribe', topic: 'room:none' });
    await live.socket.next(isType('unsubscribed'));
    realtime.heartbeat();

    expect((await dead.closed).code).toBe(1006);
    await settle(live.socket, live.userId);
    expect(live.socket.ws.readyState).toBe(live.socket.ws.OPEN);
  });
});

describe('outside NODE_ENV=test', () => {
  it.each([
    ['production', { env: 'production' as const, isProduction: true }],
    ['development', { env: 'development' as const, isProduction: false }],
  ])('accepts no test identity in %s', async (_name, overrides) => {
    const other = await startListeningApp(overrides);
    try {
      const socket = await openSocket(`${other.url}?testUser=${randomUUID()}`);
      expect((await socket.closed).code).toBe(REALTIME.closeCodes.unauthenticated);
    } finally {
      await other.t.close();
    }
  });
});

describe('shutdown', () => {
  it('closes open sockets when the app closes', async () => {
    const other = await startListeningApp();
    const socket = await openSocket(`${other.url}?testUser=${randomUUID()}`);
    await socket.next(isType('ready'));
    await other.t.close();
    expect((await socket.closed).code).toBe(REALTIME.closeCodes.goingAway);
  });
});
