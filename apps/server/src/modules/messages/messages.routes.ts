import type { FastifyInstance } from 'fastify';

/** /api/messages (direct messages), blocks and reports. */
export async function messagesRoutes(_app: FastifyInstance) {}
