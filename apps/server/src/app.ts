import websocket from '@fastify/websocket';
import { REQUEST } from '@ibh/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/database.ts';
import { appModules } from './modules/index.ts';
import { Notifier } from './modules/notifications/notifier.ts';
import { avatarUrlOfUser } from './modules/profiles/avatar-url.ts';
import { registerCsrfProtection } from './platform/auth/csrf.ts';
import { registerSessionAuth, sessionIsLive } from './platform/auth/session.ts';
import { SessionCache } from './platform/auth/session-cache.ts';
import { type Clock, realClock } from './platform/clock.ts';
import type { AppConfig } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import { frameworkErrors, registerErrorHandler } from './platform/errors.ts';
import { DomainEvents } from './platform/events.ts';
import { registerHttpPlatform } from './platform/http.ts';
import { JobQueue } from './platform/jobs/queue.ts';
import { genReqId, lazyChildLogger, loggerOptions } from './platform/logger.ts';
import { mailRoutes } from './platform/mail/mail.routes.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { registerModules } from './platform/module.ts';
import { PageCache } from './platform/page-cache.ts';
import { createPayments } from './platform/payments/create-payments.ts';
import type { Payments } from './platform/payments/payments.ts';
import { sandboxCheckoutRoutes } from './platform/payments/sandbox.routes.ts';
import { webhookRoutes } from './platform/payments/webhook.routes.ts';
import { registerProcessHeader } from './platform/process-header.ts';
import { realtimeRoutes } from './platform/realtime/realtime.routes.ts';
import { Realtime } from './platform/realtime/realtime.ts';
import { requireRouteSchemas } from './platform/route-schemas.ts';
import { createSerializerCompiler } from './platform/serializer.ts';
import { SharedReads } from './platform/shared-reads.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { storageRoutes } from './platform/storage/storage.routes.ts';
import type { Storage } from './platform/storage/storage.ts';
import { registerTextInputGuard } from './platform/text-input.ts';
import { registerWebApp } from './platform/web.ts';

export interface AppDependencies {
  database: Database;
  /** Defaults to createStorage(config): S3 when configured, else files under DATA_DIR. */
  storage?: Storage;
  /** Defaults to the outbox mailer, delivering over SMTP_URL when set. */
  mail?: Mailer;
  /** The job queue's clock; defaults to the wall clock (tests pass a TestClock). */
  clock?: Clock;
  /** Defaults to createPayments(config): Stripe when configured, else the sandbox. */
  payments?: Payments;
}

/** How often the page cache's counters go to the log (when they moved). */
const PAGE_CACHE_LOG_EVERY_MS = 60_000;
/** The longest a shared read is kept: bounds what no trigger announces (a person's new name or avatar). */
const SHARED_READ_MAX_AGE_MS = 30_000;

/** The page cache's hits, stale answers, misses and size in the log, a line a minute while they move. */
function logPageCacheStats(app: FastifyInstance, pages: PageCache): void {
  let last = '';
  // This process's own counters, not shared work: a plain timer, as the realtime heartbeat.
  const timer = setInterval(() => {
    const stats = pages.stats();
    const line = JSON.stringify(stats);
    if (line === last) return;
    last = line;
    app.log.info({ pageCache: stats }, 'page cache');
  }, PAGE_CACHE_LOG_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * Builds the whole HTTP application without listening, so tests can drive it
 * with `app.inject()` and main.ts can listen on a port.
 */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId,
    childLoggerFactory: lazyChildLogger,
    requestIdHeader: false,
    bodyLimit: REQUEST.bodyLimitBytes,
    trustProxy: config.isProduction,
    frameworkErrors,
  });

  const clock = deps.clock ?? realClock;
  const jobs = new JobQueue({ database: deps.database, log: app.log, clock, leaseMs: config.jobs.leaseMs });
  const realtime = new Realtime({ database: deps.database, config, log: app.log, jobs });
  // Sessions are cached while the control feed is up and forgotten as its messages say (item 7).
  const sessions = new SessionCache();
  realtime.onControl((control) => sessions.apply(control));
  realtime.onFeed((state) => sessions.setLive(state === 'restored'));
  realtime.sessionLive = (sessionId) => sessionIsLive(deps.database.db, sessionId);
  // Shared pages are dropped as the control feed says what changed, and kept only while it is up.
  const pages = new PageCache({
    ...config.pageCache,
    onError: (error) => app.log.warn({ err: error }, 'a cached page could not be rendered again'),
  });
  realtime.onControl((control) => pages.apply(control));
  realtime.onFeed((state) => pages.setLive(state === 'restored'));
  if (config.pageCache.enabled) logPageCacheStats(app, pages);
  // Reads shared by everyone are dropped as their topic's events arrive, kept only while the feed is up.
  const reads = new SharedReads({ maxAgeMs: SHARED_READ_MAX_AGE_MS });
  realtime.onTopic((topic) => reads.changed(topic));
  realtime.onControl((control) => {
    if (control.kind === 'pages.changed') for (const path of control.paths) reads.changed(path);
  });
  realtime.onFeed((state) => reads.setLive(state === 'restored'));
  const events = new DomainEvents({ database: deps.database, jobs, log: app.log });
  const storage = deps.storage ?? createStorage(config);
  const mail = deps.mail ?? createMailer({ config, db: deps.database.db, log: app.log, jobs });
  const payments = deps.payments ?? createPayments(config, { db: deps.database.db, clock });
  const notifications = new Notifier({ db: deps.database.db, storage, realtime, mail, config, log: app.log });
  const ctx: AppContext = {
    config,
    database: deps.database,
    db: deps.database.db,
    realtime,
    sessions,
    events,
    jobs,
    clock,
    storage,
    mail,
    avatars: { urlOf: (userId) => avatarUrlOfUser({ db: deps.database.db, storage }, userId) },
    notifications,
    payments,
    pages,
    reads,
  };
  app.decorate('ctx', ctx);
  // Started once every plugin has registered its handlers, jobs and authorizers; LISTENs run one
  // after the other because database.listen() opens its listener connection on first use.
  app.addHook('onReady', async () => {
    await realtime.start();
    await jobs.start();
  });
  // preClose, before @fastify/websocket's own, so sockets get a proper 1001 'going away'.
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  // onClose hooks run last-registered first: the mailer closes after the notifier's last batch.
  app.addHook('onClose', () => mail.close());
  app.addHook('onClose', async () => {
    // Stops claiming jobs and waits for the running ones (domain-event handlers among them).
    await jobs.close();
    // Handlers that ran until now may have queued notifications: store, publish and mail them.
    await notifications.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against their zod schema outside production (decision 35).
  app.setSerializerCompiler(createSerializerCompiler({ checked: !config.isProduction }));
  requireRouteSchemas(app);
  registerErrorHandler(app);
  // Control characters in any params, query or body string: a coded 400 before validation.
  registerTextInputGuard(app);
  // Before every hook that may refuse a request: @fastify/websocket marks a handshake in its own
  // onRequest hook and destroys the socket of one that was refused; a handshake refused by an
  // earlier hook (the session lookup while the database is down) kept its socket open for good,
  // and the server could not stop.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  if (config.env === 'test') registerProcessHeader(app);

  await registerHttpPlatform(app, config);
  // After the cookie plugin: CSRF first, then who is asking.
  registerCsrfProtection(app);
  registerSessionAuth(app);
  await app.register(realtimeRoutes, {
    realtime,
    publicUrl: config.publicUrl,
    loopbackAliases: !config.isProduction,
  });

  await registerModules(app, appModules);
  await app.register(storageRoutes);
  await app.register(webhookRoutes);
  await app.register(sandboxCheckoutRoutes);
  await app.register(mailRoutes);

  await registerWebApp(app, config);
  return app;
}
