import { REALTIME } from '@ibh/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveSocket } from './connection.ts';
import type { Realtime } from './realtime.ts';

export interface RealtimeRoutesOptions {
  realtime: Realtime;
  publicUrl: string;
}

/**
 * A browser sends its cookies with a WebSocket handshake from any site, so a socket from
 * a foreign page is refused (cross-site WebSocket hijacking). Same origin as the request's
 * host, or the configured public URL, is allowed; clients that send no Origin are not browsers.
 */
function originAllowed(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.host === request.host || url.origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/** GET /ws: the realtime WebSocket endpoint. */
export async function realtimeRoutes(app: FastifyInstance, options: RealtimeRoutesOptions) {
  app.get(REALTIME.path, { websocket: true, schema: { hide: true } }, (socket, request) => {
    if (!originAllowed(request, options.publicUrl)) {
      socket.close(REALTIME.closeCodes.forbiddenOrigin, 'forbidden origin');
      return;
    }
    serveSocket(options.realtime, socket, request);
  });
}
