import { randomUUID } from 'node:crypto';
import { REALTIME, userTopic } from '@ibh/contract';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { Realtime } from '../src/platform/realtime/realtime.ts';
import { MAX_INLINE_NOTIFY_BYTES } from '../src/platform/realtime/wire.ts';
import type { ServerProcess } from './server-process.ts';
import { requirePostgresInCi } from './shared-postgres.ts';
import { twoServersOnPostgres } from './two-servers.ts';
import { eventOf, isType, openSocket, publishAny } from './ws-client.ts';

/**
 * Two real server processes on one Postgres schema: an event published by another process
 * reaches sockets on both. The publisher is this test process running the real
 * Realtime.publish (so the wire format cannot drift from the server's), not an HTTP route:
 * a publish route would be an attack surface one NODE_ENV mistake away from production.
 */
const postgresAvailable = await requirePostgresInCi('the two-process realtime test');

describe.runIf(postgresAvailable)('realtime across two server processes on one Postgres', () => {
  const { servers, sockets, database } = twoServersOnPostgres('rt2p');
  let publisher: Realtime;

  beforeAll(() => {
    publisher = new Realtime({
      database: database(),
      config: { env: 'test' },
      log: pino({ level: 'silent' }),
    });
  });

  async function connect(server: ServerProcess | undefined, userId: string) {
    if (!server) throw new Error('server did not start');
    const socket = await openSocket(
      `${server.url.replace('http:', 'ws:')}${REALTIME.path}?testUser=${userId}`,
    );
    sockets.push(socket);
    expect(await socket.next(isType('ready'))).toEqual({ type: 'ready', userId });
    return socket;
  }

  it("delivers an event published by another process to user X's socket on process A", async () => {
    const [a, b] = servers;
    const userX = randomUUID();
    const onA = await connect(a, userX);
    const onB = await connect(b, userX);

    await publishAny(publisher, userTopic(userX), {
      type: 'test.cross-process',
      data: { from: 'publisher' },
    });

    const expected = {
      type: 'event',
      topic: userTopic(userX),
      event: { type: 'test.cross-process', data: { from: 'publisher' } },
    };
    expect(await onA.next(eventOf('test.cross-process'))).toEqual(expected);
    expect(await onB.next(eventOf('test.cross-process'))).toEqual(expected);
  });

  it('delivers an event larger than one NOTIFY across processes', async () => {
    const userX = randomUUID();
    const onA = await connect(servers[0], userX);
    const text = 'é'.repeat(MAX_INLINE_NOTIFY_BYTES);

    await publishAny(publisher, userTopic(userX), { type: 'test.cross-process.large', data: { text } });

    expect(await onA.next(eventOf('test.cross-process.large'))).toMatchObject({ event: { data: { text } } });
  });

  it("does not deliver user X's events to user Y", async () => {
    const [a, b] = servers;
    const userX = randomUUID();
    const userY = randomUUID();
    const xOnB = await connect(b, userX);
    const yOnA = await connect(a, userY);

    await publishAny(publisher, userTopic(userX), { type: 'test.private', data: null });
    await publishAny(publisher, userTopic(userY), { type: 'test.for-y', data: null });

    await xOnB.next(eventOf('test.private'));
    await yOnA.next(eventOf('test.for-y'));
    expect(yOnA.received.some(eventOf('test.private'))).toBe(false);
  });
});
