import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REALTIME, userTopic } from '@ibh/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from '../src/db/database.ts';
import { Realtime } from '../src/platform/realtime/realtime.ts';
import { MAX_INLINE_NOTIFY_BYTES } from '../src/platform/realtime/wire.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { admin, POSTGRES_URL, requirePostgresInCi } from './shared-postgres.ts';
import { eventOf, isType, openSocket, publishAny, type TestSocket } from './ws-client.ts';

/**
 * Two real server processes on one Postgres schema: an event published by another process
 * reaches sockets on both. The publisher is this test process running the real
 * Realtime.publish (so the wire format cannot drift from the server's), not an HTTP route:
 * a publish route would be an attack surface one NODE_ENV mistake away from production.
 */
const postgresAvailable = await requirePostgresInCi('the two-process realtime test');

describe.runIf(postgresAvailable)('realtime across two server processes on one Postgres', () => {
  const schema = `test_rt2p_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ibh-rt2p-'));
  const servers: ServerProcess[] = [];
  const sockets: TestSocket[] = [];
  let publisherDb: Database | undefined;
  let publisher: Realtime;

  const serverEnv = {
    DATABASE_URL: POSTGRES_URL,
    DATABASE_SCHEMA: schema,
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SECRET_KEY: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
  };

  beforeAll(async () => {
    // Created here, not by the two servers at once: concurrent `create schema if not exists` can collide.
    await admin(`create schema ${schema}`);
    // One after the other so their startup migrations do not race.
    servers.push(await startServerProcess(serverEnv));
    servers.push(await startServerProcess(serverEnv));
    publisherDb = await openDatabase({
      dataDir: IN_MEMORY,
      database: { url: POSTGRES_URL, poolMax: 2, schema },
    });
    publisher = new Realtime({
      database: publisherDb,
      config: { env: 'test' },
      log: pino({ level: 'silent' }),
    });
  });

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    const codes = await Promise.all(servers.map((server) => server.stop()));
    await publisherDb?.close();
    await admin(`drop schema if exists ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
    expect(codes, 'both servers shut down cleanly').toEqual(servers.map(() => 0));
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
