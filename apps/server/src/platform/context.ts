import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { DomainEvents } from './events.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { NotificationsPort } from './notifications-port.ts';
import type { Realtime } from './realtime/realtime.ts';
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
  events: DomainEvents;
  /** Durable scheduled work (platform/jobs); schedule inside the change's transaction. */
  jobs: JobQueue;
  /** The clock the job queue runs on; compute run-at times from it. */
  clock: Clock;
  storage: Storage;
  mail: Mailer;
  /** Delivers notifications (batched, per preferences, live and by email); fed by domain events. */
  notifications: NotificationsPort;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
