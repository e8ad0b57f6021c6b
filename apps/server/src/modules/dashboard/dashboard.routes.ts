import type { FastifyInstance } from 'fastify';

/** Routes of the dashboard feature (issue 5). */
export async function dashboardRoutes(_app: FastifyInstance) {}
