import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import type { SessionCache } from './auth/session-cache.ts';
import type { AvatarsPort } from './avatars-port.ts';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { DomainEvents } from './events.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { NotificationsPort } from './notifications-port.ts';
import type { PageCache } from './page-cache.ts';
import type { Payments } from './payments/payments.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { SharedReads } from './shared-reads.ts';
import type { Storage } from './storage/storage.ts';

/**
 * The services every module reaches through `app.ctx`. Adapters (storage, mail,
 * realtime) join here with their embedded default chosen by config.
 */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Kysely<DB>;
  realtime: Realtime;
  /**
   * Live sessions this process read recently. Every process forgets a session when a control
   * message says it ended; code that ends sessions also forgets them here before answering.
   */
  sessions: SessionCache;
  events: DomainEvents;
  /** Durable scheduled work (platform/jobs); schedule inside the change's transaction. */
  jobs: JobQueue;
  /** The clock the job queue runs on; compute run-at times from it. */
  clock: Clock;
  storage: Storage;
  mail: Mailer;
  /** People's avatar URLs (filled by the profiles module; read by the session answers). */
  avatars: AvatarsPort;
  /** Delivers notifications (batched, per preferences, live and by email); fed by domain events. */
  notifications: NotificationsPort;
  /**
   * The payment provider (platform/payments/payments.ts): sandbox by default, Stripe when
   * configured. A checkout is paid only when its verified webhook publishes
   * `payment.checkout_completed`; subscribe to that, never trust a redirect.
   */
  payments: Payments;
  /**
   * Pages rendered for visitors without a session, shared between them (platform/page-cache.ts);
   * writes reach it through database triggers (`pages.changed`), not through code.
   */
  pages: PageCache;
  /**
   * Reads the same for everyone (the home pulse), kept per process and dropped when an event of
   * their realtime topic arrives (platform/shared-reads.ts).
   */
  reads: SharedReads;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
