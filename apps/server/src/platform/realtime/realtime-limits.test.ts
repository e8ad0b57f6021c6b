import { randomUUID } from 'node:crypto';
import { REALTIME } from '@ibh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-server.ts';
import { isType, openSocket, startListeningApp, type TestSocket } from '../../../test/ws-client.ts';

let t: TestApp;
let url: string;
const sockets: TestSocket[] = [];
let release: (allowed: boolean) => void = () => undefined;
const held = new Promise<boolean>((resolve) => {
  release = resolve;
});

beforeAll(async () => {
  ({ t, url } = await startListeningApp());
  const { realtime } = t.app.ctx;
  realtime.allow('open', async () => true);
  // Answers only when the file ends: frames wait behind it for as long as the test needs.
  realtime.allow('slow', () => held);
  realtime.allow('broken', async () => {
    throw new Error('authorizer broke');
  });
});
afterAll(async () => {
  release(true);
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

async function signedIn() {
  const socket = await openSocket(`${url}?testUser=${randomUUID()}`);
  sockets.push(socket);
  await socket.next(isType('ready'));
  return socket;
}

describe('realtime limits', () => {
  it(`refuses a subscription past ${REALTIME.maxTopicsPerSocket} topics with E_LIMIT_EXCEEDED`, async () => {
    const socket = await signedIn();
    // The socket's own user topic is the first.
    for (let i = 1; i < REALTIME.maxTopicsPerSocket; i++) {
      socket.send({ type: 'subscribe', topic: `open:${i}` });
      expect(await socket.next()).toEqual({ type: 'subscribed', topic: `open:${i}` });
    }
    socket.send({ type: 'subscribe', topic: 'open:one-too-many' });
    expect(await socket.next()).toMatchObject({
      type: 'error',
      code: 'E_LIMIT_EXCEEDED',
      topic: 'open:one-too-many',
    });
  });

  it('closes a socket that floods frames faster than they are authorized', async () => {
    const socket = await signedIn();
    for (let i = 0; i <= REALTIME.maxPendingFrames; i++)
      socket.send({ type: 'subscribe', topic: `slow:${i}` });
    expect(await socket.closed).toEqual({
      code: REALTIME.closeCodes.policyViolation,
      reason: 'too many frames',
    });
  });

  it('answers E_INTERNAL when an authorizer throws, and keeps the socket open', async () => {
    const socket = await signedIn();
    socket.send({ type: 'subscribe', topic: 'broken:1' });
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'E_INTERNAL' });
    socket.send({ type: 'subscribe', topic: 'open:after' });
    expect(await socket.next()).toEqual({ type: 'subscribed', topic: 'open:after' });
  });
});
