import {
  REALTIME,
  type RealtimeEvent,
  type RealtimeEventData,
  type RealtimeEventType,
  topicPrefix,
  userTopic,
} from '@ibh/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import * as z from 'zod';
import type { Database, Unlisten } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AppConfig } from '../config.ts';
import { defineJob } from '../jobs/job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { RealtimeClient } from './client.ts';
import { sessionAuthenticator } from './session-authenticator.ts';
import {
  currentNamespace,
  decodeRealtimeMessage,
  loadStoredMessage,
  pruneStoredMessages,
  REALTIME_CHANNEL,
  sendRealtimeMessage,
} from './wire.ts';

export interface RealtimeIdentity {
  userId: string;
}
/** Who is opening this socket; null rejects it (close code 4401). */
export type RealtimeAuthenticate = (request: FastifyRequest) => Promise<RealtimeIdentity | null>;
/** Whether this user may subscribe to this topic (whose prefix selected the authorizer). */
export type TopicAuthorizer = (userId: string, topic: string) => Promise<boolean>;
export type RealtimeLogger = Pick<FastifyBaseLogger, 'error' | 'warn'>;

export interface RealtimeOptions {
  database: Database;
  config: Pick<AppConfig, 'env'>;
  log: RealtimeLogger;
  /** Runs the pruning of stored large messages (a recurring job); without one nothing prunes. */
  jobs?: JobQueue;
  heartbeatMs?: number;
}

const PRUNE_EVERY_MS = 60_000;
export const REALTIME_PRUNE_JOB = defineJob('realtime.prune', z.object({}));

/**
 * Pushes events to WebSocket clients. `publish` goes through Postgres NOTIFY so every
 * server process on the database (PGlite: the one process) fans it out to its own sockets
 * subscribed to the topic.
 */
export class Realtime {
  /** Replaceable: the accounts feature plugs in the session cookie here. */
  authenticate: RealtimeAuthenticate;
  private readonly database: Database;
  private readonly log: RealtimeLogger;
  private readonly heartbeatMs: number;
  private readonly authorizers = new Map<string, TopicAuthorizer>();
  private readonly subscribers = new Map<string, Set<RealtimeClient>>();
  private readonly clients = new Set<RealtimeClient>();
  private namespace: Promise<string> | undefined;
  private received: Promise<void> = Promise.resolve();
  private unlisten: Unlisten | undefined;
  private timers: NodeJS.Timeout[] = [];
  private closed = false;

  constructor(options: RealtimeOptions) {
    this.database = options.database;
    this.log = options.log;
    this.heartbeatMs = options.heartbeatMs ?? REALTIME.heartbeatMs;
    this.authenticate = sessionAuthenticator(options.config);
    this.allow('user', async (userId, topic) => topic === userTopic(userId));
    options.jobs?.every(REALTIME_PRUNE_JOB, PRUNE_EVERY_MS, () => pruneStoredMessages(this.database.db));
  }

  /** Registers the authorizer of every topic `<prefix>:...`; topics of unknown prefixes are denied. */
  allow(prefix: string, authorizer: TopicAuthorizer): void {
    if (this.authorizers.has(prefix))
      throw new Error(`Realtime topic prefix "${prefix}" is already registered`);
    this.authorizers.set(prefix, authorizer);
  }

  async authorize(userId: string, topic: string): Promise<boolean> {
    const authorizer = this.authorizers.get(topicPrefix(topic));
    return authorizer ? authorizer(userId, topic) : false;
  }

  /**
   * Sends an event of the catalog (REALTIME_EVENTS: its data typed by its type) to every socket
   * subscribed to the topic, in every process. Pass a transaction as `via` to send it only if
   * that transaction commits.
   */
  async publish<T extends RealtimeEventType>(
    topic: string,
    event: { type: T; data: RealtimeEventData<T> },
    via: Kysely<DB> = this.database.db,
  ): Promise<void> {
    await sendRealtimeMessage(via, await this.ns(), topic, event);
  }

  get connectionCount(): number {
    return this.clients.size;
  }

  /** LISTENs for published events and starts the heartbeat. */
  async start(): Promise<void> {
    if (this.unlisten || this.closed) return;
    await this.ns();
    this.unlisten = await this.database.listen(REALTIME_CHANNEL, (payload) => {
      this.received = this.received.then(() => this.receive(payload));
    });
    // The heartbeat is this process's own sockets, not shared work: a plain timer.
    const heartbeat = setInterval(() => this.heartbeat(), this.heartbeatMs);
    heartbeat.unref();
    this.timers = [heartbeat];
  }

  /** Registers an authenticated socket and subscribes it to its user's topic. */
  attach(socket: WebSocket, userId: string): RealtimeClient {
    const client = new RealtimeClient(socket, userId);
    this.clients.add(client);
    this.subscribe(client, userTopic(userId));
    socket.once('close', () => this.detach(client));
    if (this.closed) socket.close(REALTIME.closeCodes.goingAway, 'server shutting down');
    return client;
  }

  /** Returns false when the socket already holds the maximum number of topics. */
  subscribe(client: RealtimeClient, topic: string): boolean {
    if (client.topics.has(topic)) return true;
    if (client.topics.size >= REALTIME.maxTopicsPerSocket) return false;
    client.topics.add(topic);
    const set = this.subscribers.get(topic) ?? new Set<RealtimeClient>();
    set.add(client);
    this.subscribers.set(topic, set);
    return true;
  }

  unsubscribe(client: RealtimeClient, topic: string): void {
    client.topics.delete(topic);
    const set = this.subscribers.get(topic);
    set?.delete(client);
    if (set?.size === 0) this.subscribers.delete(topic);
  }

  /** One heartbeat tick over every socket (the timer calls it every heartbeatMs). */
  heartbeat(): void {
    for (const client of this.clients) client.heartbeat();
  }

  /** Stops listening, closes every socket, and waits for the messages being delivered. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.unlisten?.().catch(() => undefined);
    for (const client of this.clients)
      client.socket.close(REALTIME.closeCodes.goingAway, 'server shutting down');
    await this.received;
  }

  private detach(client: RealtimeClient): void {
    for (const topic of [...client.topics]) this.unsubscribe(client, topic);
    this.clients.delete(client);
  }

  private ns(): Promise<string> {
    this.namespace ??= currentNamespace(this.database.db).catch((error: unknown) => {
      this.namespace = undefined;
      throw error;
    });
    return this.namespace;
  }

  /** Handles one NOTIFY; called in arrival order so a client sees events in publish order. */
  private async receive(payload: string): Promise<void> {
    try {
      const message = decodeRealtimeMessage(payload);
      if (!message) {
        this.log.warn('ignored a malformed realtime notification');
        return;
      }
      if (message.ns !== (await this.ns()) || !this.subscribers.has(message.topic)) return;
      if ('event' in message) {
        this.deliver(message.topic, message.event);
        return;
      }
      const stored = await loadStoredMessage(this.database.db, message.ref);
      if (stored) this.deliver(stored.topic, stored.event);
      else this.log.warn({ ref: message.ref }, 'stored realtime message not found');
    } catch (error) {
      this.log.error({ err: error }, 'realtime delivery failed');
    }
  }

  private deliver(topic: string, event: RealtimeEvent): void {
    const set = this.subscribers.get(topic);
    if (!set) return;
    const frame = JSON.stringify({ type: 'event', topic, event });
    for (const client of set) client.sendRaw(frame);
  }
}
