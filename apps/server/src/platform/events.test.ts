import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSameDatabase } from '../../test/same-database.ts';
import { openTestDatabase } from '../../test/test-server.ts';
import type { Database } from '../db/database.ts';
import { type DomainEvent, DomainEvents, emitEvent } from './events.ts';

let database: Database;
let twin: Database;
const running: DomainEvents[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  twin = await openSameDatabase(database);
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((events) => events.close()));
});
afterAll(async () => {
  await twin.close();
  await database.close();
  await database.dropSchema?.();
});

/** A started DomainEvents on the given handle, with a silent logger the test can spy on. */
async function startEvents(on: Database = database, options: { sweepAfterMs?: number } = {}) {
  const log = pino({ level: 'silent' });
  const events = new DomainEvents({ database: on, log, ...options });
  running.push(events);
  return { events, log };
}

/** Event types are unique per test so no other test's events can match. */
const uniqueType = (name: string) => `test.${name}.${randomUUID()}`;

async function processedAt(id: string) {
  const row = await database.db
    .selectFrom('domain_events')
    .select('processed_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.processed_at;
}

describe('emitEvent and DomainEvents', () => {
  it('runs the handler once for an event emitted in a committed transaction', async () => {
    const type = uniqueType('committed');
    const handled: DomainEvent[] = [];
    const { events } = await startEvents();
    events.on(type, (event) => {
      handled.push(event);
    });
    await events.start();

    const actorId = randomUUID();
    const id = await database.db
      .transaction()
      .execute((trx) => emitEvent(trx, { type, actorId, payload: { ideaId: 7 } }));

    await vi.waitFor(() => expect(handled).toHaveLength(1));
    expect(handled[0]).toMatchObject({ id, type, actorId, payload: { ideaId: 7 } });
    expect(await processedAt(id)).toBeInstanceOf(Date);
    // A later sweep does not run it again.
    await events.sweep();
    expect(handled).toHaveLength(1);
  });

  it('never runs the handler for an event emitted in a rolled-back transaction', async () => {
    const rolledBack = uniqueType('rolled-back');
    const marker = uniqueType('marker');
    const calls: string[] = [];
    const { events } = await startEvents(database, { sweepAfterMs: 0 });
    events.on(rolledBack, (event) => {
      calls.push(event.type);
    });
    events.on(marker, (event) => {
      calls.push(event.type);
    });
    await events.start();

    await expect(
      database.db.transaction().execute(async (trx) => {
        await emitEvent(trx, { type: rolledBack, actorId: null, payload: {} });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await emitEvent(database.db, { type: marker, actorId: null, payload: {} });

    await vi.waitFor(() => expect(calls).toEqual([marker]));
    await events.sweep();
    expect(calls).toEqual([marker]);
    const rows = await database.db
      .selectFrom('domain_events')
      .select('id')
      .where('type', '=', rolledBack)
      .execute();
    expect(rows).toEqual([]);
  });

  it('has exactly one of two instances on one database handle each event', async () => {
    const type = uniqueType('shared');
    const handledBy = new Map<string, string[]>();
    for (const [name, handle] of [
      ['a', database],
      ['b', twin],
    ] as const) {
      const { events } = await startEvents(handle);
      events.on(type, (event) => {
        handledBy.set(event.id, [...(handledBy.get(event.id) ?? []), name]);
      });
      await events.start();
    }

    const ids: string[] = [];
    for (let i = 0; i < 20; i++)
      ids.push(await emitEvent(database.db, { type, actorId: null, payload: { i } }));

    await vi.waitFor(() => expect(handledBy.size).toBe(ids.length));
    await Promise.all(running.map((events) => events.sweep()));
    expect([...handledBy.keys()].sort()).toEqual([...ids].sort());
    for (const names of handledBy.values()) expect(names).toHaveLength(1);
  });

  it('sweeps an event whose notification was missed', async () => {
    const type = uniqueType('missed');
    const { id } = await database.db
      .insertInto('domain_events')
      .values({
        type,
        payload: JSON.stringify({ late: true }),
        created_at: sql<Date>`now() - interval '1 minute'`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const handled: DomainEvent[] = [];
    const { events } = await startEvents();
    events.on(type, (event) => {
      handled.push(event);
    });
    await events.start();

    expect(handled).toMatchObject([{ id, payload: { late: true } }]);
  });

  it('logs a failing handler without throwing and still runs the other handlers', async () => {
    const type = uniqueType('failing');
    const { events, log } = await startEvents();
    const logged = vi.spyOn(log, 'error');
    const after = vi.fn();
    events.on(type, () => {
      throw new Error('handler broke');
    });
    events.on(type, after);
    await events.start();

    await emitEvent(database.db, { type, actorId: null, payload: {} });

    await vi.waitFor(() => expect(after).toHaveBeenCalledTimes(1));
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ eventType: type }),
      'domain event handler failed',
    );
  });

  it('stops calling a handler once it is removed', async () => {
    const type = uniqueType('removed');
    const marker = uniqueType('marker');
    const { events } = await startEvents();
    const removed = vi.fn();
    const seen = vi.fn();
    const off = events.on(type, removed);
    events.on(marker, seen);
    await events.start();
    off();

    await emitEvent(database.db, { type, actorId: null, payload: {} });
    await emitEvent(database.db, { type: marker, actorId: null, payload: {} });

    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    expect(removed).not.toHaveBeenCalled();
  });
});
