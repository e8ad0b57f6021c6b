import type { FastifyInstance } from 'fastify';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Every /api route must declare its response schema, and its body schema when it
 * takes one, so the OpenAPI document is complete and bad input never reaches a handler.
 * Registering a route without them fails at startup, not in production.
 */
export function requireRouteSchemas(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide || route.websocket) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.schema?.response) {
      throw new Error(`Route ${methods.join(',')} ${route.url} must declare a response schema`);
    }
    const takesBody = methods.some((m) => BODY_METHODS.has(m));
    const declaresBody = route.schema.body !== undefined || route.config?.noBody === true;
    if (takesBody && !declaresBody) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} must declare a body schema (or config.noBody)`,
      );
    }
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST/PUT/PATCH route that deliberately takes no body (e.g. logout, mark-all-read). */
    noBody?: boolean;
  }
}
