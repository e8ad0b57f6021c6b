import type { FastifyInstance } from 'fastify';

/** Names the process that answered; sent only when NODE_ENV=test. */
export const PROCESS_HEADER = 'x-ibh-process';

/**
 * Under NODE_ENV=test every answer, WebSocket handshakes included, says which server process gave
 * it (its pid), so a test of several processes can tell them apart. Never in development or
 * production: a pid tells a visitor nothing useful and an attacker a little (decision 103).
 */
export function registerProcessHeader(app: FastifyInstance) {
  const pid = String(process.pid);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header(PROCESS_HEADER, pid);
    done();
  });
  // The 101 of a handshake is written by `ws` itself, not through the reply.
  app.websocketServer.on('headers', (headers: string[]) => {
    headers.push(`${PROCESS_HEADER}: ${pid}`);
  });
}
