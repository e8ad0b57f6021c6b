import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import type { ApiRoutes } from './api-routes.ts';

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? url;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * A method a known /api path does not answer is refused 405 E_METHOD_NOT_ALLOWED with `Allow`
 * (RFC 9110 section 15.5.6), first thing, before a body is read; a path no route matches stays 404.
 */
export function registerMethodNotAllowed(app: FastifyInstance, routes: ApiRoutes): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404 || !request.url.startsWith('/api/')) return;
    const allowed = routes.allowedMethods(decodedPath(request.url));
    if (allowed.length === 0) return;
    reply.header('allow', allowed.join(', '));
    throw new AppError('E_METHOD_NOT_ALLOWED');
  });
}
