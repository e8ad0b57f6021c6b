import type { EndpointDefinition } from '@ibh/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** One /api route as registered: its method, pattern, descriptor (when it has one) and route facts. */
export interface ApiRoute {
  readonly method: string;
  /** The Fastify pattern: `/api/ideas/:id`, `/api/files/*`. */
  readonly url: string;
  readonly endpoint?: EndpointDefinition;
  /** false for a route that skips the CSRF check (a signed webhook). */
  readonly csrf?: boolean;
  /** Left out of the OpenAPI document (the document itself). */
  readonly hidden: boolean;
}

/** The Fastify pattern as a regular expression over a decoded path. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Every /api route of the app, collected as it registers, so the OpenAPI document can state each
 * one's error answers and an unknown method on a known path can be answered 405 with `Allow`.
 */
export class ApiRoutes {
  private readonly routes: (ApiRoute & { pattern: RegExp })[] = [];

  /** Starts collecting: call before any /api route registers. */
  collect(app: FastifyInstance): void {
    app.addHook('onRoute', (options: RouteOptions) => {
      if (!options.url.startsWith('/api/')) return;
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        this.routes.push({
          method: method.toUpperCase(),
          url: options.url,
          endpoint: options.config?.endpoint,
          csrf: options.config?.csrf,
          hidden: options.schema?.hide === true || options.websocket === true,
          pattern: patternOf(options.url),
        });
      }
    });
  }

  list(): readonly ApiRoute[] {
    return this.routes;
  }

  /** The methods a path answers (Fastify answers HEAD wherever it answers GET); empty for an unknown path. */
  allowedMethods(path: string): string[] {
    const methods = new Set(this.routes.filter((r) => r.pattern.test(path)).map((r) => r.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  }
}
