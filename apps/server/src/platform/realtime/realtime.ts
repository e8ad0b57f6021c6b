import {
  REALTIME,
  type RealtimeEventData,
  type RealtimeEventType,
  topicPrefix,
  userTopic,
} from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import * as z from 'zod';
import type { Database, ListenGap, Unlisten } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { defineJob } from '../jobs/job.ts';
import { type AccessCheckDeps, applyControl, recheckAll } from './access-checks.ts';
import { RealtimeClient } from './client.ts';
import type { Control } from './control.ts';
import type {
  ControlListener,
  FeedListener,
  RealtimeAuthenticate,
  RealtimeLogger,
  RealtimeOptions,
  SessionLiveness,
  TopicAuthorizer,
  TopicListener,
} from './realtime-types.ts';
import { sessionAuthenticator } from './session-authenticator.ts';
import { SocketRegistry } from './socket-registry.ts';
import {
  currentNamespace,
  decodeRealtimeMessage,
  loadStoredMessage,
  pruneStoredMessages,
  REALTIME_CHANNEL,
  sendControlMessage,
  sendRealtimeMessage,
  sendRealtimeMessageToEach,
  type WireMessage,
} from './wire.ts';

export type * from './realtime-types.ts';

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
  /** Replaceable: after a gap in the feed each socket's session is checked with this. */
  sessionLive: SessionLiveness = async () => true;
  private readonly database: Database;
  private readonly log: RealtimeLogger;
  private readonly heartbeatMs: number;
  private readonly authorizers = new Map<string, TopicAuthorizer>();
  private readonly sockets = new SocketRegistry();
  private readonly controlListeners = new Set<ControlListener>();
  private readonly feedListeners = new Set<FeedListener>();
  private readonly topicListeners = new Set<TopicListener>();
  /** Counts control messages as they arrive: a subscription authorized across one is authorized again. */
  private revocationEpoch = 0;
  private listening = false;
  private resolvedNs: string | undefined;
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
   * Authorizes a subscription so that no revocation can slip past it: when a control message
   * arrived while the authorizer ran (it may have read the database before the revocation
   * committed), it asks again.
   */
  async authorizeFresh(userId: string, topic: string): Promise<boolean> {
    for (;;) {
      const epoch = this.revocationEpoch;
      const allowed = await this.authorize(userId, topic);
      if (!allowed || epoch === this.revocationEpoch) return allowed;
    }
  }

  /**
   * Takes a user's access away from a topic (or, without one, from whatever the change may
   * concern): every process authorizes that user's subscriptions again and drops the refused
   * ones at once, before delivering any event published after the change. Pass the change's
   * transaction as `via` so the signal goes out when it commits.
   */
  async revokeAccess(userId: string, options: { topic?: string; via?: Kysely<DB> } = {}): Promise<void> {
    const control: Control = { kind: 'access.revoked', userId, topic: options.topic ?? null };
    await sendControlMessage(options.via ?? this.database.db, await this.ns(), control);
  }

  /** Hears every control message (sessions ended or changed, users changed, access revoked). */
  onControl(listener: ControlListener): void {
    this.controlListeners.add(listener);
  }

  /** Hears the topic of every event as it arrives (shared reads drop what it changed); returns its removal. */
  onTopic(listener: TopicListener): () => void {
    this.topicListeners.add(listener);
    return () => this.topicListeners.delete(listener);
  }

  /** Hears the feed coming up ('restored' after start and after every gap) and going down ('lost'). */
  onFeed(listener: FeedListener): void {
    this.feedListeners.add(listener);
    if (this.listening) listener('restored');
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

  /**
   * `publish` of one event to several topics in one statement (one round trip inside the writer's
   * transaction instead of one per topic); subscribers of each topic get it in the order given.
   */
  async publishToEach<T extends RealtimeEventType>(
    topics: readonly string[],
    event: { type: T; data: RealtimeEventData<T> },
    via: Kysely<DB> = this.database.db,
  ): Promise<void> {
    await sendRealtimeMessageToEach(via, await this.ns(), topics, event);
  }

  get connectionCount(): number {
    return this.sockets.clients.size;
  }

  /** LISTENs for published events and starts the heartbeat. */
  async start(): Promise<void> {
    if (this.unlisten || this.closed) return;
    this.resolvedNs = await this.ns();
    this.unlisten = await this.database.listen(
      REALTIME_CHANNEL,
      (payload) => this.arrived(payload),
      (state) => this.feedChanged(state),
    );
    this.feedChanged('restored');
    // The heartbeat is this process's own sockets, not shared work: a plain timer.
    const heartbeat = setInterval(() => this.heartbeat(), this.heartbeatMs);
    heartbeat.unref();
    this.timers = [heartbeat];
  }

  /** Registers an authenticated socket and subscribes it to its user's topic. */
  attach(socket: WebSocket, userId: string, sessionId?: string): RealtimeClient {
    const client = new RealtimeClient(socket, userId, sessionId);
    this.sockets.add(client);
    this.subscribe(client, userTopic(userId));
    socket.once('close', () => this.sockets.remove(client));
    if (this.closed) socket.close(REALTIME.closeCodes.goingAway, 'server shutting down');
    return client;
  }

  /** Returns false when the socket already holds the maximum number of topics. */
  subscribe(client: RealtimeClient, topic: string): boolean {
    return this.sockets.subscribe(client, topic);
  }

  unsubscribe(client: RealtimeClient, topic: string): void {
    this.sockets.unsubscribe(client, topic);
  }

  /** One heartbeat tick over every socket (the timer calls it every heartbeatMs). */
  heartbeat(): void {
    for (const client of this.sockets.clients) client.heartbeat();
  }

  /** Stops listening, closes every socket, and waits for the messages being delivered. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.unlisten?.().catch(() => undefined);
    for (const client of this.sockets.clients)
      client.socket.close(REALTIME.closeCodes.goingAway, 'server shutting down');
    await this.received;
  }

  /**
   * One NOTIFY as it arrives. Control messages reach their listeners (the session cache) at
   * once; everything that touches sockets runs in arrival order, so a subscription revoked by
   * a change is dropped before any event published after that change is delivered.
   */
  private arrived(payload: string): void {
    const message = decodeRealtimeMessage(payload);
    if (!message) {
      this.log.warn('ignored a malformed realtime notification');
      return;
    }
    if (message.ns !== this.resolvedNs) return;
    if ('control' in message) {
      const control = message.control;
      // Changed pages concern the page cache only: no access is revoked, no socket is touched.
      const aboutAccess = control.kind !== 'pages.changed';
      if (aboutAccess) this.revocationEpoch += 1;
      for (const listener of this.controlListeners) listener(control);
      if (aboutAccess) this.received = this.received.then(() => applyControl(this.access(), control));
      return;
    }
    for (const listener of this.topicListeners) listener(message.topic);
    this.received = this.received.then(() => this.receive(message));
  }

  private feedChanged(state: ListenGap): void {
    this.listening = state === 'restored';
    this.revocationEpoch += 1;
    for (const listener of this.feedListeners) listener(state);
    // Whatever was announced during the gap is lost: check every socket's session and topics again.
    if (state === 'restored' && this.sockets.clients.size > 0)
      this.received = this.received.then(() => recheckAll(this.access()));
  }

  /** What the access checks (access-checks.ts) work with; sessionLive is read when they run. */
  private access(): AccessCheckDeps {
    return {
      sockets: this.sockets,
      authorize: (userId, topic) => this.authorize(userId, topic),
      sessionLive: this.sessionLive,
      log: this.log,
    };
  }

  private ns(): Promise<string> {
    this.namespace ??= currentNamespace(this.database.db).catch((error: unknown) => {
      this.namespace = undefined;
      throw error;
    });
    return this.namespace;
  }

  /** Handles one published event; called in arrival order so a client sees events in publish order. */
  private async receive(message: WireMessage): Promise<void> {
    try {
      if (!this.sockets.hasSubscribers(message.topic)) return;
      if ('event' in message) {
        this.sockets.deliver(message.topic, message.event);
        return;
      }
      const stored = await loadStoredMessage(this.database.db, message.ref);
      if (stored) this.sockets.deliver(stored.topic, stored.event);
      else this.log.warn({ ref: message.ref }, 'stored realtime message not found');
    } catch (error) {
      this.log.error({ err: error }, 'realtime delivery failed');
    }
  }
}
