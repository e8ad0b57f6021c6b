import { MESSAGE_API, MESSAGE_EVENTS, MESSAGE_LIMITS, userTopic } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { eventOf, type TestSocket, useLiveTestApp } from '../../../test/ws-client.ts';
import { person, send } from './messages.test-kit.ts';

const { t, socketOf, settle } = useLiveTestApp();

const dmFrames = (socket: TestSocket) =>
  socket.received.filter(
    (f) =>
      f.type === 'event' && (f.event.type === MESSAGE_EVENTS.created || f.event.type === MESSAGE_EVENTS.read),
  );

describe('direct messages live', () => {
  it('dm.created reaches both people’s sockets with the saved message and the clientId', async () => {
    const ava = await person(t, 'Ava Live');
    const ben = await person(t, 'Ben Live');
    const eve = await person(t, 'Eve Elsewhere');
    const [avaSocket, benSocket, eveSocket] = await Promise.all([
      socketOf(ava.user.id),
      socketOf(ben.user.id),
      socketOf(eve.user.id),
    ]);

    const res = await ava.agent.post(MESSAGE_API.send, {
      recipientId: ben.user.id,
      body: 'Are you there?',
      clientId: 'optimistic-7',
    });
    expect(res.statusCode).toBe(201);
    const expected = (userId: string) => ({
      type: 'event',
      topic: userTopic(userId),
      event: { type: MESSAGE_EVENTS.created, data: res.json() },
    });
    expect(await benSocket.next(eventOf(MESSAGE_EVENTS.created))).toEqual(expected(ben.user.id));
    expect(await avaSocket.next(eventOf(MESSAGE_EVENTS.created))).toEqual(expected(ava.user.id));
    expect(res.json().clientId).toBe('optimistic-7');

    // Nobody else hears of it.
    await settle(eveSocket, eve.user.id);
    expect(dmFrames(eveSocket)).toEqual([]);
  });

  it('dm.read reaches both sockets when the recipient opens the thread', async () => {
    const ava = await person(t, 'Ava Reads');
    const ben = await person(t, 'Ben Writes');
    await send(ben.agent, ava.user.id, 'Ping');
    const [avaSocket, benSocket] = await Promise.all([socketOf(ava.user.id), socketOf(ben.user.id)]);

    const read = (await ava.agent.post(MESSAGE_API.read(ben.user.id))).json();
    expect(read.updated).toBe(1);
    const expected = (userId: string) => ({
      type: 'event',
      topic: userTopic(userId),
      event: {
        type: MESSAGE_EVENTS.read,
        data: { readerId: ava.user.id, senderId: ben.user.id, readAt: read.readAt },
      },
    });
    expect(await benSocket.next(eventOf(MESSAGE_EVENTS.read))).toEqual(expected(ben.user.id));
    expect(await avaSocket.next(eventOf(MESSAGE_EVENTS.read))).toEqual(expected(ava.user.id));

    // Nothing left to read: no event.
    expect((await ava.agent.post(MESSAGE_API.read(ben.user.id))).json().updated).toBe(0);
    await settle(benSocket, ben.user.id);
    expect(
      dmFrames(benSocket).filter((f) => f.type === 'event' && f.event.type === MESSAGE_EVENTS.read),
    ).toHaveLength(1);
  });

  it('a refused message (blocked or invalid) sends nothing', async () => {
    const ava = await person(t, 'Ava Refused');
    const ben = await person(t, 'Ben Blocks');
    const benSocket = await socketOf(ben.user.id);
    await ben.agent.post(MESSAGE_API.block(ava.user.id));
    expect(
      (await ava.agent.post(MESSAGE_API.send, { recipientId: ben.user.id, body: 'Hi' })).statusCode,
    ).toBe(403);
    expect((await ava.agent.post(MESSAGE_API.send, { recipientId: ben.user.id, body: ' ' })).statusCode).toBe(
      400,
    );
    await settle(benSocket, ben.user.id);
    expect(dmFrames(benSocket)).toEqual([]);
  });

  it('a long message (over the NOTIFY payload size) arrives whole', async () => {
    const ava = await person(t, 'Ava Long');
    const ben = await person(t, 'Ben Long');
    const benSocket = await socketOf(ben.user.id);
    const body = '🎉'.repeat(MESSAGE_LIMITS.bodyMax / 2);
    const sent = await send(ava.agent, ben.user.id, body);
    const frame = await benSocket.next(eventOf(MESSAGE_EVENTS.created));
    expect(frame).toMatchObject({ event: { data: { message: { id: sent.id, body } } } });
  });
});
