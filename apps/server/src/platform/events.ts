import {
  DOMAIN_EVENTS,
  type DomainEventPayload,
  type DomainEventType,
  isDomainEventType,
} from '@ibh/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import * as z from 'zod';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { defineJob, JOBS_CHANNEL } from './jobs/job.ts';
import type { JobInfo, JobQueue } from './jobs/queue.ts';

/** What a producer emits: the type's payload is checked against the catalog (DOMAIN_EVENTS). */
export interface DomainEventInput<T extends DomainEventType = DomainEventType> {
  type: T;
  actorId: string | null;
  payload: DomainEventPayload<T>;
}

/** A committed event as a handler gets it, its payload typed by its type. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { id: string; type: K; actorId: string | null; payload: DomainEventPayload<K>; createdAt: Date };
}[T];

export type DomainEventHandler<T extends DomainEventType = DomainEventType> = (
  event: DomainEvent<T>,
) => Promise<unknown> | unknown;

/**
 * One event subscription as data: a module exports its list and the app registers it. The
 * handler may run more than once for one event (at-least-once): it must be idempotent.
 */
export interface Subscription<T extends DomainEventType = DomainEventType> {
  type: T;
  // Method syntax on purpose: a Subscription<'x'> then fits in a Subscription[] list.
  handle(event: DomainEvent<T>): Promise<unknown> | unknown;
}

/** Builds a typed subscription (the handler's event is inferred from the type). */
export function subscription<T extends DomainEventType>(
  type: T,
  handle: DomainEventHandler<T>,
): Subscription<T> {
  return { type, handle };
}

export type EventsLogger = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/** Each committed event is handled by one job of this name (key `domain_event:<event id>`). */
export const DOMAIN_EVENT_JOB = defineJob('domain_event', z.object({ eventId: z.string() }), {
  maxAttempts: 8,
  backoffMs: 5_000,
});

/** Safety net for an event recorded without its job (written by hand, or restored from elsewhere). */
export const EVENTS_SWEEP_JOB = defineJob('events.sweep', z.object({}));
const SWEEP_EVERY_MS = 60_000;
/** An unhandled event older than this with no job gets one. */
const SWEEP_AFTER_MS = 5_000;

/**
 * Records a domain event and schedules its handling, in one statement on the caller's
 * executor: inside a transaction both commit or roll back together, and Postgres delivers the
 * NOTIFY that wakes the job queues only on commit, so a rolled-back change emits nothing.
 * Returns the event id.
 */
export async function emitEvent<T extends DomainEventType>(
  trx: Kysely<DB>,
  event: DomainEventInput<T>,
): Promise<string> {
  const schema: z.core.$ZodType = DOMAIN_EVENTS[event.type];
  const payload = z.parse(schema, event.payload);
  const result = await sql<{ id: string }>`
    with e as (
      insert into domain_events (type, actor_id, payload)
      values (${event.type}, ${event.actorId}, ${JSON.stringify(payload)}::jsonb)
      returning id
    ), j as (
      insert into jobs (name, payload, idempotency_key, max_attempts)
      select ${DOMAIN_EVENT_JOB.name}, jsonb_build_object('eventId', e.id), ${`${DOMAIN_EVENT_JOB.name}:`}::text || e.id::text, ${DOMAIN_EVENT_JOB.maxAttempts}::int
      from e
    )
    select e.id, pg_notify(${JOBS_CHANNEL}, ${DOMAIN_EVENT_JOB.name}) as notified from e`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new Error('emitEvent inserted no event');
  return row.id;
}

export interface DomainEventsOptions {
  database: Database;
  jobs: JobQueue;
  log: EventsLogger;
  sweepEveryMs?: number;
  sweepAfterMs?: number;
}

/**
 * Runs the handlers of committed domain events, at least once across every process on the
 * database: each event is a job on the queue, so a process that dies while handling it leaves
 * the job to be claimed again after its lease. processed_at is set once every handler succeeded
 * (or the last attempt ran). A failing handler is logged and the event retried with backoff,
 * every handler again: handlers must be idempotent (the notifier drops a notification it
 * already stored for the same event).
 */
export class DomainEvents {
  private readonly db: Kysely<DB>;
  private readonly log: EventsLogger;
  private readonly sweepAfterMs: number;
  private readonly handlers = new Map<string, DomainEventHandler[]>();

  constructor(options: DomainEventsOptions) {
    this.db = options.database.db;
    this.log = options.log;
    this.sweepAfterMs = options.sweepAfterMs ?? SWEEP_AFTER_MS;
    options.jobs.handle(DOMAIN_EVENT_JOB, ({ eventId }, job) => this.dispatch(eventId, job));
    options.jobs.every(EVENTS_SWEEP_JOB, options.sweepEveryMs ?? SWEEP_EVERY_MS, () => this.sweep());
  }

  /** Registers a handler for one event type. Returns a function that removes it. */
  on<T extends DomainEventType>(type: T, handler: DomainEventHandler<T>): () => void {
    // The dispatcher only calls it with events of this type (their payload checked against the catalog).
    const stored = handler as DomainEventHandler;
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), stored]);
    return () => {
      this.handlers.set(
        type,
        (this.handlers.get(type) ?? []).filter((h) => h !== stored),
      );
    };
  }

  /** Registers a module's subscriptions. Returns a function that removes them. */
  subscribe(subscriptions: readonly Subscription[]): () => void {
    const offs = subscriptions.map((s) => this.on(s.type, (event) => s.handle(event)));
    return () => {
      for (const off of offs) off();
    };
  }

  /**
   * Gives a job to every unhandled event older than the sweep threshold that has none (events
   * are written with their job, so normally there is nothing to do). Returns how many.
   */
  async sweep(): Promise<number> {
    const result = await sql<{ id: string }>`
      with added as (
        insert into jobs (name, payload, idempotency_key, max_attempts)
        select ${DOMAIN_EVENT_JOB.name}, jsonb_build_object('eventId', d.id),
               ${`${DOMAIN_EVENT_JOB.name}:`}::text || d.id::text, ${DOMAIN_EVENT_JOB.maxAttempts}::int
        from domain_events d
        where d.processed_at is null
          and d.created_at < now() - make_interval(secs => ${this.sweepAfterMs / 1000})
        order by d.created_at
        limit 1000
        on conflict (idempotency_key) do nothing
        returning id
      )
      select id from added`.execute(this.db);
    if (result.rows.length > 0)
      await sql`select pg_notify(${JOBS_CHANNEL}, ${DOMAIN_EVENT_JOB.name})`.execute(this.db);
    return result.rows.length;
  }

  /** The domain_event job: runs the event's handlers, then marks it processed. */
  private async dispatch(eventId: string, job: JobInfo): Promise<void> {
    const row = await this.db
      .selectFrom('domain_events')
      .selectAll()
      .where('id', '=', eventId)
      .executeTakeFirst();
    if (!row || row.processed_at) return;
    const handlers = this.handlers.get(row.type) ?? [];
    let failed = 0;
    if (handlers.length > 0) {
      const event = this.toEvent(row);
      if (!event) {
        this.log.error({ eventId, eventType: row.type }, 'domain event payload does not match its type');
      } else {
        for (const handler of handlers) {
          try {
            await handler(event);
          } catch (error) {
            failed++;
            this.log.error(
              { err: error, eventId, eventType: row.type, attempt: job.attempt },
              'domain event handler failed',
            );
          }
        }
      }
    }
    if (failed > 0 && job.attempt < DOMAIN_EVENT_JOB.maxAttempts) {
      throw new Error(`${failed} handler(s) of domain event ${eventId} failed`);
    }
    await this.db
      .updateTable('domain_events')
      .set({ processed_at: sql<Date>`now()` })
      .where('id', '=', eventId)
      .execute();
  }

  private toEvent(row: {
    id: string;
    type: string;
    actor_id: string | null;
    payload: unknown;
    created_at: Date;
  }): DomainEvent | undefined {
    if (!isDomainEventType(row.type)) return undefined;
    const schema: z.core.$ZodType = DOMAIN_EVENTS[row.type];
    const parsed = z.safeParse(schema, row.payload);
    if (!parsed.success) return undefined;
    return {
      id: row.id,
      type: row.type,
      actorId: row.actor_id,
      payload: parsed.data,
      createdAt: row.created_at,
    } as DomainEvent;
  }
}
