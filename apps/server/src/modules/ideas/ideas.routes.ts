import type { FastifyInstance } from 'fastify';

/** Routes of the ideas feature (issue 5). */
export async function ideasRoutes(_app: FastifyInstance) {}
