import type { FastifyInstance } from 'fastify';

/** Routes of the workspace feature (issue 5). */
export async function workspaceRoutes(_app: FastifyInstance) {}
