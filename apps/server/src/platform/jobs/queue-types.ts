import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../clock.ts';
import type { JobDefinition } from './job.ts';

export type JobsLogger = Pick<FastifyBaseLogger, 'error' | 'warn'>;

export interface JobInfo {
  id: string;
  name: string;
  /** 1 on the first run; a retry or a run after a crash counts up. */
  attempt: number;
}
export type JobHandler<P> = (payload: P, job: JobInfo) => Promise<unknown> | unknown;

export interface JobQueueOptions {
  database: Database;
  log: JobsLogger;
  /** Default: the wall clock. Tests pass a TestClock and advance it. */
  clock?: Clock;
  /** How long a claim holds a job; renewed every third of it while the job runs. Default 60 s. */
  leaseMs?: number;
  /**
   * Longest wait between two looks at the table when nothing is due sooner (a missed NOTIFY).
   * Default 30 s on the wall clock; none on a test clock.
   */
  idleWakeMs?: number;
  /** Jobs one process runs at once. Default 8. */
  concurrency?: number;
}

export interface Registered {
  definition: JobDefinition<unknown>;
  handler: JobHandler<unknown>;
  /** Recurring jobs reschedule their one row instead of finishing. */
  everyMs?: number;
}
