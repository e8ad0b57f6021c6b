import type { FastifyInstance } from 'fastify';

/** /api/notifications, /api/me/notification-preferences, /api/me/counts (and the dev test endpoint). */
export async function notificationsRoutes(_app: FastifyInstance) {}
