import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database, ListenGap } from '../../db/database.ts';
import type { AppConfig } from '../config.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Control } from './control.ts';

export interface RealtimeIdentity {
  userId: string;
  /** The session the socket was opened with; its end closes the socket. */
  sessionId?: string;
}
/** Who is opening this socket; null rejects it (close code 4401). */
export type RealtimeAuthenticate = (request: FastifyRequest) => Promise<RealtimeIdentity | null>;
/** Whether this user may subscribe to this topic (whose prefix selected the authorizer). */
export type TopicAuthorizer = (userId: string, topic: string) => Promise<boolean>;
export type RealtimeLogger = Pick<FastifyBaseLogger, 'error' | 'warn'>;
/** Whether a session is still live (checked for every socket after a gap in the feed). */
export type SessionLiveness = (sessionId: string) => Promise<boolean>;
/** Hears every control message of this schema as it arrives, before any later event is delivered. */
export type ControlListener = (control: Control) => void;
/** Hears the feed going down (messages may be missed from then on) and coming back. */
export type FeedListener = (state: ListenGap) => void;
/** Hears the topic of every event published on any process, subscribed sockets or not. */
export type TopicListener = (topic: string) => void;

export interface RealtimeOptions {
  database: Database;
  config: Pick<AppConfig, 'env'>;
  log: RealtimeLogger;
  /** Runs the pruning of stored large messages (a recurring job); without one nothing prunes. */
  jobs?: JobQueue;
  heartbeatMs?: number;
}
