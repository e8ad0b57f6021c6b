import { randomUUID } from 'node:crypto';
import { USER_EVENTS } from '@ibh/contract';
import { sql } from 'kysely';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { useDatabaseAndTwin } from '../../test/same-database.ts';
import type { Database } from '../db/database.ts';
import { TestClock } from './clock.ts';
import { type DomainEvent, DomainEvents, emitEvent } from './events.ts';
import { JobQueue } from './jobs/queue.ts';

const { database, twin, closeAfterEach: running } = useDatabaseAndTwin<JobQueue>();
const LEASE_MS = 60_000;

/** DomainEvents on its own job queue (as one server process has), with a silent logger tests can spy on. */
function newEvents(on: Database = database, clock = new TestClock()) {
  const log = pino({ level: 'silent' });
  const jobs = new JobQueue({ database: on, log, clock, leaseMs: LEASE_MS });
  const events = new DomainEvents({ database: on, jobs, log });
  running.push(jobs);
  return { events, jobs, log, clock };
}

/**
 * Each test's events carry their own user id, and its handlers only count those: a queue of one
 * test may well handle another test's leftover event.
 */
const signedUp = (userId: string) =>
  ({ type: USER_EVENTS.signedUp, actorId: null, payload: { userId } }) as const;

async function processedAt(id: string) {
  const row = await database.db
    .selectFrom('domain_events')
    .select('processed_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.processed_at;
}

describe('emitEvent and DomainEvents', () => {
  it('runs the handler once for an event emitted in a committed transaction, with its typed payload', async () => {
    const marker = randomUUID();
    const handled: DomainEvent<typeof USER_EVENTS.signedUp>[] = [];
    const { events, jobs } = newEvents();
    events.on(USER_EVENTS.signedUp, (event) => {
      if (event.payload.userId === marker) handled.push(event);
    });
    await jobs.start();

    const actorId = randomUUID();
    const id = await database.db
      .transaction()
      .execute((trx) => emitEvent(trx, { type: USER_EVENTS.signedUp, actorId, payload: { userId: marker } }));

    await vi.waitFor(() => expect(handled).toHaveLength(1));
    expect(handled[0]).toMatchObject({
      id,
      type: USER_EVENTS.signedUp,
      actorId,
      payload: { userId: marker },
    });
    await vi.waitFor(async () => expect(await processedAt(id)).toBeInstanceOf(Date));
    // Neither a later sweep nor another look at the queue runs it again.
    await events.sweep();
    await jobs.runDue();
    expect(handled).toHaveLength(1);
  });

  it('never runs the handler for an event emitted in a rolled-back transaction', async () => {
    const rolledBack = randomUUID();
    const committed = randomUUID();
    const calls: string[] = [];
    const { events, jobs } = newEvents();
    events.on(USER_EVENTS.signedUp, (event) => {
      if (new Set<string>([rolledBack, committed]).has(event.payload.userId))
        calls.push(event.payload.userId);
    });
    await jobs.start();

    await expect(
      database.db.transaction().execute(async (trx) => {
        await emitEvent(trx, signedUp(rolledBack));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await emitEvent(database.db, signedUp(committed));

    await vi.waitFor(() => expect(calls).toEqual([committed]));
    await events.sweep();
    await jobs.runDue();
    expect(calls).toEqual([committed]);
    const rows = await database.db
      .selectFrom('domain_events')
      .select('id')
      .where(sql<string>`payload ->> 'userId'`, '=', rolledBack)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a payload that does not match its type in the catalog', async () => {
    await expect(
      // @ts-expect-error the catalog says user_signed_up carries a userId
      emitEvent(database.db, { type: USER_EVENTS.signedUp, actorId: null, payload: { user: 'x' } }),
    ).rejects.toThrow();
  });

  it('has exactly one of two processes handle each event', async () => {
    const marker = randomUUID();
    const handledBy = new Map<string, string[]>();
    for (const [name, handle] of [
      ['a', database],
      ['b', twin],
    ] as const) {
      const { events, jobs } = newEvents(handle);
      events.on(USER_EVENTS.accountDeleted, (event) => {
        if (event.payload.userId !== marker) return;
        handledBy.set(event.id, [...(handledBy.get(event.id) ?? []), name]);
      });
      await jobs.start();
    }

    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(
        await emitEvent(database.db, {
          type: USER_EVENTS.accountDeleted,
          actorId: null,
          payload: { userId: marker },
        }),
      );
    }

    await vi.waitFor(() => expect(handledBy.size).toBe(ids.length));
    await Promise.all(running.map((jobs) => jobs.runDue()));
    expect([...handledBy.keys()].sort()).toEqual([...ids].sort());
    for (const names of handledBy.values()) expect(names).toHaveLength(1);
  });

  it('sweeps an event that was recorded without its job', async () => {
    const marker = randomUUID();
    const { id } = await database.db
      .insertInto('domain_events')
      .values({
        type: USER_EVENTS.signedUp,
        payload: JSON.stringify({ userId: marker }),
        created_at: sql<Date>`now() - interval '1 minute'`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const handled: DomainEvent[] = [];
    const { events, jobs, clock } = newEvents();
    events.on(USER_EVENTS.signedUp, (event) => {
      if (event.payload.userId === marker) handled.push(event);
    });
    await jobs.start();
    // The recurring sweep runs within its period and gives the event its job.
    await clock.advance(60_000);
    await jobs.runDue();

    expect(handled).toMatchObject([{ id, payload: { userId: marker } }]);
    expect(await processedAt(id)).toBeInstanceOf(Date);
  });

  it('logs a failing handler, still runs the others, and handles the event again after a backoff', async () => {
    const marker = randomUUID();
    const { events, jobs, log, clock } = newEvents();
    const logged = vi.spyOn(log, 'error');
    let failures = 1;
    const other = vi.fn();
    events.on(USER_EVENTS.signedUp, (event) => {
      if (event.payload.userId !== marker) return;
      if (failures-- > 0) throw new Error('handler broke');
    });
    events.on(USER_EVENTS.signedUp, (event) => {
      if (event.payload.userId === marker) other(event.id);
    });
    await jobs.start();

    const id = await emitEvent(database.db, signedUp(marker));
    await jobs.runDue();
    expect(other).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: id, eventType: USER_EVENTS.signedUp }),
      'domain event handler failed',
    );
    expect(await processedAt(id)).toBeNull();

    // Retried (every handler again: they are idempotent) once the backoff passed.
    await clock.advance(5_000);
    await jobs.runDue();
    expect(other).toHaveBeenCalledTimes(2);
    expect(await processedAt(id)).toBeInstanceOf(Date);
  });

  it('stops calling a handler once it is removed', async () => {
    const marker = randomUUID();
    const { events, jobs } = newEvents();
    const removed = vi.fn();
    const seen = vi.fn();
    const off = events.on(USER_EVENTS.signedUp, (event) => {
      if (event.payload.userId === marker) removed();
    });
    events.on(USER_EVENTS.accountDeleted, (event) => {
      if (event.payload.userId === marker) seen();
    });
    await jobs.start();
    off();

    await emitEvent(database.db, signedUp(marker));
    await emitEvent(database.db, {
      type: USER_EVENTS.accountDeleted,
      actorId: null,
      payload: { userId: marker },
    });

    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    await jobs.runDue();
    expect(removed).not.toHaveBeenCalled();
  });

  it('handles an event at least once across a crash between claim and handler', async () => {
    const marker = randomUUID();
    const clock = new TestClock();
    // Process A claims the event and dies inside its handler.
    const a = newEvents(database, clock);
    let inHandler!: () => void;
    const claimed = new Promise<void>((resolve) => {
      inHandler = resolve;
    });
    a.events.on(USER_EVENTS.signedUp, (event) => {
      if (event.payload.userId !== marker) return;
      inHandler();
      return new Promise(() => undefined);
    });
    await a.jobs.start();
    const id = await emitEvent(database.db, signedUp(marker));
    await claimed;
    await a.jobs.abandon();
    expect(await processedAt(id)).toBeNull();

    // A new process takes it over once the dead one's lease ran out.
    const b = newEvents(twin, clock);
    const handled: string[] = [];
    b.events.on(USER_EVENTS.signedUp, (event) => {
      if (event.payload.userId === marker) handled.push(event.id);
    });
    await b.jobs.start();
    await b.jobs.runDue();
    expect(handled).toEqual([]);

    await clock.advance(LEASE_MS);
    await b.jobs.runDue();
    expect(handled).toEqual([id]);
    expect(await processedAt(id)).toBeInstanceOf(Date);
  });
});
