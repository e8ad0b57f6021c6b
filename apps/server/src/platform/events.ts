import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, Unlisten } from '../db/database.ts';
import type { DB, DomainEventsTable } from '../db/schema.ts';

/** The NOTIFY channel that announces a committed domain event by its id. */
export const EVENTS_CHANNEL = 'ibh_events';

const SWEEP_EVERY_MS = 30_000;
/** An unprocessed event older than this missed its notification (or its process died). */
const SWEEP_AFTER_MS = 5_000;
const SWEEP_BATCH = 100;
const SWEEP_MAX_BATCHES = 10;

export interface DomainEventInput {
  type: string;
  actorId: string | null;
  payload: Record<string, unknown>;
}

export interface DomainEvent extends DomainEventInput {
  id: string;
  createdAt: Date;
}

export type DomainEventHandler = (event: DomainEvent) => Promise<void> | void;
export type EventsLogger = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/**
 * Records a domain event and announces it, in one statement on the caller's executor:
 * inside a transaction both commit or roll back together, and Postgres delivers the
 * NOTIFY only on commit, so a rolled-back change emits nothing. Returns the event id.
 */
export async function emitEvent(trx: Kysely<DB> | Transaction<DB>, event: DomainEventInput): Promise<string> {
  const row = await trx
    .with('e', (qb) =>
      qb
        .insertInto('domain_events')
        .values({ type: event.type, actor_id: event.actorId, payload: JSON.stringify(event.payload) })
        .returning('id'),
    )
    .selectFrom('e')
    .select(['e.id', sql<string>`pg_notify(${EVENTS_CHANNEL}, e.id::text)`.as('notified')])
    .executeTakeFirstOrThrow();
  return row.id;
}

function toDomainEvent(row: Selectable<DomainEventsTable>): DomainEvent {
  return {
    id: row.id,
    type: row.type,
    actorId: row.actor_id,
    payload: row.payload,
    createdAt: row.created_at,
  };
}

export interface DomainEventsOptions {
  database: Database;
  log: EventsLogger;
  sweepEveryMs?: number;
  sweepAfterMs?: number;
}

/**
 * Runs the handlers of committed domain events, each event exactly once across every
 * process on the database: a process claims an event (sets processed_at) before running
 * its handlers, and only one claim can succeed. Delivery is at most once: a process that
 * dies between claim and handler loses the event, so handlers should be quick and idempotent.
 */
export class DomainEvents {
  private readonly database: Database;
  private readonly log: EventsLogger;
  private readonly sweepEveryMs: number;
  private readonly sweepAfterMs: number;
  private readonly handlers = new Map<string, DomainEventHandler[]>();
  private readonly inFlight = new Set<Promise<void>>();
  private unlisten: Unlisten | undefined;
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | undefined;
  private closed = false;

  constructor(options: DomainEventsOptions) {
    this.database = options.database;
    this.log = options.log;
    this.sweepEveryMs = options.sweepEveryMs ?? SWEEP_EVERY_MS;
    this.sweepAfterMs = options.sweepAfterMs ?? SWEEP_AFTER_MS;
  }

  /** Registers a handler for one event type. Returns a function that removes it. */
  on(type: string, handler: DomainEventHandler): () => void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler);
    this.handlers.set(type, list);
    return () => {
      this.handlers.set(
        type,
        (this.handlers.get(type) ?? []).filter((h) => h !== handler),
      );
    };
  }

  /** LISTENs for new events, then sweeps what was missed while no process listened. */
  async start(): Promise<void> {
    if (this.unlisten || this.closed) return;
    this.unlisten = await this.database.listen(EVENTS_CHANNEL, (id) => {
      void this.track(this.claimOne(id));
    });
    this.timer = setInterval(() => void this.sweep(), this.sweepEveryMs);
    this.timer.unref();
    await this.sweep();
  }

  /** Claims and handles unprocessed events older than the sweep threshold. Returns how many. */
  sweep(): Promise<number> {
    if (this.closed) return Promise.resolve(0);
    this.sweeping ??= this.sweepBatches().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  /** Stops listening and sweeping, then waits for running handlers. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.unlisten?.().catch(() => undefined);
    await this.sweeping;
    await Promise.allSettled([...this.inFlight]);
  }

  private async sweepBatches(): Promise<number> {
    let handled = 0;
    try {
      for (let batch = 0; batch < SWEEP_MAX_BATCHES && !this.closed; batch++) {
        const claimed = await this.database.db
          .updateTable('domain_events')
          .set({ processed_at: sql<Date>`now()` })
          .where(
            'id',
            'in',
            this.database.db
              .selectFrom('domain_events')
              .select('id')
              .where('processed_at', 'is', null)
              .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${this.sweepAfterMs / 1000})`)
              .orderBy('created_at')
              .limit(SWEEP_BATCH)
              .forUpdate()
              .skipLocked(),
          )
          .returningAll()
          .execute();
        for (const row of claimed.sort((a, b) => a.created_at.getTime() - b.created_at.getTime())) {
          await this.track(this.handle(toDomainEvent(row)));
        }
        handled += claimed.length;
        if (claimed.length < SWEEP_BATCH) break;
      }
    } catch (error) {
      this.log.error({ err: error }, 'domain events sweep failed');
    }
    return handled;
  }

  /** NOTIFY channels are per server, not per schema: an id from another schema claims nothing here. */
  private async claimOne(id: string): Promise<void> {
    if (this.closed) return;
    try {
      const row = await this.database.db
        .updateTable('domain_events')
        .set({ processed_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('processed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (row) await this.handle(toDomainEvent(row));
    } catch (error) {
      this.log.error({ err: error, eventId: id }, 'domain event claim failed');
    }
  }

  private async handle(event: DomainEvent): Promise<void> {
    for (const handler of this.handlers.get(event.type) ?? []) {
      try {
        await handler(event);
      } catch (error) {
        this.log.error(
          { err: error, eventId: event.id, eventType: event.type },
          'domain event handler failed',
        );
      }
    }
  }

  private track(work: Promise<void>): Promise<void> {
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }
}
