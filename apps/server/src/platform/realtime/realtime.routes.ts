import { REALTIME } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { originAllowed } from '../auth/csrf.ts';
import { serveSocket } from './connection.ts';
import type { Realtime } from './realtime.ts';

export interface RealtimeRoutesOptions {
  realtime: Realtime;
  publicUrl: string;
  /** Outside production: PUBLIC_URL's loopback aliases are the same site (csrf.ts originAllowed). */
  loopbackAliases?: boolean;
}

/**
 * A browser sends its cookies with a WebSocket handshake from any site, so a socket from
 * a foreign page is refused (cross-site WebSocket hijacking). Only PUBLIC_URL's origin is allowed
 * (never "the request's own Host", which the sender chooses); clients that send no Origin are not
 * browsers.
 */
/** GET /ws: the realtime WebSocket endpoint. */
export async function realtimeRoutes(app: FastifyInstance, options: RealtimeRoutesOptions) {
  app.get(REALTIME.path, { websocket: true, schema: { hide: true } }, (socket, request) => {
    if (!originAllowed(request.headers.origin, options.publicUrl, options.loopbackAliases)) {
      socket.close(REALTIME.closeCodes.forbiddenOrigin, 'forbidden origin');
      return;
    }
    serveSocket(options.realtime, socket, request);
  });
}
