import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import type { Seeder } from '../db/seed/seeder.ts';
import type { AppContext } from './context.ts';
import type { Subscription } from './events.ts';
import type { JobDefinition } from './jobs/job.ts';
import type { JobHandler } from './jobs/queue.ts';
import type { TopicAuthorizer } from './realtime/realtime.ts';

/**
 * What a feature module brings to the app, declared in one place (`<feature>.module.ts`) and
 * listed in `modules/index.ts`. `buildApp` wires every part; nothing is registered as a side effect
 * of another part (a route plugin never subscribes to events or authorises topics).
 */
export interface AppModule {
  /** Unique, for logs and error messages. */
  readonly name: string;
  /** Registers the module's endpoints, each with `route(app, ENDPOINT, handler)`. */
  readonly routes?: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
  /** Realtime topic prefixes this module answers for (`workspace` for `workspace:{id}`). */
  readonly topics?: Readonly<Record<string, (ctx: AppContext) => TopicAuthorizer>>;
  /** Domain-event subscriptions, registered before events start flowing. */
  readonly subscriptions?: (ctx: AppContext) => readonly Subscription[];
  /** Durable job handlers (`platform/jobs`), registered before the queue starts. */
  readonly jobs?: (ctx: AppContext) => readonly ModuleJob[];
  /** Demo data, run in the order of `modules/index.ts` (accounts first). */
  readonly seeders?: readonly Seeder[];
  /**
   * Checks that run on every route under a path, whichever module registers the route (the ideas
   * module guards `/api/ideas/:id` and everything below it, the collaboration routes included).
   */
  readonly routeGuards?: (ctx: AppContext) => readonly RouteGuard[];
}

/**
 * A resource guard: `check` runs before validation and before the handler on every route whose
 * path is `path` or starts with `path/`, including routes registered later by any module, so a new
 * route under the resource cannot forget it. It throws (a coded AppError) to refuse.
 */
export interface RouteGuard {
  /** A route pattern prefix as registered, e.g. `/api/ideas/:id`. */
  readonly path: string;
  readonly check: (request: FastifyRequest) => Promise<void>;
}

/** Whether a route's pattern falls under a guard's path. */
export function guardCovers(guard: Pick<RouteGuard, 'path'>, url: string): boolean {
  return url === guard.path || url.startsWith(`${guard.path}/`);
}

function addGuards(app: FastifyInstance, guards: readonly RouteGuard[]): void {
  if (guards.length === 0) return;
  app.addHook('onRoute', (options: RouteOptions) => {
    const own = guards.filter((guard) => guardCovers(guard, options.url));
    if (own.length === 0) return;
    const checks: preValidationAsyncHookHandler[] = own.map(
      (guard) => async (request) => guard.check(request),
    );
    const existing = options.preValidation;
    options.preValidation = [
      ...checks,
      ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
    ];
  });
}

/** A job handler a module brings: the job's definition and what runs it. */
export interface ModuleJob<P = never> {
  readonly definition: JobDefinition<P>;
  readonly handler: JobHandler<P>;
}

/** Pairs a job definition with its handler, keeping the payload type. */
export function moduleJob<P>(definition: JobDefinition<P>, handler: JobHandler<P>): ModuleJob {
  // The pair is checked here; the manifest's list holds jobs of different payloads.
  return { definition, handler } as unknown as ModuleJob;
}

/** Declares a module (keeps its literal shape for readers and type checks). */
export function defineModule(module: AppModule): AppModule {
  return module;
}

/** Wires every module into the app: topics, subscriptions, jobs and route guards first, then routes. */
export async function registerModules(app: FastifyInstance, modules: readonly AppModule[]): Promise<void> {
  const names = new Set<string>();
  for (const module of modules) {
    if (names.has(module.name)) throw new Error(`Module ${module.name} is listed twice`);
    names.add(module.name);
    for (const [prefix, authorizer] of Object.entries(module.topics ?? {})) {
      app.ctx.realtime.allow(prefix, authorizer(app.ctx));
    }
    if (module.subscriptions) app.ctx.events.subscribe([...module.subscriptions(app.ctx)]);
    for (const job of module.jobs?.(app.ctx) ?? []) {
      app.ctx.jobs.handle(job.definition as JobDefinition<unknown>, job.handler as JobHandler<unknown>);
    }
  }
  addGuards(
    app,
    modules.flatMap((module) => module.routeGuards?.(app.ctx) ?? []),
  );
  for (const module of modules) {
    const { routes } = module;
    if (routes) await app.register(async (scope) => routes(scope, app.ctx));
  }
}
