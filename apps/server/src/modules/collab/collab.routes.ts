import type { FastifyInstance } from 'fastify';

/** Routes of the collab feature (issue 5). */
export async function collabRoutes(_app: FastifyInstance) {}
